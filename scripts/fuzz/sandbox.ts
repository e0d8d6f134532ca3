import type { OrderView, QuoteDocumentsView, SignRequest } from '../../contract/loan/api.ts';
import type { IntentView } from '../../contract/loan/repayment.ts';
import type { Db } from '../../server/db/db.ts';
import { openPgliteDb } from '../../server/db/pglite-db.ts';
import { TestClock, createTestApp, newPhone } from '../../tests/api/support/harness.ts';
import type { TestApp } from '../../tests/api/support/harness.ts';
import {
  MAIN_PRODUCT,
  approvedBorrower,
  documentsOf,
  quoteOf,
  runUntilStatus,
  signBody,
  withdraw,
} from '../../tests/api/support/loan-fixtures.ts';
import { staffWithKey } from '../../tests/api/support/desk-staff.ts';
import { VALID } from '../../tests/api/support/profile-fixtures.ts';
import { fullIntent, newKey, viewOf } from '../../tests/api/support/repayment-fixtures.ts';
import { OTP_RESEND_SECONDS } from '../../contract/auth.ts';
import { DEVICE_ID_HEADER } from '../../contract/device-id.ts';
import {
  lastCode,
  otherCode,
  postJson,
  signIn,
  solvedCaptcha,
} from '../../tests/api/support/sign-in.ts';
import type { SignInFrom } from '../../tests/api/support/sign-in.ts';
import { LOCKED_CLIENT, type FuzzClient } from './clients.ts';

/*
 * The app the fuzzer attacks (docs/architecture.md#fuzzing): the sandbox on an in-memory PGlite,
 * with borrowers at four points of the journey, so a request carrying their token reaches the
 * services a real borrower's would, and the ids a request may name belong to someone.
 */

export interface Persona {
  name: string;
  token: string;
  phone: string;
  /** Values that are this borrower's own, by parameter or field name. */
  known: Record<string, string[]>;
  /** Well-formed bodies that are about this borrower's own records, by operation. */
  examples: Record<string, unknown[]>;
}

/** Who the requests act as, and the ids and bodies that are real for them. */
export interface Cast {
  personas: Persona[];
  /** Real values by parameter or field name (an order's id, a quote's, a reference…). */
  known: Record<string, string[]>;
  /** Well-formed bodies by operation (`POST /api/loan/quotes`), to be sent as is or spoiled. */
  examples: Record<string, unknown[]>;
}

