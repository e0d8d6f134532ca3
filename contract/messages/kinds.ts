/* Zod-free on purpose: the server's repositories and the client's message texts import it. */

/**
 * Kinds of borrower message (docs/messages.md#kinds). The server stores values only; the client
 * renders `message.<kind>.title` and `.body` with the params, in the borrower's language.
 */
/** One per order state change (server/services/orders/order-machine.ts). */
export const ORDER_MESSAGE_KINDS = [
  'orderRequested',
  'orderToCheck',
  'orderDisbursing',
  'orderDisbursementFailed',
  'orderRepaying',
  'orderSettled',
  'orderCancelled',
] as const;

/**
 * Repayment (docs/loans.md#receipts, #reminders). Params are values only: orderNo,
 * amountCentavos, and per kind: paymentReceived {kind, paidCentavos, receiptNo, and what falls due
 * next: nextDueDate, nextDueCentavos, nextOverdue — all null once settled; messages stored before
 * carry balanceCentavos instead}; paymentFailed {kind, paidCentavos, reason}; loanExtended
 * {newDueDate, paidCentavos, and the same next*}; reminderDayBefore / reminderDueDay {dueDate,
 * owedCentavos}; reminderOverdue {days, dueDate, owedCentavos, perDayCentavos}.
 */
export const REPAYMENT_MESSAGE_KINDS = [
  'paymentReceived',
  'paymentFailed',
  'loanExtended',
  'reminderDayBefore',
  'reminderDueDay',
  'reminderOverdue',
] as const;

export const MESSAGE_KINDS = [
  'applicationReceived',
  'applicationApproved',
  'applicationRejected',
  'applicationNeedsCorrection',
  ...ORDER_MESSAGE_KINDS,
  ...REPAYMENT_MESSAGE_KINDS,
  // A coupon granted by a campaign or an operator: {couponId, type, deductionCentavos, validUntil}.
  'couponGranted',
  // Customer service answered or closed a feedback ticket: {ticketNo} (docs/care.md#tickets).
  'ticketAnswered',
  'ticketClosed',
  // The add-to-home-screen bonus was granted (docs/coupons.md#home-screen-bonus):
  // {couponId, deductionCentavos, validUntil, ceilingCentavos}.
  'homeScreenBonus',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Values only: numbers, codes and dates the client formats, never ready-made text. */
export type MessageParams = Record<string, string | number | boolean | null>;

/** The two tabs of the message centre (docs/messages.md#tabs). */
export const MESSAGE_TABS = ['notify', 'activity'] as const;
export type MessageTab = (typeof MESSAGE_TABS)[number];

/** An Activity item's id is its announcement's id behind this prefix; a Notify item's is a uuid. */
export const ANNOUNCEMENT_ID_PREFIX = 'a-';
/** The id of an announcement in ANNOUNCEMENTS_JSON (docs/messages.md#announcements). */
export const ANNOUNCEMENT_ID_PATTERN = /^[a-z0-9-]{1,40}$/;
