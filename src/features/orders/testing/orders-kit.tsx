/* Test-only: order answers, a fake /api and a route probe for the loan-order screens. */
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { OrderSummary, OrderView } from '@contract/loan/api';
import type { CoreState } from '@/lib/core/core-slice';
import english from '@/lang/en.json';
import { renderWithProviders } from '../../../../tests/support/render';

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
    ...patch,
  };
}

/** A ₱5,000 14-day loan, two days overdue, every figure distinct so each can be found. */
export function orderView(patch: Partial<OrderView> = {}): OrderView {
  return {
    ...orderSummary({ due: { kind: 'overdue', days: 2 } }),
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
      tax: { name: 'VAT', ratePpm: 120_000, base: 'serviceFee', centavos: 4_800 },
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
    overdueDays: 2,
    lateChargeCentavos: 3_057,
    penaltyFeeCentavos: 0,
    outstandingCentavos: 512_557,
    coupon: null,
    history: [
      { status: 'requested', at: '2026-04-12T02:30:00.000Z', actor: 'borrower', reason: 'signed' },
      { status: 'toCheck', at: '2026-04-12T02:31:00.000Z', actor: 'system', reason: null },
      { status: 'disbursing', at: '2026-04-12T02:32:00.000Z', actor: 'system', reason: null },
      {
        status: 'disbursementFailed',
        at: '2026-04-12T02:40:00.000Z',
        actor: 'system',
        reason: 'accountUnavailable',
      },
      {
        status: 'disbursing',
        at: '2026-04-12T03:00:00.000Z',
        actor: 'borrower',
        reason: 'bankReentered',
      },
      { status: 'repaying', at: '2026-04-12T03:15:00.000Z', actor: 'system', reason: null },
    ],
    keyFactsLink: {
      path: `/#/KSResult?order=${ORDER_ID}&expires=1777777777&sig=${'a'.repeat(43)}`,
      expiresAt: '2026-05-12T03:15:00.000Z',
    },
    ...patch,
  };
}

const NativeRequest = globalThis.Request;

/** RTK Query builds `new Request('/api/…')`: Node's Request needs an absolute URL and its own signal. */
class SameOriginRequest extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const url = typeof input === 'string' ? new URL(input, 'http://localhost').href : input;
    const { signal: _signal, ...rest } = init ?? {};
    super(url, rest);
  }
}

type Reply = { status?: number; body: unknown; type?: string };
type Call = { method: string; path: string; search: string; authorization: string | null };

/** Answers /api requests by "METHOD /path"; unknown routes get 404. Records each request. */
export function fakeApi(routes: Record<string, (call: Call) => Reply>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url, 'http://localhost');
      const call = {
        method: request.method,
        path: url.pathname,
        search: url.search,
        authorization: request.headers.get('authorization'),
      };
      calls.push(call);
      const handler = routes[`${request.method} ${url.pathname}`];
      const reply = handler?.(call) ?? {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'none' },
      };
      const type = reply.type ?? 'application/json';
      return new Response(
        typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body),
        { status: reply.status ?? 200, headers: { 'content-type': type } },
      );
    }),
  );
  vi.stubGlobal('Request', SameOriginRequest);
  return { calls, to: (path: string) => calls.filter((c) => c.path === path) };
}

function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

export function renderAt(
  path: string,
  screen: ReactElement,
  { route = path, core = {} }: { route?: string; core?: Partial<CoreState> } = {},
) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={screen} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    {
      route,
      messages: english,
      core: {
        publicData: {
          customerId: 'c-1',
          token: 't',
          phone_number: '+639171234567',
          app_type: null,
        },
        ...core,
      },
    },
  );
}
