import { useState } from 'react';
import type { ApiError } from '@contract/error-codes';
import type { RepaymentKind, RepaymentView } from '@contract/loan/repayment';
import { toApiError } from '@/lib/api/api-error';
import { useCreateRepaymentIntentMutation } from '@/lib/api/repayment-api';
import { selectPublicData } from '@/lib/core/core-slice';
import { selectLanguage } from '@/lib/i18n/settings-slice';
import { useTapLock } from '@/ui/use-tap-lock';
import { useAppSelector } from '@/app/hooks';
import {
  buildIntentRequest,
  defaultCouponId,
  type PayChoice,
  type RequestProblem,
} from './intent-request';
import { openCheckout } from './open-checkout';
import { checkPart } from './part-amount';
import { draftKey, usePaymentDraft } from './payment-draft';

/** Where a refusal is shown: at the field it is about, or beside the Pay button. */
export type PayProblems = {
  field: RequestProblem | null;
  /** A server refusal tied to a field (coupon, part amount, channel, way, agreement). */
  server: {
    at: 'coupon' | 'part' | 'channel' | 'way' | 'agreement' | 'pay';
    error: ApiError;
  } | null;
};

const NONE: PayProblems = { field: null, server: null };

/** Refusals after which the figures or the loan have moved: the view is asked again. */
const REFETCH = new Set<ApiError['code']>([
  'QUOTE_STALE',
  'AMOUNT_OUT_OF_RANGE',
  'EXTENSION_NOT_AVAILABLE',
  'COUPON_UNAVAILABLE',
  'COUPON_FULL_REPAYMENT_ONLY',
  'PAYMENT_IN_PROGRESS',
  'LOAN_SETTLED',
  'LOAN_CANCELLED',
]);

function placeOf(error: ApiError): NonNullable<PayProblems['server']>['at'] {
  switch (error.code) {
    case 'COUPON_UNAVAILABLE':
    case 'COUPON_FULL_REPAYMENT_ONLY':
      return 'coupon';
    case 'AMOUNT_OUT_OF_RANGE':
      return 'part';
    case 'EXTENSION_NOT_AVAILABLE':
      return 'way';
    case 'AGREEMENT_REQUIRED':
      return 'agreement';
    case 'VALIDATION_FAILED':
      return error.field === 'channel' ? 'channel' : 'pay';
    default:
      return 'pay';
  }
}

/**
 * The repayment form's state and its Pay (docs/loans.md#repayment-screens): the choice lives in
 * the payment draft with the attempt's idempotency key; Pay creates the intent and leaves for its
 * checkout. Never offline (docs/offline.md#never-queued).
 */
export function usePayForm(
  view: RepaymentView,
  initialWay: RepaymentKind | null,
  refetch: () => unknown,
) {
  const { customerId } = useAppSelector(selectPublicData);
  const language = useAppSelector(selectLanguage);
  const { draft, update, newAttempt } = usePaymentDraft(draftKey(customerId, view.orderId));
  const [create, creating] = useCreateRepaymentIntentMutation();
  const [agreed, setAgreed] = useState(false);
  const [problems, setProblems] = useState<PayProblems>(NONE);
  const [leaving, setLeaving] = useState(false);
  const [wayFromUrl, setWayFromUrl] = useState(initialWay);

  const fallbackWay: RepaymentKind = 'full';
  const wanted = wayFromUrl ?? draft?.way ?? fallbackWay;
  const way = wanted === 'extension' && !view.extension.available ? fallbackWay : wanted;
  const choice: PayChoice = {
    way,
    channel: draft?.channel ?? view.channels[0] ?? null,
    couponId: defaultCouponId(view, draft?.couponId),
    partPesos: draft?.partPesos ?? '',
    agreed,
  };

  const change = ({ channel, ...patch }: Partial<Omit<PayChoice, 'agreed'>>) => {
    if (patch.way) setWayFromUrl(null);
    setProblems(NONE);
    void update(channel ? { ...patch, channel } : patch);
  };

  const submit = useTapLock(async () => {
    if (!draft) return;
    setProblems(NONE);
    const built = buildIntentRequest(view, choice, {
      idempotencyKey: draft.idempotencyKey,
      language,
    });
    if (!built.ok) {
      setProblems({ field: built.problem, server: null });
      return;
    }
    if (!navigator.onLine) {
      const error: ApiError = { code: 'NETWORK_ABNORMAL', message: 'offline' };
      setProblems({ field: null, server: { at: 'pay', error } });
      return;
    }
    // Stored before sending: after a lost answer or a reload, Pay sends this key again.
    await update({ way: choice.way, channel: choice.channel ?? undefined });
    let result = await create({ orderId: view.orderId, body: built.body });
    if (result.data && result.data.status !== 'pending') {
      // The key of an attempt that already ended (its answer was lost): this is a new attempt.
      const next = await newAttempt();
      const body = { ...built.body, idempotencyKey: next.idempotencyKey };
      result = await create({ orderId: view.orderId, body });
    }
    if (result.data) {
      const intent = result.data;
      await newAttempt();
      if (intent.status === 'pending' && intent.checkoutUrl) {
        setLeaving(true);
        openCheckout(intent.checkoutUrl);
      } else {
        // Over the counter without a page: the live payment card shows its reference.
        refetch();
      }
      return;
    }
    const error = toApiError(result.error) ?? { code: 'INTERNAL', message: 'no answer' };
    if (REFETCH.has(error.code)) refetch();
    if (error.code === 'COUPON_UNAVAILABLE') void update({ couponId: undefined });
    setProblems({ field: null, server: { at: placeOf(error), error } });
  });

  return {
    ready: draft !== null,
    choice,
    change,
    agreed,
    setAgreed: (value: boolean) => {
      setProblems(NONE);
      setAgreed(value);
    },
    problems,
    busy: creating.isLoading || leaving,
    leaving,
    submit,
    /** The part amount is checked as the borrower leaves the field, not only at Pay. */
    checkPartField: () => {
      if (!choice.partPesos.trim()) return;
      const part = checkPart(choice.partPesos, view.part);
      setProblems(
        part.ok ? NONE : { field: { field: 'part', problem: part.problem }, server: null },
      );
    },
  };
}
