/* Test-only: order answers, a fake /api and a route probe for the loan-order screens. */
import type { ReactElement } from 'react';
import type { OrderSummary, OrderView } from '@contract/loan/api';
import type { CoreState } from '@/lib/core/core-slice';
import english from '@/lang/en.json';
import { overdueDues } from '../../../../tests/support/dues-fixtures';
import { renderRoute } from '../../../../tests/support/fake-api';

export const ORDER_ID = '7d3f6a52-3c1e-4a8b-9a43-2f7e9c1d5b60';

export function orderSummary(patch: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: ORDER_ID,
    orderNo: 'SC260412ABC234',
    productId: 'sulong',
    status: 'repaying',
    amountCentavos: 500_000,
    termDays: 14,
    receivedCentavos: 441_000,
    totalRepaymentCentavos: 507_000,
    createdAt: '2026-04-12T02:30:00.000Z',
    dueDate: '2026-04-26',
    due: { kind: 'expiresIn', days: 3 },
    failureReason: null,
    principalReturn: null,
    dues: null,
    waitingPayment: null,
    ...patch,
  };
}

/**
 * A ₱5,000 14-day loan, two days overdue (its dues: tests/support/dues-fixtures.ts), every figure
 * distinct so each can be found.
 */
export function orderView(patch: Partial<OrderView> = {}): OrderView {
  return {
    ...orderSummary({ due: { kind: 'overdue', days: 2 }, dues: overdueDues() }),
    pricing: {
      productId: 'sulong',
      amountCentavos: 500_000,
      termDays: 14,
      withdrawalDate: '2026-04-12',
      dueDate: '2026-04-26',
      dailyInterestPpm: 1000,
      interestCentavos: 7_000,
      serviceFeeCentavos: 40_000,
      creditReportingFeeCentavos: 2_500,
      tax: { kind: 'vat', ratePpm: 120_000, base: 'serviceFee', centavos: 4_800 },
      charges: [
        { kind: 'serviceFee', centavos: 40_000, timing: 'upfront' },
        { kind: 'creditReportingFee', centavos: 2_500, timing: 'atRepayment' },
        { kind: 'tax', centavos: 4_800, timing: 'upfront' },
      ],
      couponDeductionCentavos: 1_500,
      receivedCentavos: 456_700,
      principalCentavos: 500_000,
      totalRepaymentCentavos: 509_500,
      financeChargeCentavos: 52_800,
      eirPerMonth: 0.1123456,
      nominalRatePerMonth: 0.03,
      plan: [
        {
          number: 1,
          dueDate: '2026-04-26',
          principalCentavos: 500_000,
          interestCentavos: 7_000,
          feesCentavos: 2_500,
          totalCentavos: 509_500,
        },
      ],
    },
    signStatus: 'signed',
    signedAt: '2026-04-12T02:30:00.000Z',
    payoutAccount: {
      channel: 'bank',
      payeeCode: 'bdo',
      accountLast4: '7890',
      holderName: 'Juan Dela Cruz',
    },
    disbursedAt: '2026-04-12T03:15:00.000Z',
    settledOn: null,
    coupon: null,
    history: [
      {
        type: 'status',
        status: 'requested',
        at: '2026-04-12T02:30:00.000Z',
        actor: 'borrower',
        reason: 'signed',
      },
      {
        type: 'status',
        status: 'toCheck',
        at: '2026-04-12T02:31:00.000Z',
        actor: 'system',
        reason: null,
      },
      {
        type: 'status',
        status: 'disbursing',
        at: '2026-04-12T02:32:00.000Z',
        actor: 'system',
        reason: null,
      },
      {
        type: 'status',
        status: 'disbursementFailed',
        at: '2026-04-12T02:40:00.000Z',
        actor: 'system',
        reason: 'accountUnavailable',
      },
      {
        type: 'status',
        status: 'disbursing',
        at: '2026-04-12T03:00:00.000Z',
        actor: 'borrower',
        reason: 'bankReentered',
      },
      {
        type: 'status',
        status: 'repaying',
        at: '2026-04-12T03:15:00.000Z',
        actor: 'system',
        reason: null,
      },
    ],
    keyFactsLink: {
      path: `/#/KSResult?order=${ORDER_ID}&expires=1777777777&sig=${'a'.repeat(43)}`,
      expiresAt: '2026-05-12T03:15:00.000Z',
    },
    ...patch,
  };
}

export { fakeApi } from '../../../../tests/support/fake-api';

const SIGNED_IN = {
  publicData: { customerId: 'c-1', token: 't', phone_number: '+639171234567', app_type: null },
};

export function renderAt(
  path: string,
  screen: ReactElement,
  { route = path, core = {} }: { route?: string; core?: Partial<CoreState> } = {},
) {
  return renderRoute(path, screen, { route, messages: english, core: { ...SIGNED_IN, ...core } });
}
