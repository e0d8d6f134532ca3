import type { Pricing } from '../../../contract/loan/api.ts';
import { manilaDate } from '../../../contract/calendar.ts';
import type { Db } from '../../db/db.ts';
import type { ProductConfig } from '../../domain/pricing/product-config.ts';
import { redate } from '../../domain/pricing/quote.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import type { JobLogger } from '../../jobs/job-types.ts';
import type { PayoutAnswer } from '../../payouts/payout-provider.ts';
import {
  lockOrder,
  lockPayout,
  storePayoutAnswer,
  useReservedCoupon,
} from '../../repositories/payouts.ts';
import type { Payout } from '../../repositories/payouts.ts';
import { transitionOrder } from '../orders/order-machine.ts';
import { checkDelaySeconds, payoutStatusJob } from './jobs.ts';

/**
 * The money was sent: the loan runs from the Manila date of the provider's payment time, not of
 * the moment we heard (docs/loans.md#disbursement), with the figures re-dated. `at` is when the
 * answer was stored (the history row); `paidAt` is the provider's, never later than `at`.
 */
async function markPaid(
  tx: Db,
  payout: Payout,
  answer: { reference: string; paidAt: Date },
  at: Date,
  log: JobLogger,
) {
  const order = await lockOrder(tx, payout.orderId);
  if (!order) throw new Error(`Payout ${payout.id}: order ${payout.orderId} not found`);
  const { reference } = answer;
  // A provider clock ahead of ours must not date the loan in our future.
  const paidAt = answer.paidAt.getTime() > at.getTime() ? at : answer.paidAt;
  const withdrawalDate = manilaDate(paidAt);
  const pricing = redate(order.product as ProductConfig, order.pricing as Pricing, withdrawalDate);
  const moved = await transitionOrder(tx, {
    orderId: order.id,
    from: ['disbursing'],
    to: 'repaying',
    at,
    actor: 'system',
    reason: 'paid',
    details: { payoutId: payout.id, reference, paidAt: paidAt.toISOString() },
    set: { disbursedAt: paidAt, withdrawalDate, dueDate: pricing.dueDate, pricing },
    messageParams: {
      dueDate: pricing.dueDate,
      totalRepaymentCentavos: pricing.totalRepaymentCentavos,
    },
  });
  // Cannot happen (a disbursing order is never cancelled); the money is recorded either way.
  if (!moved) log.error({ orderId: order.id, payoutId: payout.id }, 'paid order not disbursing');
  if (order.couponId) {
    await useReservedCoupon(tx, { couponId: order.couponId, orderId: order.id, at });
  }
}

/**
 * Stores a provider's answer, once: a payout already answered (another worker, an earlier run)
 * is left as it is. `check` numbers the next status check when the answer is "processing".
 */
export function createPayoutAnswers(deps: { db: Db; now: () => Date; delaySeconds: number }) {
  const { db, now, delaySeconds } = deps;
  return async function settle(
    payoutId: string,
    answer: PayoutAnswer,
    check: number,
    log: JobLogger,
  ) {
    return db.transaction(async (tx) => {
      const payout = await lockPayout(tx, payoutId);
      if (!payout || (payout.status !== 'pending' && payout.status !== 'processing')) return null;
      const at = now();
      await storePayoutAnswer(tx, {
        id: payoutId,
        status: answer.status,
        reference: answer.reference,
        failureReason: answer.status === 'failed' ? answer.failureReason : null,
        at,
      });
      if (answer.status === 'processing') {
        const runAt = new Date(at.getTime() + checkDelaySeconds(check, delaySeconds) * 1000);
        await enqueueJob(tx, payoutStatusJob(payoutId, check, runAt), at);
      } else if (answer.status === 'paid') {
        await markPaid(tx, payout, answer, at, log);
      } else if (answer.failureReason === 'providerRejected') {
        // Not the account: the borrower has nothing to re-enter; finance retries or decides
        // (docs/desk.md#payouts).
        await transitionOrder(tx, {
          orderId: payout.orderId,
          from: ['disbursing'],
          to: 'toCheck',
          at,
          actor: 'system',
          reason: answer.failureReason,
          details: { payoutId, reference: answer.reference },
          set: { payoutHold: ['payoutFailed'], payoutHeldAt: at },
        });
      } else {
        await transitionOrder(tx, {
          orderId: payout.orderId,
          from: ['disbursing'],
          to: 'disbursementFailed',
          at,
          actor: 'system',
          reason: answer.failureReason,
          details: { payoutId, reference: answer.reference },
          set: { failureReason: answer.failureReason },
          messageParams: { failureReason: answer.failureReason },
        });
      }
      return answer.status;
    });
  };
}
