import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { OrderActor, OrderStatus } from '../../../contract/loan/order-states.ts';
import type { Pricing } from '../../../contract/loan/api.ts';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../errors.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import type { JobHandler, JobLogger, NewJob } from '../../jobs/job-types.ts';
import { manilaDate } from '../../../contract/calendar.ts';
import { destinationOf, payoutDestination } from '../../payouts/payout-destination.ts';
import type {
  PayoutAnswer,
  PayoutDestination,
  PayoutProvider,
} from '../../payouts/payout-provider.ts';
import { DEFAULT_PAYOUT_PROVIDER } from '../../payouts/create-payout-provider.ts';
import {
  findPayout,
  insertPayout,
  lockOrder,
  lockOrderByNo,
  lockPayout,
  markPayoutRequested,
  nextPayoutAttempt,
  releaseReservedCoupon,
  storePayoutAnswer,
  useReservedCoupon,
} from '../../repositories/payouts.ts';
import type { OrderForPayout, Payout } from '../../repositories/payouts.ts';
import type { ServiceDeps } from '../deps.ts';
import type { ProductConfig } from '../../domain/pricing/product-config.ts';
import { redate } from '../../domain/pricing/quote.ts';
import { transitionOrder } from './order-machine.ts';

/** requested → toCheck → disbursing (the loan flow enqueues it when the order is signed). */
export const ORDER_CHECK_JOB = 'order-check';
/** Asks the payout provider for one payout attempt. */
export const DISBURSE_JOB = 'disburse';
/** Asks the provider again about a payout it answered "processing". */
export const PAYOUT_STATUS_JOB = 'payout-status';

/**
 * Claims of a disbursement job before it is given up: with the runner's backoff (capped at an
 * hour) a gateway may be down for days without an order being stranded after a few minutes.
 */
export const PAYOUT_JOB_MAX_ATTEMPTS = 60;
/** Later status checks back off from this, up to an hour, whatever the configured delay. */
const MIN_CHECK_SECONDS = 5;
const MAX_CHECK_SECONDS = 3600;

const orderPayload = z.object({ orderId: z.uuid() });
const payoutPayload = z.object({ payoutId: z.uuid() });
const statusPayload = z.object({ payoutId: z.uuid(), check: z.number().int().positive() });

/** The job the signing transaction enqueues (DESIGN: dedupe per order, after the check delay). */
export function orderCheckJob(orderId: string, runAt: Date): NewJob<{ orderId: string }> {
  return {
    kind: ORDER_CHECK_JOB,
    payload: { orderId },
    dedupeKey: `order-check:${orderId}`,
    runAt,
    maxAttempts: PAYOUT_JOB_MAX_ATTEMPTS,
  };
}

/**
 * Moves the order to disbursing and creates its next payout attempt with a key of its own, in the
 * caller's transaction, with the job that will send it. Null if the order was not in `from`.
 */
