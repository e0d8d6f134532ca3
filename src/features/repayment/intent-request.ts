import type { Language } from '@contract/language';
import type {
  CreateIntentRequest,
  PaymentChannel,
  RepaymentKind,
  RepaymentView,
} from '@contract/loan/repayment';
import { checkPart, type PartCheck } from './part-amount';

export type PayChoice = {
  way: RepaymentKind;
  channel: PaymentChannel | null;
  couponId: string | null;
  partPesos: string;
  agreed: boolean;
};

/** The coupon in effect: one the server still lists, for pay in full only. */
export function chosenCoupon(view: RepaymentView, choice: Pick<PayChoice, 'way' | 'couponId'>) {
  if (choice.way !== 'full' || !choice.couponId) return null;
  return view.coupons.find((coupon) => coupon.id === choice.couponId) ?? null;
}

/**
 * The coupon chosen when the borrower has not chosen: the best one, when it lowers what paying in
 * full costs today (the server lists them best first); else none. A "no coupon" the borrower
 * chose is kept (null), so only undefined means "not chosen".
 */
export function defaultCouponId(view: RepaymentView, saved: string | null | undefined) {
  if (saved !== undefined) return saved;
  const best = view.coupons[0];
  return best && best.lowersCentavos > 0 ? best.id : null;
}

/** What the borrower pays with this choice; null while a part amount is not valid. */
export function payAmount(view: RepaymentView, choice: PayChoice): number | null {
  switch (choice.way) {
    case 'full':
      return chosenCoupon(view, choice)?.payCentavos ?? view.dues.today.totalCentavos;
    case 'extension':
      return view.dues.extension.available ? view.dues.extension.payCentavos : null;
    case 'part': {
      const part = checkPart(choice.partPesos, view.part);
      return part.ok ? part.centavos : null;
    }
  }
}

export type RequestProblem =
  | { field: 'part'; problem: Exclude<PartCheck, { ok: true }>['problem'] }
  | { field: 'agreement' | 'channel' | 'way' };

/**
 * The body of POST /api/loan/orders/:id/repayment/intents for this choice, or the first field
 * at fault. Full and extension send the figure shown (the server answers QUOTE_STALE if the ledger
 * moved); a coupon goes with pay in full only.
 */
export function buildIntentRequest(
  view: RepaymentView,
  choice: PayChoice,
  { idempotencyKey, language }: { idempotencyKey: string; language: Language },
): { ok: true; body: CreateIntentRequest } | { ok: false; problem: RequestProblem } {
  if (choice.way === 'part') {
    const part = checkPart(choice.partPesos, view.part);
    if (!part.ok) return { ok: false, problem: { field: 'part', problem: part.problem } };
  }
  if (choice.way === 'extension' && !view.dues.extension.available) {
    return { ok: false, problem: { field: 'way' } };
  }
  if (choice.way === 'extension' && !choice.agreed) {
    return { ok: false, problem: { field: 'agreement' } };
  }
  if (!choice.channel || !view.channels.includes(choice.channel)) {
    return { ok: false, problem: { field: 'channel' } };
  }
  const amountCentavos = payAmount(view, choice);
  if (amountCentavos === null) return { ok: false, problem: { field: 'way' } };
  return {
    ok: true,
    body: {
      kind: choice.way,
      amountCentavos,
      channel: choice.channel,
      couponId: chosenCoupon(view, choice)?.id ?? null,
      agreedToDisclosure: choice.way === 'extension',
      idempotencyKey,
      language,
    },
  };
}
