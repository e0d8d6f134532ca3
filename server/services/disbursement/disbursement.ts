import type { JobHandler } from '../../jobs/job-types.ts';
import { payoutDestination } from '../../payouts/payout-destination.ts';
import type { PayoutProvider } from '../../payouts/payout-provider.ts';
import { holdPayout } from '../../repositories/payout-desk.ts';
import { findPayout, lockOrder, markPayoutRequested } from '../../repositories/payouts.ts';
import type { Payout } from '../../repositories/payouts.ts';
import { releaseCoupon } from '../../repositories/coupons.ts';
import type { ServiceDeps } from '../deps.ts';
import { transitionOrder } from '../orders/order-machine.ts';
import { cancelOrder } from './cancel-order.ts';
import type { CancelRequest, CancelledOrder, EndedCheckout } from './cancel-order.ts';
import {
  DISBURSE_JOB,
  ORDER_CHECK_JOB,
  PAYOUT_STATUS_JOB,
  orderPayload,
  payoutPayload,
  statusPayload,
} from './jobs.ts';
import { createPayoutAnswers } from './payout-answers.ts';
import { payoutHold } from './payout-hold.ts';
import { recordPrincipalReturned } from './principal-returned.ts';
import { startPayoutAttempt } from './payout-attempts.ts';

/*
 * Pays a signed order through a payout provider: the three job handlers (order check, payout
 * request, status check) and customer service's cancellation, wired to one provider.
 */

export function createDisbursement(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'now'>,
  provider: PayoutProvider,
  repayment: { expireCancelledCheckout: (checkout: EndedCheckout) => Promise<unknown> } = {
    expireCancelledCheckout: async () => null,
  },
) {
  const { db, config, now } = deps;

  const settle = createPayoutAnswers({ db, now, delaySeconds: config.payouts.delaySeconds });

  /**
   * The order still stands (application approved, account valid): start its first payout, unless
   * it must wait for a person (docs/desk.md#payout-holds).
   */
  const checkOrder: JobHandler = async (payload, { log }) => {
    const { orderId } = orderPayload.parse(payload);
    await db.transaction((tx) =>
      transitionOrder(tx, {
        orderId,
        from: ['requested'],
        to: 'toCheck',
        at: now(),
        actor: 'system',
      }),
    );
    const outcome = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order || order.status !== 'toCheck') return null;
      // Held by an earlier run of this job: only a person releases it, whatever holds now.
      if (order.payoutHold) return 'held';
      const at = now();
      if (order.applicationStatus !== 'approved') {
        await transitionOrder(tx, {
          orderId,
          from: ['toCheck'],
          to: 'cancelled',
          at,
          actor: 'system',
          reason: 'notApproved',
          set: { cancelledAt: at },
        });
        if (order.couponId) {
          await releaseCoupon(tx, order.couponId, orderId);
        }
        return 'cancelled';
      }
      const destination = payoutDestination(order.payoutAccount, config.profileRules, at);
      if (!destination) {
        await transitionOrder(tx, {
          orderId,
          from: ['toCheck'],
          to: 'disbursementFailed',
          at,
          actor: 'system',
          reason: 'accountUnavailable',
          set: { failureReason: 'accountUnavailable' },
          messageParams: { failureReason: 'accountUnavailable' },
        });
        return 'accountUnavailable';
      }
      const hold = await payoutHold(tx, {
        customerId: order.customerId,
        account: destination,
        at,
        afterFailure: false,
      });
      if (hold.length > 0) {
        await holdPayout(tx, { orderId, reasons: hold, at });
        return 'held';
      }
      await startPayoutAttempt(tx, {
        order,
        destination,
        from: 'toCheck',
        actor: 'system',
        reason: null,
        provider: provider.name,
        at,
      });
      return 'disbursing';
    });
    if (outcome) log.info({ orderId, outcome }, 'order checked');
  };

  /** A key is only ever sent to the gateway it was created for. */
  function checkGateway(payout: Payout): void {
    if (payout.provider !== provider.name) {
      throw new Error(`Payout ${payout.id} belongs to ${payout.provider}, not ${provider.name}`);
    }
  }

  /**
   * Sends one payout attempt. The provider is called outside any transaction; a re-run (retry,
   * crash, restart) sends the same key, so the provider answers the same payout.
   */
  const disburse: JobHandler = async (payload, { log }) => {
    const { payoutId } = payoutPayload.parse(payload);
    const payout = await findPayout(db, payoutId);
    // Answered already: a status check follows a "processing", nothing follows the others.
    if (!payout || payout.status !== 'pending') return;
    checkGateway(payout);
    await markPayoutRequested(db, payoutId, now());
    const answer = await provider.requestPayout({
      idempotencyKey: payout.idempotencyKey,
      amountCentavos: payout.amountCentavos,
      destination: payout.destination,
    });
    const stored = await settle(payoutId, answer, 1, log);
    if (stored) log.info({ payoutId, orderId: payout.orderId, status: stored }, 'payout answered');
  };

  /** Asks again about a payout in process; still processing → another check, later. */
  const checkPayout: JobHandler = async (payload, { log }) => {
    const { payoutId, check } = statusPayload.parse(payload);
    const payout = await findPayout(db, payoutId);
    if (!payout || payout.status !== 'processing') return;
    checkGateway(payout);
    const answer =
      (await provider.getPayout(payout.idempotencyKey)) ??
      // The provider lost the request: asking again with the same key cannot pay twice.
      (await provider.requestPayout({
        idempotencyKey: payout.idempotencyKey,
        amountCentavos: payout.amountCentavos,
        destination: payout.destination,
      }));
    const stored = await settle(payoutId, answer, check + 1, log);
    if (stored) log.info({ payoutId, orderId: payout.orderId, status: stored }, 'payout checked');
  };

  return {
    provider,
    checkOrder,
    disburse,
    checkPayout,
    async cancelOrder(
      c: CancelRequest,
      log: { warn: (details: object, message: string) => void } = console,
    ): Promise<CancelledOrder> {
      const { cancelled, checkout } = await cancelOrder(db, {
        ...c,
        cancelWindowHours: config.loan.cancelWindowHours,
      });
      // After the commit, never under the lock (docs/loans.md#cancellation). If the provider
      // cannot be reached the checkout stays open at its end: reconciliation keeps asking about
      // it, and money paid into it is refunded, the intent being cancelled.
      if (checkout) {
        await repayment.expireCancelledCheckout(checkout).catch((error: unknown) => {
          log.warn(
            { err: error, intentId: checkout.intentId },
            'the checkout of a cancelled loan could not be expired',
          );
        });
      }
      return cancelled;
    },
    recordPrincipalReturned: (r: Parameters<typeof recordPrincipalReturned>[1]) =>
      recordPrincipalReturned(db, r),
  };
}

export type Disbursement = ReturnType<typeof createDisbursement>;

/** Registers the three jobs with the runner (app.ts, once the jobs plugin is up). */
export function registerDisbursementJobs(
  jobs: { registerHandler: (kind: string, handler: JobHandler) => void },
  disbursement: Pick<Disbursement, 'checkOrder' | 'disburse' | 'checkPayout'>,
): void {
  jobs.registerHandler(ORDER_CHECK_JOB, disbursement.checkOrder);
  jobs.registerHandler(DISBURSE_JOB, disbursement.disburse);
  jobs.registerHandler(PAYOUT_STATUS_JOB, disbursement.checkPayout);
}
