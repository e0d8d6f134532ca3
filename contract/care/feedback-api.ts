import { z } from 'zod';
import { text } from '../common-schemas.ts';
import {
  ANSWER_MAX_CHARS,
  FEEDBACK_CATEGORIES,
  FEEDBACK_MESSAGE_IDS,
  TICKET_STATUSES,
  feedbackTextProblem,
} from './feedback-rules.ts';

/** A ticket number as shown: 'FB', the Manila day, 6 random characters (docs/care.md#tickets). */
export const TICKET_NO_PATTERN = /^FB\d{8}[A-Z2-7]{6}$/;
export const ticketNoSchema = text().regex(TICKET_NO_PATTERN, { error: 'validation.ticketNo' });
export const ticketNoParamsSchema = z.object({ ticketNo: ticketNoSchema });

/** The screenshot as the form sends it: a JPEG data URL, checked for size by the service. */
export const SCREENSHOT_PREFIX = 'data:image/jpeg;base64,';

/** PUT /api/feedback/tickets/:clientKey — the client draws the key once per draft. */
export const feedbackParamsSchema = z.object({ clientKey: z.uuid() });
export const feedbackRequestSchema = z
  .object({
    category: z.enum(FEEDBACK_CATEGORIES, { error: FEEDBACK_MESSAGE_IDS.category }),
    text: text().check((ctx) => {
      const problem = feedbackTextProblem(ctx.value);
      if (problem) {
        ctx.issues.push({
          code: 'custom',
          message: FEEDBACK_MESSAGE_IDS[problem],
          input: ctx.value,
        });
      }
    }),
    // ~400 KB of JPEG is ~546,000 base64 characters; the service checks the decoded size.
    screenshot: text()
      .max(560_000)
      .refine((value) => value.startsWith(SCREENSHOT_PREFIX), { error: 'validation.screenshot' })
      .optional(),
  })
  .strict();
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const ticketEventSchema = z.object({
  status: z.enum(TICKET_STATUSES),
  actor: z.enum(['borrower', 'operator']),
  at: z.string(),
});

/** A ticket as its borrower sees it (docs/care.md#tickets). */
export const ticketViewSchema = z.object({
  ticketNo: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  text: z.string(),
  status: z.enum(TICKET_STATUSES),
  answer: z.string().nullable(),
  hasScreenshot: z.boolean(),
  createdAt: z.string(),
  /** The Manila day the answer is due by (docs/care.md#complaint-target). */
  targetDate: z.string(),
  answeredAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type TicketView = z.infer<typeof ticketViewSchema>;

export const ticketDetailSchema = ticketViewSchema.extend({ events: z.array(ticketEventSchema) });
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const ticketListSchema = z.object({ tickets: z.array(ticketViewSchema) });
export type TicketList = z.infer<typeof ticketListSchema>;

/** Operators (docs/care.md#tickets). */
export const opsTicketQuerySchema = z.object({
  status: z.enum(['open', 'all']).default('open'),
});
export const opsTicketSchema = z.object({
  ticketNo: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
  targetDate: z.string(),
  ageDays: z.number().int(),
  overdue: z.boolean(),
});
export type OpsTicket = z.infer<typeof opsTicketSchema>;
export const opsTicketListSchema = z.object({ tickets: z.array(opsTicketSchema) });
export const opsAnswerSchema = z
  .object({ text: text().trim().min(1).max(ANSWER_MAX_CHARS), close: z.boolean().optional() })
  .strict();
export const opsTicketResultSchema = z.object({
  ticketNo: z.string(),
  status: z.enum(TICKET_STATUSES),
});
