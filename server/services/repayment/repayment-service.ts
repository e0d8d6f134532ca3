import { listUsableCoupons } from '../../repositories/coupons.ts';
import type {
  CreateIntentRequest,
  IntentView,
  RepaymentRecordView,
  RepaymentView,
} from '../../../contract/loan/repayment.ts';
import { addDays, manilaDate, manilaDayStart } from '../../../contract/calendar.ts';
import type { CollectionsProvider } from '../../collections/collections-provider.ts';
import type { Db } from '../../db/db.ts';
import type { JobHandler } from '../../jobs/job-types.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import {
  findIntent,
  findLiveIntent,
  listIntents,
  markCheckoutClosed,
} from '../../repositories/payment-intents.ts';
import type { IntentRow } from '../../repositories/payment-intents.ts';
import { receiptsOfIntents } from '../../repositories/receipts.ts';
import { findRepaymentOrder } from '../../repositories/repayment-orders.ts';
import type { ServiceDeps } from '../deps.ts';
import { openCheckout } from './checkout.ts';
import { checkPayable, notFound, requestIntent } from './create-intent.ts';
import type { IntentInput } from './create-intent.ts';
import { processAnswer, processEvent } from './event-processing.ts';
import type { EventDeps } from './event-processing.ts';
import { endPendingIntent } from './intent-end.ts';
import { OTC_REFERENCE_SMS_JOB, createOtcReferenceSms } from './otc-reference-sms.ts';
import { intentView } from './intent-view.ts';
import { receiptEvents } from './receipt-dues.ts';
import { peekLedger } from './ledger-store.ts';
import { reconcileIntents } from './reconcile.ts';
import {
  COLLECTION_EVENT_JOB,
  RECONCILE_JOB,
  eventPayload,
  nextReconcileJob,
  reconcileJob,
} from './repayment-jobs.ts';
import { repaymentView } from './repayment-view.ts';
import { receiveWebhook } from './webhook-intake.ts';
import type { WebhookAnswer } from './webhook-intake.ts';

export interface RepaymentCaller {
  customerId: string;
}

/** The record covers the last 3 months (docs/loans.md#repayment-record). */
const RECORD_MONTHS = 3;

/**
 * Repaying a loan (docs/loans.md#ways-to-pay): the repayment view, payment intents and their
 * checkouts, the provider's webhooks, reconciliation and the repayment record, wired to one
 * collections provider. Every borrower lookup goes through the caller's customer id, so another
 * borrower's order or intent answers NOT_FOUND like one that does not exist.
 */
