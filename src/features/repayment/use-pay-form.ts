import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ApiError } from '@contract/error-codes';
import type { RepaymentKind, RepaymentView } from '@contract/loan/repayment';
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
import { intentPath } from './intent-result';
import { openCheckout } from './open-checkout';
import { checkPart } from './part-amount';
import { draftKey, newIdempotencyKey, requestPrint, usePaymentDraft } from './payment-draft';
import { sendAttempt } from './send-intent';
import { usePageRestored } from './use-page-restored';

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
  // ?coupon=<id> from the coupon list's Use (docs/coupons.md#use-button), until another is chosen.
  // Not useSearchParams: it would bring react-router's search-params code into the first load.
  const { search } = useLocation();
  const [couponFromUrl, setCouponFromUrl] = useState(() =>
    new URLSearchParams(search).get('coupon'),
  );
  /** Counts refusals at Pay: each one moves the focus to the field at fault (pay-form.tsx). */
  const [refusals, setRefusals] = useState(0);
  const navigate = useNavigate();

  const fallbackWay: RepaymentKind = 'full';
  const wanted = wayFromUrl ?? draft?.way ?? fallbackWay;
  const way = wanted === 'extension' && !view.dues.extension.available ? fallbackWay : wanted;
  const choice: PayChoice = {
    way,
    channel: draft?.channel ?? view.channels[0] ?? null,
    couponId:
      couponFromUrl && view.coupons.some((coupon) => coupon.id === couponFromUrl)
        ? couponFromUrl
        : defaultCouponId(view, draft?.couponId, way),
    partPesos: draft?.partPesos ?? '',
    agreed,
  };

  const change = ({ channel, ...patch }: Partial<Omit<PayChoice, 'agreed'>>) => {
    if (patch.way) setWayFromUrl(null);
    if ('couponId' in patch) setCouponFromUrl(null);
    // Another way or coupon shows another extension statement: agreeing to it is asked again.
    if (patch.way !== undefined || 'couponId' in patch) setAgreed(false);
    setProblems(NONE);
    void update(channel ? { ...patch, channel } : patch);
  };

  // Back from the checkout through the back/forward cache: Pay was left disabled "opening the
  // payment page", and the loan may have a live payment now.
  usePageRestored(() => {
    setLeaving(false);
    refetch();
  });

  const refuse = (next: PayProblems) => {
    setProblems(next);
    setRefusals((n) => n + 1);
  };

  const submit = useTapLock(async () => {
    if (!draft) return;
    setProblems(NONE);
    const built = buildIntentRequest(view, choice, {
      idempotencyKey: draft.idempotencyKey,
      language,
    });
    if (!built.ok) {
      refuse({ field: built.problem, server: null });
      return;
    }
    if (!navigator.onLine) {
      const error: ApiError = { code: 'NETWORK_ABNORMAL', message: 'offline' };
      refuse({ field: null, server: { at: 'pay', error } });
      return;
    }
    const print = requestPrint(built.body);
    // Stored before sending: after a lost answer or a reload, Pay sends this key again, unless the
    // request changed since (the server would refuse the key with another request).
    const stored = await update({
      way: choice.way,
      channel: choice.channel ?? undefined,
      keyFor: print,
      ...(draft.keyFor && draft.keyFor !== print ? { idempotencyKey: newIdempotencyKey() } : {}),
    });
    const outcome = await sendAttempt(
      stored.idempotencyKey,
      (idempotencyKey) =>
        create({ orderId: view.orderId, body: { ...built.body, idempotencyKey } }),
      async () => (await newAttempt(print)).idempotencyKey,
    );
    if (outcome.next === 'refused') {
      const { error } = outcome;
      if (REFETCH.has(error.code)) refetch();
      if (error.code === 'COUPON_UNAVAILABLE') {
        setCouponFromUrl(null);
        void update({ couponId: undefined });
      }
      refuse({ field: null, server: { at: placeOf(error), error } });
      return;
    }
    // Answered with an intent: the next attempt starts after it ends, with its own key.
    await newAttempt();
    if (outcome.next === 'checkout') {
      setLeaving(true);
      openCheckout(outcome.url);
    } else if (outcome.next === 'follow') {
      navigate(intentPath(view.orderId, outcome.intent.id));
    } else {
      refetch();
    }
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
    refusals,
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
