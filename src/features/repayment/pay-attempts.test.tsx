import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateIntentRequest, RepaymentView } from '@contract/loan/repayment';
import { TAP_LOCK_MS } from '@/ui/use-tap-lock';
import { resetMemoryIdb, set as setIdb } from '../../../tests/support/memory-idb';
import { openCheckout } from './open-checkout';
import { draftKey } from './payment-draft';
import {
  INTENT_ID,
  ORDER_ID,
  fakeApi,
  intentView,
  renderRepayment,
  repaymentView,
} from './testing/repayment-kit';

// jsdom has no IndexedDB: the draft lives in memory, kept across renders as on a phone.
vi.mock('idb-keyval', () => import('../../../tests/support/memory-idb'));
vi.mock('./open-checkout', () => ({ openCheckout: vi.fn() }));

const VIEW = `/api/loan/orders/${ORDER_ID}/repayment`;
const INTENTS = `/api/loan/orders/${ORDER_ID}/repayment/intents`;
const INTENT = `/api/loan/repayment/intents/${INTENT_ID}`;
const CHECKOUT = intentView().checkoutUrl;
const DRAFT = draftKey('c-1', ORDER_ID);

beforeEach(() => {
  resetMemoryIdb();
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(openCheckout).mockReset();
  // jsdom has none: the focus test gives it one.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

type Reply = { status?: number; body: unknown } | 'offline';

function server(
  view: RepaymentView | (() => RepaymentView),
  create: () => Reply,
  more: Record<string, () => Reply> = {},
) {
  return fakeApi({
    [`GET ${VIEW}`]: () => ({ body: typeof view === 'function' ? view() : view }),
    [`POST ${INTENTS}`]: create,
    ...more,
  });
}

const sentBodies = (api: ReturnType<typeof server>) =>
  api.sent('POST', INTENTS).map((call) => call.body as CreateIntentRequest);
const payButton = () => screen.findByRole('button', { name: /^Pay ₱/ });
const passTapLock = () => vi.setSystemTime(Date.now() + TAP_LOCK_MS);

describe('/repaidDetail: the idempotency key of each attempt', () => {
  it('a key the server refuses as another request’s is replaced once, and Pay goes on', async () => {
    const replies: Reply[] = [
      {
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'key reused', field: 'idempotencyKey' },
      },
      { status: 201, body: intentView() },
    ];
    const api = server(repaymentView(), () => replies.shift()!);
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
    fireEvent.click(await payButton());
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith(CHECKOUT));
    const [refused, resent] = sentBodies(api);
    expect(resent!.idempotencyKey).not.toBe(refused!.idempotencyKey);
    expect(resent).toEqual({ ...refused, idempotencyKey: resent!.idempotencyKey });
  });

  it('a refused key is resent only once: a second refusal is shown', async () => {
    const api = server(repaymentView(), () => ({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'key reused', field: 'idempotencyKey' },
    }));
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
    fireEvent.click(await payButton());
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(sentBodies(api)).toHaveLength(2);
  });

  it('after a lost answer, the same request keeps its key and a changed one gets a new key', async () => {
    const api = server(repaymentView(), () => 'offline');
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
    fireEvent.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot connect to the network');
    passTapLock();
    fireEvent.click(await payButton());
    await waitFor(() => expect(sentBodies(api)).toHaveLength(2));
    fireEvent.click(screen.getByRole('radio', { name: 'Maya' }));
    passTapLock();
    fireEvent.click(await payButton());
    await waitFor(() => expect(sentBodies(api)).toHaveLength(3));
    const [lost, again, changed] = sentBodies(api);
    expect(again!.idempotencyKey).toBe(lost!.idempotencyKey);
    expect(changed).toMatchObject({ channel: 'maya' });
    expect(changed!.idempotencyKey).not.toBe(lost!.idempotencyKey);
  });

  it('a cancel that ended the live payment draws a new key, keeping the choice', async () => {
    const stale = 'a'.repeat(32);
    await setIdb(DRAFT, { idempotencyKey: stale, channel: 'maya' });
    let live = true;
    const api = server(
      () => repaymentView({ liveIntent: live ? intentView() : null }),
      () => ({ status: 201, body: intentView() }),
      {
        [`POST ${INTENT}/cancel`]: () => {
          live = false;
          return { body: intentView({ status: 'cancelled', checkoutUrl: null }) };
        },
      },
    );
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel this payment' }));
    fireEvent.click(await payButton());
    await waitFor(() => expect(sentBodies(api)).toHaveLength(1));
    expect(sentBodies(api)[0]).toMatchObject({ channel: 'maya' });
    expect(sentBodies(api)[0]!.idempotencyKey).not.toBe(stale);
  });
});

