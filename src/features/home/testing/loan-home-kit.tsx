/* Test-only: loan home answers, a fake /api and a route probe for the home screens. */
import type { ReactElement } from 'react';
import type { LoanHomeView, OrderSummary, ProductView } from '@contract/loan/api';
import type { ProfileStatusView } from '@contract/profile/api';
import english from '@/lang/en.json';
import { renderRoute } from '../../../../tests/support/fake-api';

export const MAIN: ProductView = {
  id: 'sulong',
  line: 'main',
  theme: 1,
  minAmountCentavos: 100_000,
  maxAmountCentavos: 2_000_000,
  stepCentavos: 50_000,
  terms: [7, 14],
  dailyInterestPpm: 1000,
};

export const SUB: ProductView = {
  id: 'sulong-plus',
  line: 'sub',
  theme: 2,
  minAmountCentavos: 300_000,
  maxAmountCentavos: 5_000_000,
  stepCentavos: 100_000,
  terms: [14, 30],
  dailyInterestPpm: 1500,
};

export const ORDER_ID = '7d3f6a52-3c1e-4a8b-9a43-2f7e9c1d5b60';

export function orderSummary(patch: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: ORDER_ID,
    orderNo: 'SC260412ABC234',
    productId: 'sulong',
    status: 'requested',
    amountCentavos: 500_000,
    termDays: 14,
    receivedCentavos: 441_000,
    totalRepaymentCentavos: 507_000,
    createdAt: '2026-04-12T02:30:00.000Z',
    dueDate: null,
    due: null,
    failureReason: null,
    principalReturn: null,
    dues: null,
    waitingPayment: null,
    ...patch,
  };
}

export function loanHome(patch: Partial<LoanHomeView> = {}): LoanHomeView {
  return {
    quotaCentavos: 1_000_000,
    quotaCeilingCentavos: 1_000_000,
    products: [MAIN, SUB],
    coupons: [],
    payoutAccount: {
      channel: 'ewallet',
      payeeCode: 'gcash',
      accountLast4: '4567',
      holderName: 'Juan Dela Cruz',
    },
    currentOrder: null,
    blockedBy: null,
    ...patch,
  };
}

export const APPROVED: ProfileStatusView = {
  status: 'approved',
  nextSection: null,
  completedCount: 8,
  canChangeBank: false,
  totalCount: 8,
  application: {
    id: 'a-1',
    status: 'approved',
    submittedAt: '2026-04-10T01:00:00.000Z',
    decidedAt: '2026-04-10T01:05:00.000Z',
    quotaCentavos: 1_000_000,
    reapplyOn: null,
    refusalReason: null,
    correction: null,
  },
};

/** Only the fields the open-order card reads; the rest of an OrderView is never shown on home. */

export { fakeApi } from '../../../../tests/support/fake-api';

const SIGNED_IN = {
  publicData: { customerId: 'c-1', token: 't', phone_number: '+639171234567', app_type: null },
};

export function renderAt(path: string, screen: ReactElement, appType: 1 | 2 | null = null) {
  return renderRoute(path, screen, {
    messages: english,
    core: { publicData: { ...SIGNED_IN.publicData, app_type: appType } },
  });
}
