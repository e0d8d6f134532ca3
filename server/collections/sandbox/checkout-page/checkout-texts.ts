import type { ChannelGroup } from '../../../../contract/loan/repayment.ts';

/** What a step says, with the figures filled in (formatted; the page escapes the whole line). */
export interface StepValues {
  /** The channel's name, e.g. "GCash", "7-Eleven". */
  channel: string;
  amount: string;
  /** Over the counter: when the reference stops being accepted. */
  expiry: string;
  /** PRO_NAME: the payee the borrower looks for in their app or tells the cashier. */
  brand: string;
}

/**
 * The sandbox checkout page's words in one language (docs/product.md#sandbox-adapters). Brand and
 * store names stay as the brands write them.
 */
export interface CheckoutTexts {
  title: string;
  sandboxNotice: string;
  amountLabel: string;
  forLabel: string;
  channelLabel: string;
  stepsHeading: string;
  steps: Record<ChannelGroup, (v: StepValues) => string[]>;
  /** The one channel whose name is a phrase, not a brand. */
  bankTransfer: string;
  qrAlt: string;
  referenceLabel: string;
  storeLabel: string;
  payBeforeLabel: string;
  bankNameLabel: string;
  accountNameLabel: string;
  accountNumberLabel: string;
  transferReferenceLabel: string;
  closesAt: (time: string) => string;
  testerHeading: string;
  testerHelp: string;
  pay: string;
  fail: string;
  expire: string;
  storeHeading: string;
  storeHelp: string;
  storePay: string;
  back: (brand: string) => string;
  ended: Record<'paid' | 'failed' | 'expired', string>;
}
