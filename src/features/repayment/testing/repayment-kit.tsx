/* Test-only: repayment answers, a fake /api and the screen rendered at its address. */
import type { IntentView, ReceiptView, RepaymentView } from '@contract/loan/repayment';
import english from '@/lang/en.json';
import { overdueDues } from '../../../../tests/support/dues-fixtures';
import { renderRoute } from '../../../../tests/support/fake-api';
import RepaymentScreen from '../repayment-screen';

export { fakeApi } from '../../../../tests/support/fake-api';

export const ORDER_ID = '7d3f6a52-3c1e-4a8b-9a43-2f7e9c1d5b60';
export const INTENT_ID = '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const COUPON_ID = 'c0c0c0c0-1111-4222-8333-444455556666';
export const SMALL_COUPON_ID = 'c0c0c0c0-1111-4222-8333-777788889999';

/**
 * A ₱5,000 loan two days overdue (its dues: tests/support/dues-fixtures.ts overdueDues), every
 * figure distinct so each can be found: ₱5,000.00 principal, ₱70.00 interest, ₱25.00 fees, ₱30.57
 * late charge, ₱5,125.57 pays it off today; extending costs ₱165.57.
 */
export function repaymentView(patch: Partial<RepaymentView> = {}): RepaymentView {
  return {
    orderId: ORDER_ID,
    orderNo: 'SC260412ABC234',
    status: 'repaying',
    amountCentavos: 500_000,
    receivedCentavos: 441_000,
    dues: overdueDues(),
    extensionStatement: {
      principalCentavos: 500_000,
      days: 8,
      feeCentavos: 4_000,
      settles: { interestCentavos: 7_000, feesCentavos: 2_500, lateChargeCentavos: 3_057 },
      payTodayCentavos: 16_557,
      financeChargeCentavos: 8_000,
      repaymentAtDueCentavos: 504_000,
      totalCentavos: 520_557,
      newDueDate: '2026-05-06',
      eirPerMonth: 0.0612,
    },
    part: { minCentavos: 10_000, maxCentavos: 512_557 },
    coupons: [],
    channels: ['gcash', 'maya', 'qrph', 'sevenEleven', 'cebuana', 'bankTransfer'],
    liveIntent: null,
    timeline: [
      { kind: 'received', day: '2026-04-12' },
      { kind: 'due', day: '2026-04-26' },
      { kind: 'today', day: '2026-04-28' },
    ],
    ...patch,
  };
}

/** A repayment coupon as the server lists it: what it lowers, and what paying in full then costs
 * (the view's full payment, ₱5,125.57, less that). */
export function coupon(id: string, lowersCentavos: number, fullCentavos = 512_557) {
  return {
    id,
    type: 'repayment' as const,
    deductionCentavos: lowersCentavos,
    validFrom: '2026-04-01T00:00:00.000Z',
    validUntil: '2026-05-31T15:59:59.000Z',
    usedAt: null,
    status: 'available' as const,
    fullRepaymentOnly: true,
    lowersCentavos,
    payCentavos: fullCentavos - lowersCentavos,
    extension: null,
    part: null,
  };
}

export function receipt(patch: Partial<ReceiptView> = {}): ReceiptView {
  return {
    receiptNo: 'RC260428XYZ001',
    paidAt: '2026-04-28T03:15:00.000Z',
    channel: 'gcash',
    kind: 'full',
    amountCentavos: 512_557,
    couponDeductionCentavos: 0,
    allocation: {
      penaltyCentavos: 3_057,
      feesCentavos: 2_500,
      interestCentavos: 7_000,
      principalCentavos: 500_000,
    },
    newDueDate: null,
    extensionFeeCentavos: 0,
    couponLowers: { lateChargeCentavos: 0, feesCentavos: 0 },
    next: null,
    settled: true,
    ...patch,
  };
}

export function intentView(patch: Partial<IntentView> = {}): IntentView {
  return {
    id: INTENT_ID,
    orderId: ORDER_ID,
    orderNo: 'SC260412ABC234',
    kind: 'full',
    status: 'pending',
    failureReason: null,
    amountCentavos: 512_557,
    couponDeductionCentavos: 0,
    channel: 'gcash',
    checkoutUrl: `/api/sandbox/checkout/${INTENT_ID}`,
    otcReference: null,
    expiresAt: '2026-04-28T04:15:00.000Z',
    createdAt: '2026-04-28T03:15:00.000Z',
    receipt: null,
    ...patch,
  };
}

export const SIGNED_IN = {
  publicData: { customerId: 'c-1', token: 't', phone_number: '+639171234567', app_type: null },
};

/** /repaidDetail at an address such as `/repaidDetail?orderId=…&way=full`. */
export function renderRepayment(route: string) {
  return renderRoute('/repaidDetail', <RepaymentScreen />, {
    route,
    messages: english,
    core: SIGNED_IN,
  });
}
