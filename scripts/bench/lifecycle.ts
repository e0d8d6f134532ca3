/**
 * A borrower's whole way through the product over HTTP, as the app drives it: sign-in with the
 * code from the sandbox outbox, the profile, the credit decision (a job), a quote, the signature,
 * the payout (jobs and the sandbox provider) and a repayment in full on the sandbox checkout
 * (its webhook, a job). Used for the benchmark's borrowers and for the routes' signed-in callers.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { DEVICE_ID_HEADER } from '../../contract/device-id.ts';
import type { LoginResponse } from '../../contract/auth.ts';
import type {
  LoanHomeView,
  OrderView,
  QuoteDocumentsView,
  QuoteView,
} from '../../contract/loan/api.ts';
import type { IntentView, RepaymentView } from '../../contract/loan/repayment.ts';
import type { ProfileStatusView } from '../../contract/profile/api.ts';
import { VALID, ownBank, testJpeg } from '../../tests/api/support/profile-fixtures.ts';
import type { Client } from './client.ts';
import { signBody } from '../../tests/support/sign-request.ts';

export interface LifecycleOptions {
  /**
   * Pause between two polls of a state a job moves on, on average: the app polls every 5 s
   * (ORDER_POLL_MS, REVIEW_POLL_MS). Each pause is drawn from half to one and a half times it,
   * as phones' timers are not in step; in step, every borrower would act at the same instant.
   */
  pollMs: number;
  /** How long a borrower waits for a job's outcome before it counts as an error. */
  waitMs: number;
}

export interface Borrower {
  phone: string;
  token: string;
  customerId: string;
}

// Made once: every borrower uploads the same bytes (the server dedupes per customer only).
const PHOTOS = { idDocument: testJpeg(), face: testJpeg(640, 800) };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Mobile numbers of this run, all different: drawn at random across the whole +639 range as real
 * borrowers' are, or (`oneBlock`) one after another from a random start, as from a single sender
 * (they share number blocks). A database reused between runs (DATABASE_URL) may, rarely, meet a
 * number again: that borrower then signs in to the account of an earlier run.
 */
export function phoneNumbers(oneBlock = false): () => string {
  let next = 100_000_000 + Math.floor(Math.random() * 800_000_000);
  const drawn = new Set<number>();
  return () => {
    if (oneBlock) next += 1;
    else {
      do next = Math.floor(Math.random() * 1_000_000_000);
      while (drawn.has(next));
      drawn.add(next);
    }
    return `+639${String(next).padStart(9, '0')}`;
  };
}

/**
 * Who a borrower calls from: a phone of their own, so an address (behind the trusted proxy, as
 * X-Forwarded-For) and a device id of their own. The sign-in risk rules count per address, device
 * and number block (docs/security.md#sms-pumping); borrowers who all shared one would each be
 * asked for a graphic code after the first few, as a pumper is.
 */
export function ownPhone(index: number): Record<string, string> {
  const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  return { 'x-forwarded-for': address, [DEVICE_ID_HEADER]: randomUUID() };
}

interface ErrorAnswer {
  code?: string;
}

/** Code request (with a graphic code when the server asks for one), then login. */
export async function signIn(client: Client, phone: string): Promise<Borrower> {
  let captcha = {};
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const sent = await client.call<ErrorAnswer>('code request', 'POST', '/api/auth/otp', {
      body: { phone, language: 'en', ...captcha },
      expect: [200, 400],
    });
    if (sent.status === 200) break;
    if (sent.data.code !== 'CAPTCHA_REQUIRED' || attempt > 0) {
      throw new Error(`code request: ${JSON.stringify(sent.data)}`);
    }
    const issued = await client.call<{ id: string }>('graphic code', 'GET', '/api/auth/captcha');
    const solved = await client.call<{ answer: string }>(
      'graphic code',
      'GET',
      `/api/dev/captcha/${issued.data.id}`,
    );
    captcha = { captchaId: issued.data.id, captchaAnswer: solved.data.answer };
  }
  const outbox = await client.call<{ code: string | null }[]>(
    'sandbox outbox',
    'GET',
    `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`,
  );
  const code = outbox.data.find((entry) => entry.code !== null)?.code;
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  const login = await client.call<LoginResponse>('login', 'POST', '/api/auth/login', {
    body: { phone, code, agreedToPrivacy: true },
  });
  return { phone, token: login.data.token, customerId: login.data.customerId };
}

/** Polls `read` until `done` says so; `failed` ends it at once. */
async function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  failed: (value: T) => boolean,
  options: LifecycleOptions,
): Promise<T> {
  const until = Date.now() + options.waitMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (failed(value)) throw new Error(`${what}: ${JSON.stringify(value)}`);
    if (Date.now() > until) throw new Error(`${what}: not reached in ${options.waitMs} ms`);
    await sleep(options.pollMs * (0.5 + Math.random()));
  }
}

