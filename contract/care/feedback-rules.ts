/* Zod-free: the server's schema and the client's form share these rules (docs/care.md#feedback). */

/** What a ticket is about; the borrower picks one. */
export const FEEDBACK_CATEGORIES = [
  'applying',
  'borrowing',
  'repaying',
  'collection',
  'privacy',
  'appProblem',
  'suggestion',
  'other',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** A ticket's life (docs/care.md#tickets). */
export const TICKET_STATUSES = ['received', 'inProgress', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** At least 10 characters, at most 2000, counted after trimming, in characters. */
export const FEEDBACK_MIN_CHARS = 10;
export const FEEDBACK_MAX_CHARS = 2000;
/** An operator's answer. */
export const ANSWER_MAX_CHARS = 2000;

/** Days customer service has to answer a complaint (docs/care.md#complaint-target). */
export const FEEDBACK_TARGET_DAYS = 30;

/** The optional screenshot: a JPEG data URL of at most this many bytes once decoded. */
export const SCREENSHOT_MAX_BYTES = 400 * 1024;

/** Characters as a person counts them: an emoji is one. */
export const feedbackLength = (value: string): number => [...value.trim()].length;

export const FEEDBACK_MESSAGE_IDS = {
  tooShort: 'validation.feedback.tooShort',
  tooLong: 'validation.feedback.tooLong',
  category: 'validation.feedback.category',
} as const;

/** The text's problem, or null when it may be sent. */
export function feedbackTextProblem(value: string): 'tooShort' | 'tooLong' | null {
  const length = feedbackLength(value);
  if (length < FEEDBACK_MIN_CHARS) return 'tooShort';
  if (length > FEEDBACK_MAX_CHARS) return 'tooLong';
  return null;
}