export interface Sandbox extends TestApp, Cast {
  /** An API key of a staff member holding every role: the desk's operations get past sign-in. */
  deskKey: string;
  /** A signed-in session nobody else uses, for requests that end their session (logout). */
  freshSession(): Promise<Persona>;
  /** A new applicant about to sign, in place of the last (who may have signed by now). */
  newApplicant(): Promise<void>;
  /**
   * New borrowers in every state: requests cancel loans, age them, lock phones, so after a while
   * the first cast has nothing left to reach.
   */
  recast(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The client the sandbox signs its borrowers in from: a device id and an address no fuzzed
 * request uses (scripts/fuzz/clients.ts draws theirs elsewhere). Sign-in rules lock a client after
 * a few wrong codes (docs/security.md#wrong-codes), which fuzzed logins give all the time; signed
 * in from the fuzzed clients' (or the default one), the next borrower would be refused.
 */
export const SETUP_CLIENT: Required<SignInFrom> = {
  headers: { [DEVICE_ID_HEADER]: 'fuzz-sandbox-setup' },
  remoteAddress: '192.0.2.1',
};

/** `/#/KSResult?order=…&expires=…&sig=…` → its parameters. */
function linkParameters(path: string | undefined): Record<string, string> {
  if (!path?.includes('?')) return {};
  return Object.fromEntries(new URLSearchParams(path.slice(path.indexOf('?') + 1)));
}

/** Approved, with a quote whose documents were read: the next step is signing. */
async function applicantOf(t: TestApp) {
  const applicant = await approvedBorrower(t, {}, SETUP_CLIENT);
  const quote = await quoteOf(t.app, applicant.token);
  const documents: QuoteDocumentsView = await documentsOf(t.app, applicant.token, quote.id);
  const sign: SignRequest = signBody(documents);
  const persona: Persona = {
    name: 'applicant',
    token: applicant.token,
    phone: applicant.phone,
    known: { id: [quote.id], quoteId: [quote.id] },
    examples: { 'POST /api/loan/orders': [sign] },
  };
  return { applicant, quote, sign, persona };
}

const INTENTS = 'POST /api/loan/orders/{id}/repayment/intents';

/** Payments of a loan that owes `fullCentavos` today: in full, and a part. */
const intentsFor = (fullCentavos: number) => [
  {
    kind: 'full',
    amountCentavos: fullCentavos,
    channel: 'gcash',
    idempotencyKey: newKey(),
    language: 'en',
  },
  {
    kind: 'part',
    amountCentavos: 10_000,
    channel: 'maya',
    idempotencyKey: newKey(),
    language: 'ph',
  },
];

let guessers = 0;

/**
 * A code sent to `phone` and one wrong guess at it, from a client of its own (one wrong code is far
 * from a client's lock, docs/security.md#wrong-codes).
 */
async function guessWrong(t: TestApp, phone: string): Promise<void> {
  const { headers, remoteAddress } = SETUP_CLIENT;
  const sent = await postJson(
    t.app,
    '/api/auth/otp',
    { phone, language: 'en' },
    headers,
    remoteAddress,
  );
  if (sent.statusCode !== 200) throw new Error(`code request failed: ${sent.body}`);
  guessers += 1;
  const guesser = { [DEVICE_ID_HEADER]: `fuzz-sandbox-guesser-${guessers}` };
  const code = otherCode(await lastCode(t.app, phone));
  const body = { phone, code, agreedToPrivacy: true };
  const guess = await postJson(t.app, '/api/auth/login', body, guesser, remoteAddress);
  if (guess.json<{ code?: string }>().code !== 'WRONG_CODE')
    throw new Error(`wrong guess answered ${guess.statusCode} ${guess.body}`);
}

/**
 * Wrong codes from `client` to the numbers given, each with its graphic code solved, until the
 * client is locked (docs/security.md#wrong-codes); at once if a lock of an earlier cast holds.
 */
async function lockOut(t: TestApp, client: FuzzClient, phones: string[]): Promise<void> {
  const headers: Record<string, string> = client.deviceId
    ? { [DEVICE_ID_HEADER]: client.deviceId }
    : {};
  for (const phone of phones) {
    const code = otherCode(await lastCode(t.app, phone));
    const body = { phone, code, agreedToPrivacy: true, ...(await solvedCaptcha(t.app)) };
    const answer = await postJson(t.app, '/api/auth/login', body, headers, client.remoteAddress);
    const refusal = answer.json<{ code?: string }>().code;
    if (refusal === 'SECURITY_LOCKED') return;
    if (refusal !== 'WRONG_CODE') throw new Error(`wrong code answered ${answer.body}`);
  }
  throw new Error(`${phones.length} wrong codes did not lock the client`);
}

async function castOf(t: TestApp): Promise<Cast> {
  const newcomerPhone = newPhone();
  const newcomer = await signIn(t.app, newcomerPhone, SETUP_CLIENT);

  const { applicant, quote, sign, persona } = await applicantOf(t);

  const borrower = await approvedBorrower(t, {}, SETUP_CLIENT);
  const order: OrderView = await withdraw(t.app, borrower.token);
  await runUntilStatus(t, borrower.token, order.id, 'repaying');
  const loan = { ...borrower, orderId: order.id, orderNo: order.orderNo };
  const intent: IntentView = await fullIntent(t, loan, { channel: 'sevenEleven' });
  // A second loan paid out, with no payment under way: its dates can be aged and its intents made.
  const debtor = await approvedBorrower(t, {}, SETUP_CLIENT);
  const debt: OrderView = await withdraw(t.app, debtor.token);
  await runUntilStatus(t, debtor.token, debt.id, 'repaying');
  const debtView = await viewOf(t.app, debtor.token, debt.id);

  const signed = await t.app.inject({
    method: 'GET',
    url: `/api/loan/orders/${order.id}`,
    headers: { authorization: `Bearer ${borrower.token}` },
  });
  const link = linkParameters(signed.json<OrderView>().keyFactsLink?.path);
  const captcha = (await t.app.inject({ method: 'GET', url: '/api/auth/captcha' })).json<{
    id: string;
  }>();

  // Numbers nobody signed in with yet, to which codes can be sent. Most were sent a code and given
  // a wrong one already: a graphic code is required at their next code request and sign-in
  // (docs/sign-in.md#graphic-code), so requests reach its check without first guessing wrong.
  const strangers = Array.from({ length: 12 }, () => newPhone());
  const guessed = strangers.slice(0, 8);
  for (const phone of guessed) await guessWrong(t, phone);
  await lockOut(t, LOCKED_CLIENT, guessed);
  // Past the wait between two codes to one number, which is checked before the graphic code.
  t.clock.advance(OTP_RESEND_SECONDS);
  const phones = [newcomerPhone, applicant.phone, borrower.phone, debtor.phone, ...strangers];
  const withCaptcha = (phone: string, body: object) => {
    const given = { ...body, captchaId: captcha.id, captchaAnswer: 'ABCD' };
    return guessed.includes(phone) ? [given, given] : [given];
  };
  const known: Record<string, string[]> = {
    id: [quote.id, order.id, debt.id, intent.id, captcha.id],
    quoteId: [quote.id],
    orderId: [order.id, debt.id],
    orderNo: [order.orderNo, debt.orderNo],
    reference: [intent.otcReference ?? 'none'],
    captchaId: [captcha.id],
    phone: phones,
    withdrawalPhone: phones,
    provider: ['sandbox'],
    idempotencyKey: [newKey()],
    productId: [MAIN_PRODUCT],
    order: link.order ? [link.order] : [],
    expires: link.expires ? [link.expires] : [],
    sig: link.sig ? [link.sig] : [],
  };

  const examples: Record<string, unknown[]> = {
    // Code requests and wrong codes to every number, with a graphic code or without; the numbers
    // that need one get it twice as often, so its check is reached.
    'POST /api/auth/otp': phones.flatMap((phone) => [
      { phone, language: 'en' },
      ...withCaptcha(phone, { phone, language: 'ph' }),
    ]),
    'POST /api/auth/login': phones.flatMap((phone) => [
      { phone, code: '0000', agreedToPrivacy: true },
      ...withCaptcha(phone, { phone, code: '1234', agreedToPrivacy: true }),
    ]),
    'POST /api/loan/quotes': [{ productId: MAIN_PRODUCT, amountCentavos: 300_000, termDays: 7 }],
    'POST /api/loan/orders': [sign],
    [INTENTS]: intentsFor(intent.amountCentavos),
    'POST /api/desk/sandbox/orders/{orderNo}/age': [{ days: 1 }, { days: 40 }],
    'PUT /api/profile/bank-change': [VALID.bank],
    'PUT /api/profile/details': [{ email: VALID.basic2.email, ...VALID.address }],
    // The section's own body: the runner puts the section's name in the path.
    'PUT /api/profile/sections/{section}': Object.entries(VALID).map(([section, body]) => ({
      section,
      body,
    })),
  };

  return {
    personas: [
      { name: 'newcomer', token: newcomer.token, phone: newcomerPhone, known: {}, examples: {} },
      persona,
      {
        name: 'borrower',
        token: borrower.token,
        phone: borrower.phone,
        known: { id: [order.id, intent.id], orderId: [order.id], orderNo: [order.orderNo] },
        examples: { [INTENTS]: intentsFor(intent.amountCentavos) },
      },
      {
        name: 'debtor',
        token: debtor.token,
        phone: debtor.phone,
        known: { id: [debt.id], orderId: [debt.id], orderNo: [debt.orderNo] },
        examples: { [INTENTS]: intentsFor(debtView.dues.today.totalCentavos) },
      },
    ],
    known,
    examples,
  };
}

export async function openSandbox(): Promise<Sandbox> {
  const db: Db = await openPgliteDb('memory://');
  const clock = new TestClock();
  const t = await createTestApp({ db, clock });
  const sandbox: Sandbox = {
    ...t,
    ...(await castOf(t)),
    // A staff member with every role and an API key acting as them (the tests' own helper).
    deskKey: (await staffWithKey(t, ['admin', 'reviewer', 'collections', 'finance', 'care'])).key,
    async freshSession() {
      const phone = newPhone();
      const session = await signIn(t.app, phone, SETUP_CLIENT);
      return { name: 'fresh', token: session.token, phone, known: {}, examples: {} };
    },
    async newApplicant() {
      const { persona, quote, sign } = await applicantOf(t);
      sandbox.personas = sandbox.personas.map((p) => (p.name === 'applicant' ? persona : p));
      sandbox.known = {
        ...sandbox.known,
        quoteId: [quote.id],
        id: [quote.id, ...(sandbox.known.id ?? [])],
      };
      sandbox.examples = { ...sandbox.examples, 'POST /api/loan/orders': [sign] };
    },
    async recast() {
      Object.assign(sandbox, await castOf(t));
    },
    async close() {
      await t.app.close();
      await db.close();
    },
  };
  return sandbox;
}