/** Every profile section and both photos, submitted, and the decision waited for. */
export async function approve(
  client: Client,
  { token }: Borrower,
  options: LifecycleOptions,
): Promise<void> {
  await client.call('me', 'GET', '/api/me', { token });
  await client.call('profile', 'GET', '/api/profile', { token });
  // An account of the borrower's own: a shared one holds the payout (docs/desk.md#payout-holds).
  for (const [section, body] of Object.entries({ ...VALID, bank: ownBank() })) {
    await client.call('profile section', 'PUT', `/api/profile/sections/${section}`, {
      token,
      body,
    });
  }
  for (const [kind, jpeg] of Object.entries(PHOTOS)) {
    await client.call('photo', 'PUT', `/api/profile/photos/${kind}`, { token, jpeg });
  }
  await client.call('submit', 'POST', '/api/profile/submit', { token });
  await waitFor(
    'decision',
    async () =>
      (
        await client.call<ProfileStatusView>('profile status', 'GET', '/api/profile/status', {
          token,
        })
      ).data.status,
    (status) => status === 'approved',
    (status) => status !== 'underReview',
    options,
  );
}

/** Home, quote, documents and signature; the payout waited for. Answers the order's id. */
export async function withdraw(
  client: Client,
  { token }: Borrower,
  options: LifecycleOptions,
): Promise<string> {
  const home = (await client.call<LoanHomeView>('loan home', 'GET', '/api/loan/home', { token }))
    .data;
  const product = home.products.find((p) => p.line === 'main') ?? home.products[0]!;
  const quote = await client.call<QuoteView>('quote', 'POST', '/api/loan/quotes', {
    token,
    body: {
      productId: product.id,
      amountCentavos: Math.min(home.quotaCentavos ?? 0, product.maxAmountCentavos),
      termDays: product.terms[0],
      couponId: home.coupons[0]?.id ?? null,
    },
  });
  const documents = (
    await client.call<QuoteDocumentsView>(
      'documents',
      'GET',
      `/api/loan/quotes/${quote.data.id}/documents?language=en`,
      { token },
    )
  ).data;
  const order = await client.call<OrderView>('sign', 'POST', '/api/loan/orders', {
    token,
    expect: [201],
    body: signBody(documents),
  });
  await waitForOrder(client, token, order.data.id, 'repaying', options);
  return order.data.id;
}

const waitForOrder = (
  client: Client,
  token: string,
  orderId: string,
  status: 'repaying' | 'settled',
  options: LifecycleOptions,
) =>
  waitFor(
    `order ${status}`,
    async () =>
      (await client.call<OrderView>('order', 'GET', `/api/loan/orders/${orderId}`, { token })).data
        .status,
    (now) => now === status,
    (now) => ['disbursementFailed', 'cancelled', 'settled'].includes(now) && now !== status,
    options,
  );

/** Today's payment in full on the sandbox checkout; the settlement waited for. */
export async function repay(
  client: Client,
  { token }: Borrower,
  orderId: string,
  options: LifecycleOptions,
): Promise<void> {
  const view = await client.call<RepaymentView>(
    'repayment view',
    'GET',
    `/api/loan/orders/${orderId}/repayment`,
    { token },
  );
  const intent = await client.call<IntentView>(
    'payment intent',
    'POST',
    `/api/loan/orders/${orderId}/repayment/intents`,
    {
      token,
      expect: [201],
      body: {
        kind: 'full',
        amountCentavos: view.data.dues.today.totalCentavos,
        channel: 'gcash',
        language: 'en',
        idempotencyKey: randomBytes(16).toString('hex'),
      },
    },
  );
  if (!intent.data.checkoutUrl) throw new Error('payment intent without a checkout');
  // The tester's "pay" button on the sandbox page (an HTML form post answered with 303).
  await client.call('checkout pay', 'POST', `${intent.data.checkoutUrl}/pay`, { expect: [303] });
  await waitForOrder(client, token, orderId, 'settled', options);
  await client.call('loan home', 'GET', '/api/loan/home', { token });
}

/** sign-in → profile → decision → quote → sign → payout → repay, for one new borrower. */
export async function lifecycle(
  client: Client,
  phone: string,
  options: LifecycleOptions,
): Promise<void> {
  const borrower = await signIn(client, phone);
  await approve(client, borrower, options);
  const orderId = await withdraw(client, borrower, options);
  await repay(client, borrower, orderId, options);
}
