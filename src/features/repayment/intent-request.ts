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

type Coupon = RepaymentView['coupons'][number];

/**
 * Whether a coupon lowers this way to pay today, by the server's figures: every listed coupon a
 * payment in full, a cash coupon an extension or a part payment too (docs/coupons.md#types).
 */
export function couponFits(coupon: Coupon, way: RepaymentKind): boolean {
  if (way === 'full') return coupon.lowersCentavos > 0;
  return (way === 'extension' ? coupon.extension : coupon.part) !== null;
}

/** The coupons that lower this way to pay, best first as the server lists them. */
export const couponsFor = (view: RepaymentView, way: RepaymentKind) =>
  view.coupons.filter((coupon) => couponFits(coupon, way));

/** What a coupon takes off this way to pay today, by the server's figures. */
export function couponTakesOff(coupon: Coupon, way: RepaymentKind): number {
  if (way === 'full') return coupon.lowersCentavos;
  return (way === 'extension' ? coupon.extension : coupon.part)?.lowersCentavos ?? 0;
}

/** The coupon in effect: one the server still lists, that lowers the chosen way to pay. */
export function chosenCoupon(view: RepaymentView, choice: Pick<PayChoice, 'way' | 'couponId'>) {
  if (!choice.couponId) return null;
  const coupon = view.coupons.find((c) => c.id === choice.couponId);
  return coupon && couponFits(coupon, choice.way) ? coupon : null;
}

/** The part-payment range, after a chosen cash coupon's deduction (the server's figures). */
export const partRange = (view: RepaymentView, choice: Pick<PayChoice, 'way' | 'couponId'>) =>
  chosenCoupon(view, { ...choice, way: 'part' })?.part ?? view.part;

/**
 * The coupon chosen when the borrower has not chosen: the best one, when it lowers what paying in
 * full costs today (the server lists them best first); else none. A "no coupon" the borrower
 * chose is kept (null), so only undefined means "not chosen".
 */
export function defaultCouponId(
  view: RepaymentView,
  saved: string | null | undefined,
  way: RepaymentKind,
) {
  if (saved !== undefined) return saved;
  // Chosen for the borrower with a payment in full only: with an extension or a part payment a
  // cash coupon may be worth more later (on a larger fee), so spending it is their choice.
  if (way !== 'full') return null;
  const best = view.coupons[0];
  return best && best.lowersCentavos > 0 ? best.id : null;
}

/** What the borrower pays with this choice; null while a part amount is not valid. */
export function payAmount(view: RepaymentView, choice: PayChoice): number | null {
  switch (choice.way) {
    case 'full':
      return chosenCoupon(view, choice)?.payCentavos ?? view.dues.today.totalCentavos;
    case 'extension':
      if (!view.dues.extension.available) return null;
      return chosenCoupon(view, choice)?.extension?.payCentavos ?? view.dues.extension.payCentavos;
    case 'part': {
      const part = checkPart(choice.partPesos, partRange(view, choice));
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
 * moved); a coupon goes where it lowers the way chosen.
 */
export function buildIntentRequest(
  view: RepaymentView,
  choice: PayChoice,
  { idempotencyKey, language }: { idempotencyKey: string; language: Language },
): { ok: true; body: CreateIntentRequest } | { ok: false; problem: RequestProblem } {
  if (choice.way === 'part') {
    const part = checkPart(choice.partPesos, partRange(view, choice));
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