export function createRepayment(deps: ServiceDeps, provider: CollectionsProvider) {
  const { db, config, now } = deps;
  const events: EventDeps = {
    db,
    now,
    provider: provider.name,
    scorecard: config.creditDecision.scorecard,
  };

  async function viewOf(tx: Db, intent: IntentRow): Promise<IntentView> {
    const [receipt] = await receiptsOfIntents(tx, [intent.id]);
    if (!receipt) return intentView(intent, null, null, now());
    const events = await receiptEvents(tx, intent.customerId, [receipt]);
    return intentView(intent, receipt, events.get(intent.id) ?? null, now());
  }

  async function ownIntent(caller: RepaymentCaller, id: string): Promise<IntentRow> {
    const intent = await findIntent(db, caller.customerId, id);
    if (!intent) throw notFound('payment');
    return intent;
  }

  return {
    provider,

    async view(caller: RepaymentCaller, orderId: string): Promise<RepaymentView> {
      const at = now();
      const order = await findRepaymentOrder(db, orderId, caller.customerId);
      if (!order) throw notFound('order');
      checkPayable(order);
      const ledger = await peekLedger(db, order);
      const live = await findLiveIntent(db, order.id);
      return repaymentView({
        order,
        ledger,
        today: manilaDate(at),
        at,
        coupons: await listUsableCoupons(db, caller.customerId, ['payInFull'], at),
        channels: provider.channels,
        liveIntent: live ? await viewOf(db, live) : null,
      });
    },

    /**
     * POST …/repayment/intents: `created` false when the idempotency key named an earlier one.
     * `checkoutFailed`: the provider could not make the checkout and the intent ended failed; the
     * route answers an error, not the intent (docs/loans.md#payment-intents).
     */
    async createIntent(
      caller: RepaymentCaller,
      orderId: string,
      body: CreateIntentRequest,
    ): Promise<{
      intent: IntentView;
      created: boolean;
      providerError: unknown;
      checkoutFailed: boolean;
    }> {
      const input: IntentInput = {
        couponId: null,
        agreedToDisclosure: false,
        ...body,
      } as IntentInput;
      const { intentId, created, askCheckout } = await requestIntent(db, {
        customerId: caller.customerId,
        orderId,
        body: input,
        provider,
        at: now(),
      });
      let intent = await ownIntent(caller, intentId);
      let providerError: unknown = null;
      // Without the claim, another request is asking for this checkout: the intent is answered
      // pending and the app polls it (docs/loans.md#payment-intents).
      if (askCheckout) {
        providerError = await openCheckout(
          {
            db,
            now,
            provider,
            proName: config.brand.proName,
            settle: (checkout, answer) =>
              processAnswer(
                events,
                { intentId, providerRef: checkout.providerRef },
                answer,
                'checkout',
              ),
          },
          intent,
        );
        intent = await ownIntent(caller, intentId);
      }
      const checkoutFailed =
        providerError !== null && intent.status === 'failed' && intent.providerRef === null;
      return { intent: await viewOf(db, intent), created, providerError, checkoutFailed };
    },

    async intent(caller: RepaymentCaller, id: string): Promise<IntentView> {
      return viewOf(db, await ownIntent(caller, id));
    },

    /**
     * The borrower gave up on a checkout: the provider expires it, and what it says it had become
     * meanwhile wins — a payment that arrived is posted, not cancelled. A checkout the provider
     * could not expire (still open) stays pending: the borrower could still pay it
     * (docs/loans.md#payment-intents).
     */
    async cancelIntent(caller: RepaymentCaller, id: string): Promise<IntentView> {
      const intent = await ownIntent(caller, id);
      if (intent.status !== 'pending') return viewOf(db, intent);
      const answer = intent.providerRef ? await provider.expireCheckout(intent.providerRef) : null;
      if (answer?.status === 'paid' || answer?.status === 'failed') {
        await processAnswer(
          events,
          { intentId: intent.id, providerRef: intent.providerRef! },
          answer,
          'cancel',
        );
      } else if (answer?.status !== 'pending') {
        await endPendingIntent(db, intent, { status: 'cancelled' }, { at: now() });
        // The provider confirmed it expired: reconciliation need not watch it.
        if (answer) await markCheckoutClosed(db, intent.id, now());
      }
      return viewOf(db, await ownIntent(caller, id));
    },

    /**
     * An operator cancelled the loan (docs/loans.md#cancellation), ending its intent: the checkout
     * is expired at the provider, and money it had taken goes through processing, which refunds
     * it as the intent is cancelled.
     */
    async expireCancelledCheckout(checkout: { intentId: string; providerRef: string }) {
      const answer = await provider.expireCheckout(checkout.providerRef);
      return processAnswer(events, checkout, answer, 'cancel');
    },

    /** GET /api/loan/repayments: the last 3 months, newest first (optionally one loan's). */
    async record(caller: RepaymentCaller, orderId: string | null): Promise<RepaymentRecordView> {
      const at = now();
      const since = addDays(manilaDate(at), -RECORD_MONTHS * 30);
      const intents = await listIntents(db, caller.customerId, manilaDayStart(since), orderId);
      const receipts = await receiptsOfIntents(
        db,
        intents.map((i) => i.id),
      );
      const byIntent = new Map(receipts.map((r) => [r.intentId, r]));
      const events = await receiptEvents(db, caller.customerId, receipts);
      return {
        since,
        payments: intents.map((i) =>
          intentView(i, byIntent.get(i.id) ?? null, events.get(i.id) ?? null, at),
        ),
      };
    },

    /** POST /api/webhooks/collections/:provider (docs/loans.md#webhooks). */
    receiveWebhook: (
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
      options: { processInline: boolean } = { processInline: true },
    ): Promise<WebhookAnswer> => receiveWebhook(events, provider, rawBody, headers, options),

    processEventJob: (async (payload) => {
      const { provider: name, eventId } = eventPayload.parse(payload);
      if (name !== provider.name) throw new Error(`Event of ${name}, not ${provider.name}`);
      await processEvent(events, eventId);
    }) satisfies JobHandler,

    reconcileJob: (async (_payload, { log }) => {
      // The next run first: a failing provider must not end the chain.
      await db.transaction((tx) => enqueueJob(tx, nextReconcileJob(now()), now()));
      await reconcileIntents({ ...events, collections: provider }, log);
    }) satisfies JobHandler,

    /** Texts an over-the-counter reference once its checkout is stored (otc-reference-sms.ts). */
    sendOtcReferenceSms: createOtcReferenceSms(deps),

    /** Starts the reconciliation chain (app ready): one run per time slot, whoever starts it. */
    startReconciliation: (): Promise<unknown> =>
      db.transaction((tx) => enqueueJob(tx, reconcileJob(now()), now())),
  };
}

export type Repayment = ReturnType<typeof createRepayment>;

/** Registers the repayment jobs with the runner (app.ts, once the jobs plugin is up). */
export function registerRepaymentJobs(
  jobs: { registerHandler: (kind: string, handler: JobHandler) => void },
  repayment: Pick<Repayment, 'processEventJob' | 'reconcileJob' | 'sendOtcReferenceSms'>,
): void {
  jobs.registerHandler(COLLECTION_EVENT_JOB, repayment.processEventJob);
  jobs.registerHandler(RECONCILE_JOB, repayment.reconcileJob);
  jobs.registerHandler(OTC_REFERENCE_SMS_JOB, repayment.sendOtcReferenceSms);
}