describe('/repaidDetail: what Pay does with the intent it gets', () => {
  it('an intent this request created, already failed, is shown, never sent again', async () => {
    const failed = intentView({ status: 'failed', failureReason: null, checkoutUrl: null });
    const replies: Reply[] = [
      { status: 201, body: failed },
      { status: 201, body: intentView() },
    ];
    const api = server(repaymentView(), () => replies.shift()!, {
      [`GET ${INTENT}`]: () => ({ body: failed }),
    });
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
    fireEvent.click(await payButton());
    const result = await screen.findByRole('region', { name: 'Payment not completed' });
    expect(within(result).getByRole('link', { name: 'Try again' })).toBeVisible();
    expect(sentBodies(api)).toHaveLength(1);
    expect(openCheckout).not.toHaveBeenCalled();

    // Try again is a new attempt, with its own key.
    fireEvent.click(within(result).getByRole('link', { name: 'Try again' }));
    fireEvent.click(await payButton());
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith(CHECKOUT));
    const [first, second] = sentBodies(api);
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('pending while its checkout is still being made: the payment’s page, which waits for it', async () => {
    const making = intentView({ checkoutUrl: null });
    const answers = [making, intentView()];
    server(repaymentView(), () => ({ status: 200, body: making }), {
      [`GET ${INTENT}`]: () => ({ body: answers.shift() ?? intentView() }),
    });
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
    fireEvent.click(await payButton());
    expect(await screen.findByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
    expect(openCheckout).not.toHaveBeenCalled();
  });

  it('back from the checkout through the back/forward cache: Pay works again, figures asked again', async () => {
    const api = server(repaymentView(), () => ({ status: 201, body: intentView() }));
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
    fireEvent.click(await payButton());
    await waitFor(() => expect(openCheckout).toHaveBeenCalledWith(CHECKOUT));
    expect(screen.getByText('Opening the payment page…')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Pay ₱/ })).toBeDisabled();
    const asked = api.count(VIEW);

    const restored = Object.assign(new Event('pageshow'), { persisted: true });
    act(() => void window.dispatchEvent(restored));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay ₱/ })).toBeEnabled());
    expect(screen.queryByText('Opening the payment page…')).toBeNull();
    await waitFor(() => expect(api.count(VIEW)).toBeGreaterThan(asked));
  });
});

describe('/repaidDetail: a refusal takes the borrower to its field', () => {
  it('the agreement box and the part amount take the focus and are scrolled to', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    server(repaymentView(), () => ({
      status: 422,
      body: { code: 'AMOUNT_OUT_OF_RANGE', message: 'x', field: 'amountCentavos' },
    }));
    renderRepayment(`/repaidDetail?orderId=${ORDER_ID}&way=extension`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₱165.57 and extend' }));
    const agree = await screen.findByRole('checkbox', { name: /extension disclosure statement/ });
    await waitFor(() => expect(agree).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(agree);

    fireEvent.click(screen.getByRole('radio', { name: /Pay another amount/ }));
    const field = await screen.findByRole('textbox', { name: 'Amount to pay (₱)' });
    fireEvent.change(field, { target: { value: '200' } });
    screen.getByRole('button', { name: 'Pay ₱200.00' }).focus();
    passTapLock();
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₱200.00' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(field);
  });
});

describe('/repaidDetail of a loan that ended', () => {
  it.each([
    ['LOAN_SETTLED', 'This loan is fully repaid. Thank you!'],
    ['LOAN_CANCELLED', 'This loan was cancelled, so it cannot be paid here.'],
  ])(
    '%s from the view: the final state, with the record and home, no Try again',
    async (code, text) => {
      fakeApi({ [`GET ${VIEW}`]: () => ({ status: 409, body: { code, message: 'ended' } }) });
      renderRepayment(`/repaidDetail?orderId=${ORDER_ID}`);
      const ended = (await screen.findByText(new RegExp(text))).closest('section')!;
      expect(ended).toHaveRole('status');
      expect(within(ended).getByRole('link', { name: 'Payment record' })).toBeVisible();
      expect(within(ended).getByRole('link', { name: 'Back to home' })).toHaveAttribute(
        'href',
        '/homeIndex',
      );
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(screen.queryByText('We could not load what your loan owes.')).toBeNull();
    },
  );
});
