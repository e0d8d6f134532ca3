import { randomUUID } from 'node:crypto';
import type { OrderActor, OrderStatus } from '../../../contract/loan/order-states.ts';
import type { Db } from '../../db/db.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { DEFAULT_PAYOUT_PROVIDER } from '../../payouts/create-payout-provider.ts';
import { destinationOf } from '../../payouts/payout-destination.ts';
import type { PayoutDestination } from '../../payouts/payout-provider.ts';
import {
  insertPayout,
  lastPayoutProvider,
  lockOrder,
  nextPayoutAttempt,
} from '../../repositories/payouts.ts';
import type { OrderForPayout } from '../../repositories/payouts.ts';
import { transitionOrder } from '../orders/order-machine.ts';
import { disburseJob } from './jobs.ts';
import { payoutHold } from './payout-hold.ts';

/**
 * Moves the order to disbursing and creates its next payout attempt with a key of its own, in the
 * caller's transaction, with the job that will send it. Null if the order was not in `from`.
 */
export async function startPayoutAttempt(
  tx: Db,
  s: {
    order: OrderForPayout;
    destination: PayoutDestination;
    from: OrderStatus;
    actor: OrderActor;
    reason: string | null;
    provider: string;
    at: Date;
    /** More for the order's history (who released it). */
    details?: Record<string, unknown>;
  },
): Promise<{ payoutId: string } | null> {
  const { order, at } = s;
  const attempt = await nextPayoutAttempt(tx, order.id);
  const payoutId = randomUUID();
  const moved = await transitionOrder(tx, {
    orderId: order.id,
    from: [s.from],
    to: 'disbursing',
    at,
    actor: s.actor,
    reason: s.reason,
    details: { ...s.details, payoutId, attempt },
  });
  if (!moved) return null;
  await insertPayout(tx, {
    id: payoutId,
    orderId: order.id,
    attempt,
    idempotencyKey: `payout:${order.id}:${attempt}`,
    amountCentavos: order.receivedCentavos,
    destination: s.destination,
    provider: s.provider,
    at,
  });
  await enqueueJob(tx, disburseJob(payoutId), at);
  return { payoutId };
}

/**
 * The borrower re-entered the bank after a failed payout (profile bank change, same transaction,
 * after orders.payout_account was replaced): disbursementFailed → disbursing with a new attempt,
 * hence a new idempotency key. The attempt goes to the gateway of the order's last attempt (a
 * key belongs to one gateway). An account another borrower uses is held in toCheck instead. Null
 * when the order is not waiting for a new account.
 */
export async function retryAfterBankChange(
  tx: Db,
  r: { orderId: string; customerId: string; at: Date },
): Promise<{ payoutId: string } | { held: true } | null> {
  const order = await lockOrder(tx, r.orderId);
  if (!order || order.customerId !== r.customerId || order.status !== 'disbursementFailed') {
    return null;
  }
  // The bank-change form has just validated it with the same contract schema.
  const destination = destinationOf(order.payoutAccount as PayoutDestination);
  const hold = await payoutHold(tx, {
    customerId: order.customerId,
    account: destination,
    at: r.at,
    afterFailure: true,
  });
  if (hold.length > 0) {
    // Another borrower's account: a person looks before any money goes (docs/desk.md#payout-holds).
    const moved = await transitionOrder(tx, {
      orderId: order.id,
      from: ['disbursementFailed'],
      to: 'toCheck',
      at: r.at,
      actor: 'borrower',
      reason: 'bankReentered',
      set: { payoutHold: hold, payoutHeldAt: r.at },
    });
    return moved ? { held: true } : null;
  }
  const lastProvider = await lastPayoutProvider(tx, order.id);
  return startPayoutAttempt(tx, {
    order,
    destination,
    from: 'disbursementFailed',
    actor: 'borrower',
    reason: 'bankReentered',
    provider: lastProvider ?? DEFAULT_PAYOUT_PROVIDER,
    at: r.at,
  });
}
