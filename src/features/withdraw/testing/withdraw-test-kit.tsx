/* Test-only: loan answers as the server sends them, a fake /api, and a route probe. */
import type { ReactElement } from 'react';
import type {
  LoanHomeView,
  OrderView,
  QuoteDocumentsView,
  QuoteRequest,
  QuoteView,
} from '@contract/loan/api';
import type { LoanDocument } from '@contract/loan/documents';
import type { PublicData } from '@/lib/core/core-slice';
import english from '@/lang/en.json';
import { renderRoute } from '../../../../tests/support/fake-api';

export const CORE: { publicData: PublicData } = {
  publicData: { customerId: 'c-1', token: 't', phone_number: '+639171234567', app_type: null },
};

export const QUOTE_ID = '0b7c6a52-4a4e-4d8e-9d55-3c2f1d0e9a11';
export const ORDER_ID = '6f1d2c3b-1a2b-4c5d-8e9f-0a1b2c3d4e5f';
export const COUPON_ID = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';

/** ₱1,000 to ₱20,000 in ₱500 steps; 7 or 14 days. */
export const PRODUCT = {
  id: 'sulong',
  line: 'main',
  theme: 1,
  minAmountCentavos: 100_000,
  maxAmountCentavos: 2_000_000,
  stepCentavos: 50_000,
  terms: [7, 14],
  dailyInterestPpm: 1500,
} as const satisfies LoanHomeView['products'][number];

export function loanHome(patch: Partial<LoanHomeView> = {}): LoanHomeView {
  return {
    // ₱3,200: the highest whole step is ₱3,000.
    quotaCentavos: 320_000,
    quotaCeilingCentavos: 1_000_000,
    products: [{ ...PRODUCT, terms: [...PRODUCT.terms] }],
    coupons: [
      {
        id: COUPON_ID,
        type: 'withdrawal',
        deductionCentavos: 5_000,
        validFrom: '2026-01-01T00:00:00.000Z',
        validUntil: '2026-12-31T15:59:59.000Z',
        usedAt: null,
        status: 'available',
        fullRepaymentOnly: false,
      },
    ],
    payoutAccount: {
      channel: 'bank',
      payeeCode: 'bdo',
      accountLast4: '7890',
      holderName: 'Juan Dela Cruz',
    },
    currentOrder: null,
    blockedBy: null,
    ...patch,
  };
}

/**
 * A quote whose figures no client could derive from the request (odd centavos): what the
 * screen shows must be what the server said.
 */
export function quoteFor(request: QuoteRequest, patch: Partial<QuoteView> = {}): QuoteView {
  return {
    id: QUOTE_ID,
    productId: request.productId,
    amountCentavos: request.amountCentavos,
    termDays: request.termDays,
    withdrawalDate: '2026-11-02',
    dueDate: '2026-11-16',
    dailyInterestPpm: 1500,
    interestCentavos: 6_301,
    serviceFeeCentavos: 15_007,
    creditReportingFeeCentavos: 2_003,
    tax: { kind: 'vat', ratePpm: 120_000, base: 'serviceFee', centavos: 1_801 },
    charges: [
      { kind: 'serviceFee', centavos: 15_007, timing: 'upfront' },
      { kind: 'creditReportingFee', centavos: 2_003, timing: 'atRepayment' },
      { kind: 'tax', centavos: 1_801, timing: 'upfront' },
    ],
    couponDeductionCentavos: request.couponId ? 5_000 : 0,
    receivedCentavos: 271_234,
    principalCentavos: request.amountCentavos,
    totalRepaymentCentavos: 308_304,
    financeChargeCentavos: 25_112,
    eirPerMonth: 0.1134,
    nominalRatePerMonth: 0.045,
    plan: [
      {
        number: 1,
        dueDate: '2026-11-16',
        principalCentavos: request.amountCentavos,
        interestCentavos: 6_301,
        feesCentavos: 2_003,
        totalCentavos: 308_304,
      },
    ],
    couponId: request.couponId ?? null,
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    ...patch,
  };
}

const doc = (kind: LoanDocument['kind'], title: string, hashDigit: string): LoanDocument => ({
  kind,
  version: `${kind}/2026-11`,
  language: 'en',
  title,
  blocks: [{ type: 'paragraph', text: `${title} text` }],
  hash: hashDigit.repeat(64),
});

export function quoteDocuments(patch: Partial<QuoteDocumentsView> = {}): QuoteDocumentsView {
  return {
    quoteId: QUOTE_ID,
    language: 'en',
    // Not in reading order on purpose: the screen puts the key fact statement first.
    documents: [
      doc('agreement', 'Loan agreement', 'b'),
      doc('keyFacts', 'Key fact statement', 'a'),
      doc('sanctionLetter', 'Sanction letter', 'c'),
    ],
    ...patch,
  };
}

export const HASHES = {
  keyFacts: 'a'.repeat(64),
  agreement: 'b'.repeat(64),
  sanctionLetter: 'c'.repeat(64),
};

export function orderView(): Pick<OrderView, 'id' | 'orderNo' | 'status'> {
  return { id: ORDER_ID, orderNo: 'SC261102ABCDEF', status: 'requested' };
}

export { fakeApi, type FakeReply as Reply } from '../../../../tests/support/fake-api';

/** Renders a screen at its route (the route may carry a query), every other route the probe. */
export function renderScreen(path: string, screen: ReactElement, route: string = path) {
  return renderRoute(path, screen, {
    route,
    core: CORE,
    messages: english as Record<string, string>,
  });
}
