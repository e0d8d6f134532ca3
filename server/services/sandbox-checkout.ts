import { CHANNEL_GROUP } from '../../contract/loan/repayment.ts';
import type { SandboxCheckout, SandboxCheckoutEnd } from '../collections/sandbox/sandbox-book.ts';
import { renderCheckoutPage } from '../collections/sandbox/checkout-page/render-checkout-page.ts';
import type { CheckoutPageStep } from '../collections/sandbox/checkout-page/render-checkout-page.ts';
import {
  newEventId,
  newPaymentRef,
  sandboxEventOf,
} from '../collections/sandbox/sandbox-events.ts';
import { checkoutUrlOf } from '../collections/sandbox/sandbox-provider.ts';
import { sandboxWebhookJobs } from '../collections/sandbox/sandbox-webhook-job.ts';
import type { Db } from '../db/db.ts';
import { AppError } from '../errors.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { createSandboxCheckoutBook } from '../repositories/sandbox-checkouts.ts';
import type { ServiceDeps } from './deps.ts';

export type TesterAction = 'pay' | 'fail' | 'expire' | 'storePay';

export interface PaidReference {
  reference: string;
  checkoutId: string;
  intentId: string;
  amountCentavos: number;
  paidAt: Date;
  paymentRef: string;
}

function endingOf(
  action: TesterAction,
  overTheCounter: boolean,
): Omit<SandboxCheckoutEnd, 'at' | 'eventId'> | null {
  switch (action) {
    case 'pay':
      // Over the counter, "pay" hands the reference to the store; the store pays later.
      return overTheCounter ? null : { status: 'paid', paymentRef: newPaymentRef() };
    case 'storePay':
      return overTheCounter ? { status: 'paid', paymentRef: newPaymentRef() } : null;
    case 'fail':
      return { status: 'failed' };
    case 'expire':
      return { status: 'expired' };
  }
}

/** The return URL with the checkout's outcome, which the app's return screen reads. */
export function returnUrlWith(returnUrl: string, state: SandboxCheckout['status']): string {
  return `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}checkout=${state}`;
}

/**
 * What a tester does on the sandbox checkout page, and a store paying an over-the-counter
 * reference later (docs/product.md#sandbox-adapters). Each ending of a checkout and its webhook
 * job commit together, so an event is delivered exactly when the sandbox's book says it happened.
 */
export function createSandboxCheckoutService(
  deps: ServiceDeps,
  options: { random?: () => number } = {},
) {
  const { db, now, config } = deps;
  const random = options.random ?? Math.random;
  const book = createSandboxCheckoutBook(db);

  async function enqueueEvent(tx: Db, checkout: SandboxCheckout): Promise<void> {
    const duplicate = random() < config.collections.sandbox.duplicateRate;
    for (const job of sandboxWebhookJobs(sandboxEventOf(checkout), duplicate)) {
      await enqueueJob(tx, job, now());
    }
  }

  /**
   * The first ending stands: a second one (a double tap, a race) changes and sends nothing, and
   * `ours` says which happened.
   */
  const end = (id: string, ending: Omit<SandboxCheckoutEnd, 'at' | 'eventId'>) =>
    db.transaction(async (tx) => {
      const txBook = createSandboxCheckoutBook(tx);
      const ended = await txBook.end(id, { ...ending, at: now(), eventId: newEventId() });
      if (!ended) return { checkout: (await txBook.find(id))!, ours: false };
      await enqueueEvent(tx, ended);
      return { checkout: ended, ours: true };
    });

  /** The checkout as it stands, a pending one past its expiry ended (and announced) first. */
  async function current(id: string): Promise<SandboxCheckout | null> {
    const checkout = await book.find(id);
    if (checkout?.status === 'pending' && now() >= checkout.expiresAt) {
      return (await end(id, { status: 'expired' })).checkout;
    }
    return checkout;
  }

  return {
    /** The checkout page, or null for an unknown checkout. */
    async page(id: string, step: CheckoutPageStep): Promise<string | null> {
      const checkout = await current(id);
      if (!checkout) return null;
      return renderCheckoutPage(checkout, {
        step,
        at: now(),
        brand: config.brand,
        returnUrl: (state) => returnUrlWith(checkout.returnUrl, state),
      });
    },

    /**
     * A tester's button. Answers where the browser goes next: the return URL with the outcome,
     * or, for "pay" over the counter, the page's store step (the store pays later).
     */
    async act(id: string, action: TesterAction): Promise<string | null> {
      let checkout = await current(id);
      if (!checkout) return null;
      const overTheCounter = CHANNEL_GROUP[checkout.channel] === 'overTheCounter';
      if (checkout.status === 'pending') {
        if (action === 'pay' && overTheCounter) return `${checkoutUrlOf(id)}?step=store`;
        const ending = endingOf(action, overTheCounter);
        if (ending) checkout = (await end(id, ending)).checkout;
      }
      return returnUrlWith(checkout.returnUrl, checkout.status);
    },

    /** `npm run ops -- pay-reference`: the store's cashier took the cash for this reference. */
    async payReference(reference: string): Promise<PaidReference> {
      const normalized = reference.replace(/[\s-]/g, '');
      const found = await book.findByReference(normalized);
      if (!found) throw new AppError('NOT_FOUND', `No over-the-counter reference ${reference}`);
      const before = (await current(found.id))!;
      const paid =
        before.status === 'pending'
          ? await end(found.id, { status: 'paid', paymentRef: newPaymentRef() })
          : { checkout: before, ours: false };
      const c = paid.checkout;
      if (c.status === 'expired') {
        throw new AppError(
          'LINK_EXPIRED',
          `Reference ${normalized} expired at ${c.expiresAt.toISOString()}: the store may not take it`,
        );
      }
      if (!paid.ours) {
        const what =
          c.status === 'paid' ? `was already paid (${c.paidAt!.toISOString()})` : 'failed';
        throw new AppError('VALIDATION_FAILED', `Reference ${normalized} ${what}`, {
          field: 'reference',
        });
      }
      return {
        reference: normalized,
        checkoutId: c.id,
        intentId: c.intentId,
        amountCentavos: c.amountCentavos,
        paidAt: c.paidAt!,
        paymentRef: c.paymentRef!,
      };
    },
  };
}
