import type { IntentView, RepaymentView } from '../../../contract/loan/repayment.ts';
import { MIN_PART_PAYMENT_CENTAVOS } from '../../../contract/loan/repayment.ts';
import type { PaymentChannel } from '../../../contract/loan/repayment.ts';
import { balanceOn } from '../../domain/ledger/balance.ts';
import { ledgerStanding, timelinePoints } from '../../domain/ledger/history.ts';
import { extensionQuote, fullPaymentQuote } from '../../domain/ledger/payments.ts';
import type { Ledger } from '../../domain/ledger/types.ts';
import { couponView } from '../../repositories/coupons.ts';
import type { CouponRow } from '../../repositories/coupons.ts';
import type { RepaymentOrder } from '../../repositories/repayment-orders.ts';
import { dueState } from '../orders/order-views.ts';
import { couponLowers, disclosureView } from './ledger-figures.ts';

/**
 * GET /api/loan/orders/:id/repayment (docs/loans.md#ways-to-pay): every figure from the ledger for
 * the Manila day `today`. Coupons that would lower nothing today are left out: using one would
 * spend it for nothing; so are coupons below their minimum (docs/coupons.md#platform-coupons).
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
  const balance = balanceOn(ledger, today);
  const standing = ledgerStanding(ledger, today);
  const extension = extensionQuote(ledger, today);
  const { maxExtensions } = ledger.terms.product.extension;
  // A coupon whose minimum is above what the payment in full costs would be refused: left out.
  const fullCentavos = fullPaymentQuote(ledger, today).payCentavos;
  const coupons = v.coupons
    .filter((c) => c.minCentavos === null || fullCentavos >= c.minCentavos)
    .map((c) => ({
      ...couponView(c, v.at),
      lowersCentavos: couponLowers(ledger, today, c.deductionCentavos),
      payCentavos: fullPaymentQuote(ledger, today, c.deductionCentavos).payCentavos,
    }))
    .filter((c) => c.lowersCentavos > 0)
    .sort(
      (a, b) => b.lowersCentavos - a.lowersCentavos || a.validUntil.localeCompare(b.validUntil),
    );
  return {
    orderId: v.order.id,
    orderNo: v.order.orderNo,
    status: v.order.status,
    today,
    withdrawalDate: ledger.terms.pricing.withdrawalDate,
    dueDate: standing.dueDate,
    due: standing.settled ? null : dueState(standing.dueDate, today),
    partlyPaid: standing.partlyPaid,
    amountCentavos: v.order.amountCentavos,
    receivedCentavos: v.order.receivedCentavos,
    balance: {
      principalCentavos: balance.principal,
      interestCentavos: balance.interest,
      feesCentavos: balance.fees,
      penaltyCentavos: balance.penalty,
      totalCentavos: balance.total,
    },
    full: { payCentavos: fullPaymentQuote(ledger, today).payCentavos },
    extension: extension.ok
      ? {
          available: true,
          number: extension.number,
          maxExtensions,
          payCentavos: extension.payCentavos,
          disclosure: disclosureView(extension),
        }
      : {
          available: false,
          reason: extension.problem === 'TOTAL_COST_CAP' ? 'TOTAL_COST_CAP' : 'MAX_EXTENSIONS',
          maxExtensions,
        },
    part: {
      minCentavos: Math.min(MIN_PART_PAYMENT_CENTAVOS, balance.total),
      maxCentavos: balance.total,
    },
    coupons,
    channels: [...v.channels],
    liveIntent: v.liveIntent,
    timeline: timelinePoints(ledger, today),
  };
}
