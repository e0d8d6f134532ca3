import type { IntentView, RepaymentView } from '../../../contract/loan/repayment.ts';
import { MIN_PART_PAYMENT_CENTAVOS } from '../../../contract/loan/repayment.ts';
import type { PaymentChannel } from '../../../contract/loan/repayment.ts';
import { loanDues } from '../../domain/ledger/dues.ts';
import { timelinePoints } from '../../domain/ledger/history.ts';
import { extensionQuote, fullPaymentQuote } from '../../domain/ledger/payments.ts';
import type { Ledger } from '../../domain/ledger/types.ts';
import { couponView } from '../../repositories/coupons.ts';
import type { CouponRow } from '../../repositories/coupons.ts';
import type { RepaymentOrder } from '../../repositories/repayment-orders.ts';
import { lowersAnyPayment } from '../../domain/coupon-rules.ts';
import {
  couponLowers,
  couponWithExtension,
  couponWithPart,
  disclosureView,
  duesOf,
} from './ledger-figures.ts';

/**
 * GET /api/loan/orders/:id/repayment (docs/loans.md#ways-to-pay): every figure from the ledger for
 * the Manila day `today`. Each coupon says what it lowers with each way to pay it applies to (a
 * cash coupon any payment, the others a payment in full: docs/coupons.md#types). Coupons that
 * would lower nothing today are left out: using one would spend it for nothing; so are coupons
 * below their minimum (docs/coupons.md#platform-coupons).
 */
export function repaymentView(v: {
  order: RepaymentOrder;
  ledger: Ledger;
  today: string;
  at: Date;
  coupons: CouponRow[];
  channels: readonly PaymentChannel[];
  liveIntent: IntentView | null;
}): RepaymentView {
  const { ledger, today } = v;
  const dues = loanDues(ledger, today);
  const extension = extensionQuote(ledger, today);
  // A coupon whose minimum is above what the payment in full costs would be refused: left out.
  const fullCentavos = dues.today.total;
  const coupons = v.coupons
    .filter((c) => c.minCentavos === null || fullCentavos >= c.minCentavos)
    .map((c) => {
      const any = lowersAnyPayment(c);
      return {
        ...couponView(c, v.at),
        lowersCentavos: couponLowers(ledger, today, c.deductionCentavos),
        payCentavos: fullPaymentQuote(ledger, today, c.deductionCentavos).payCentavos,
        extension: any ? couponWithExtension(ledger, today, c.deductionCentavos) : null,
        part: any ? couponWithPart(ledger, today, c.deductionCentavos) : null,
      };
    })
    .filter((c) => c.lowersCentavos > 0 || c.extension !== null)
    .sort(
      (a, b) => b.lowersCentavos - a.lowersCentavos || a.validUntil.localeCompare(b.validUntil),
    );
  return {
    orderId: v.order.id,
    orderNo: v.order.orderNo,
    status: v.order.status,
    amountCentavos: v.order.amountCentavos,
    receivedCentavos: v.order.receivedCentavos,
    dues: duesOf(dues),
    extensionStatement: extension.ok ? disclosureView(extension) : null,
    part: {
      minCentavos: Math.min(MIN_PART_PAYMENT_CENTAVOS, dues.today.total),
      maxCentavos: dues.today.total,
    },
    coupons,
    channels: [...v.channels],
    liveIntent: v.liveIntent,
    timeline: timelinePoints(ledger, today),
  };
}
