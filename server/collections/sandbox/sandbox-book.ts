import type { Language } from '../../../contract/language.ts';
import type { PaymentChannel } from '../../../contract/loan/repayment.ts';

export type SandboxCheckoutStatus = 'pending' | 'paid' | 'failed' | 'expired';

/** One sandbox checkout as the sandbox keeps it (`sandbox_checkouts`). */
export interface SandboxCheckout {
  id: string;
  idempotencyKey: string;
  intentId: string;
  amountCentavos: number;
  channel: PaymentChannel;
  language: Language;
  description: string;
  returnUrl: string;
  otcReference: string | null;
  status: SandboxCheckoutStatus;
  expiresAt: Date;
  createdAt: Date;
  endedAt: Date | null;
  paidAt: Date | null;
  paymentRef: string | null;
  /** The event that ended it; null while pending. */
  eventId: string | null;
}

export type NewSandboxCheckout = Omit<
  SandboxCheckout,
  'status' | 'endedAt' | 'paidAt' | 'paymentRef' | 'eventId'
>;

export interface SandboxCheckoutEnd {
  status: Exclude<SandboxCheckoutStatus, 'pending'>;
  at: Date;
  eventId: string;
  /** Paid only. */
  paymentRef?: string;
}

/**
 * Where the sandbox keeps its checkouts (repositories/sandbox-checkouts.ts): the adapter gets its
 * storage passed in and holds no SQL.
 */
export interface SandboxCheckoutBook {
  /** The key's checkout: inserted on the first request, the stored one on every later request. */
  create(checkout: NewSandboxCheckout): Promise<SandboxCheckout>;
  find(id: string): Promise<SandboxCheckout | null>;
  findByReference(otcReference: string): Promise<SandboxCheckout | null>;
  /** Ends a pending checkout; null when it had already ended (the first ending stands). */
  end(id: string, end: SandboxCheckoutEnd): Promise<SandboxCheckout | null>;
}