async function startPayoutAttempt(
  tx: Db,
  s: {
    order: OrderForPayout;
    destination: PayoutDestination;
    from: OrderStatus;
    actor: OrderActor;
    reason: string | null;
    provider: string;
    at: Date;
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
    details: { payoutId, attempt },
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
  await enqueueJob(
    tx,
    {
      kind: DISBURSE_JOB,
      payload: { payoutId },
      dedupeKey: `disburse:${payoutId}`,
      maxAttempts: PAYOUT_JOB_MAX_ATTEMPTS,
    },
    at,
  );
  return { payoutId };
}

/**
 * The borrower re-entered the bank after a failed payout (profile bank change, same transaction,
 * after orders.payout_account was replaced): disbursementFailed → disbursing with a new attempt,
 * hence a new idempotency key. The attempt goes to the gateway of the order's last attempt (a
 * key belongs to one gateway). Null when the order is not waiting for a new account.
 */
export async function retryAfterBankChange(
  tx: Db,
  r: { orderId: string; customerId: string; at: Date },
): Promise<{ payoutId: string } | null> {
  const order = await lockOrder(tx, r.orderId);
  if (!order || order.customerId !== r.customerId || order.status !== 'disbursementFailed') {
    return null;
  }
  const [last] = await tx.query<{ provider: string }>(
    'SELECT provider FROM payouts WHERE order_id = $1 ORDER BY attempt DESC LIMIT 1',
    [order.id],
  );
  return startPayoutAttempt(tx, {
    order,
    // The bank-change form has just validated it with the same contract schema.
    destination: destinationOf(order.payoutAccount as PayoutDestination),
    from: 'disbursementFailed',
    actor: 'borrower',
    reason: 'bankReentered',
    provider: last?.provider ?? DEFAULT_PAYOUT_PROVIDER,
    at: r.at,
  });
}

export interface CancelRequest {
  orderNo: string;
  at: Date;
  actor: OrderActor;
  /** Kept in the history, e.g. 'customerRequest'. */
  reason: string;
}

export interface CancelledOrder {
  orderNo: string;
  status: 'cancelled';
  previousStatus: OrderStatus;
  /** True when the borrower had the money: they return the principal through customer service. */
  moneySent: boolean;
  /** What became of a reserved coupon (D17), null when none was reserved. */
  coupon: 'available' | 'invalid' | null;
}

/** Statuses in which no money has left: cancelling costs the borrower nothing. */
const NOT_SENT: readonly OrderStatus[] = ['requested', 'toCheck', 'disbursementFailed'];

/**
 * Customer service's cancellation (DECISIONS §4): any order whose money was not sent, or a
 * repaying order within `cancelWindowHours` of the payout. A payout in flight cannot be stopped.
 */
export async function cancelOrder(
  db: Db,
  c: CancelRequest & { cancelWindowHours: number },
): Promise<CancelledOrder> {
  return db.transaction(async (tx) => {
    const order = await lockOrderByNo(tx, c.orderNo);
    if (!order) throw new AppError('NOT_FOUND', `No order ${c.orderNo}`);
    const moneySent = order.status === 'repaying';
    if (!NOT_SENT.includes(order.status) && !moneySent) {
      throw new AppError(
        'ORDER_NOT_CANCELLABLE',
        order.status === 'disbursing'
          ? 'The payout is in flight: wait for its outcome'
          : `The order is ${order.status}`,
      );
    }
    const windowEnd = order.disbursedAt
      ? order.disbursedAt.getTime() + c.cancelWindowHours * 3_600_000
      : Infinity;
    if (moneySent && c.at.getTime() > windowEnd) {
      throw new AppError(
        'ORDER_NOT_CANCELLABLE',
        `More than ${c.cancelWindowHours} h since the money was sent`,
      );
    }
    await transitionOrder(tx, {
      orderId: order.id,
      from: [order.status],
      to: 'cancelled',
      at: c.at,
      actor: c.actor,
      reason: c.reason,
      details: { moneySent },
      set: { cancelledAt: c.at },
    });
    const coupon =
      !moneySent && order.couponId
        ? await releaseReservedCoupon(tx, { couponId: order.couponId, orderId: order.id })
        : null;
    return {
      orderNo: order.orderNo,
      status: 'cancelled',
      previousStatus: order.status,
      moneySent,
      coupon,
    };
  });
}

export function createDisbursement(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'now'>,
  provider: PayoutProvider,
) {
  const { db, config, now } = deps;
  const { delaySeconds } = config.payouts;

  const checkDelaySeconds = (check: number): number =>
    check === 1
      ? delaySeconds
      : Math.min(Math.max(delaySeconds, MIN_CHECK_SECONDS) * 2 ** (check - 1), MAX_CHECK_SECONDS);

  /** The order still stands (application approved, account valid): start its first payout. */
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
          await releaseReservedCoupon(tx, { couponId: order.couponId, orderId });
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

  /** The money was sent: the loan runs from today (Manila), with the figures re-dated. */
  async function markPaid(tx: Db, payout: Payout, reference: string, at: Date, log: JobLogger) {
    const order = await lockOrder(tx, payout.orderId);
    if (!order) throw new Error(`Payout ${payout.id}: order ${payout.orderId} not found`);
    const withdrawalDate = manilaDate(at);
    const pricing = redate(
      order.product as ProductConfig,
      order.pricing as Pricing,
      withdrawalDate,
    );
    const moved = await transitionOrder(tx, {
      orderId: order.id,
      from: ['disbursing'],
      to: 'repaying',
      at,
      actor: 'system',
      reason: 'paid',
      details: { payoutId: payout.id, reference },
      set: { disbursedAt: at, withdrawalDate, dueDate: pricing.dueDate, pricing },
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
   * Stores the provider's answer, once: a payout already answered (another worker, an earlier
   * run) is left as it is. `check` numbers the next status check when the answer is "processing".
   */
  async function settle(payoutId: string, answer: PayoutAnswer, check: number, log: JobLogger) {
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
        await enqueueJob(
          tx,
          {
            kind: PAYOUT_STATUS_JOB,
            payload: { payoutId, check },
            dedupeKey: `payout-status:${payoutId}:${check}`,
            runAt: new Date(at.getTime() + checkDelaySeconds(check) * 1000),
            maxAttempts: PAYOUT_JOB_MAX_ATTEMPTS,
          },
          at,
        );
      } else if (answer.status === 'paid') {
        await markPaid(tx, payout, answer.reference, at, log);
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
  }

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
    cancelOrder: (c: CancelRequest) =>
      cancelOrder(db, { ...c, cancelWindowHours: config.loan.cancelWindowHours }),
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
