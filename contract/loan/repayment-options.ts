/* Zod-free on purpose: the repayment screens import these lists without the API schemas. */

/** The three ways to pay (docs/loans.md#ways-to-pay). */
export const PAYMENT_KINDS = ['full', 'extension', 'part'] as const;
export type RepaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * Where a borrower pays (docs/loans.md#payment-channels): e-wallets, InstaPay QR Ph from any bank app,
 * over the counter with a reference number, bank transfer.
 */
export const PAYMENT_CHANNELS = [
  'gcash',
  'maya',
  'qrph',
  'sevenEleven',
  'cebuana',
  'mlhuillier',
  'palawan',
  'bayadCenter',
  'bankTransfer',
] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

export const CHANNEL_GROUPS = ['ewallet', 'qr', 'overTheCounter', 'bank'] as const;
export type ChannelGroup = (typeof CHANNEL_GROUPS)[number];

export const CHANNEL_GROUP: Readonly<Record<PaymentChannel, ChannelGroup>> = {
  gcash: 'ewallet',
  maya: 'ewallet',
  qrph: 'qr',
  sevenEleven: 'overTheCounter',
  cebuana: 'overTheCounter',
  mlhuillier: 'overTheCounter',
  palawan: 'overTheCounter',
  bayadCenter: 'overTheCounter',
  bankTransfer: 'bank',
};

/**
 * A payment intent's life (docs/loans.md#payment-intents). The borrower sees three: pending is
 * "in progress", succeeded "success", and failed, expired and cancelled are "fail".
 */
export const INTENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired', 'cancelled'] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];

/** Why an intent failed, for the borrower's message. */
export const INTENT_FAILURE_REASONS = [
  /** The provider declined the payment (insufficient funds, cancelled in the wallet…). */
  'declined',
  /** Collected, but not the amount of the intent: refunded, never posted. */
  'amountMismatch',
  /** Collected, but the loan could not take it any more (settled or cancelled meanwhile):
   * refunded, never posted. */
  'notPostable',
] as const;
export type IntentFailureReason = (typeof INTENT_FAILURE_REASONS)[number];
