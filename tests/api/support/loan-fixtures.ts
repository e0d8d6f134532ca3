import { deflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { PNG } from 'pngjs';
import { expect } from 'vitest';
import type { Language } from '../../../contract/language.ts';
import type {
  LoanHomeView,
  OrderView,
  QuoteDocumentsView,
  QuoteView,
} from '../../../contract/loan/api.ts';
import type { OrderStatus } from '../../../contract/loan/order-states.ts';
import type { FormSection } from '../../../contract/profile/sections.ts';
import type { App } from '../../../server/app.ts';
import { addDays, manilaDate } from '../../../contract/calendar.ts';
import { transitionOrder } from '../../../server/services/orders/order-machine.ts';
import { PNG_MAGIC, iendChunk, ihdrChunk, pngChunk } from '../../support/png-bytes.ts';
import { signBody } from '../../support/sign-request.ts';
import type { TestApp } from './harness.ts';
import { newPhone } from './harness.ts';
import { completeProfile, submit } from './profile-fixtures.ts';
import { bearer, signIn } from './sign-in.ts';
import type { SignInFrom } from './sign-in.ts';

/** The default main product (server/domain/pricing/products.ts). */
export { makePng, pngDataUrl, signBody } from '../../support/sign-request.ts';

export const MAIN_PRODUCT = 'sulong';

export interface Borrower {
  token: string;
  customerId: string;
  phone: string;
}

function expectStatus(response: LightMyRequestResponse, status: number, what: string): void {
  if (response.statusCode !== status) {
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  }
}

/**
 * Signed in (from the client `from`, see signIn), profile complete and submitted, the decision
 * job run: approved with ₱6,500.
 */
export async function approvedBorrower(
  t: Pick<TestApp, 'app' | 'clock'>,
  overrides: Partial<Record<FormSection, unknown>> = {},
  from: SignInFrom = {},
): Promise<Borrower> {
  const phone = newPhone();
  const { token, customerId } = await signIn(t.app, phone, from);
  await completeProfile(t.app, token, overrides);
  expectStatus(await submit(t.app, token), 200, 'submit');
  // DECISION_DELAY_SECONDS is 5 in the sandbox.
  t.clock.advance(5);
  await t.app.jobs.runDueJobs();
  return { token, customerId, phone };
}

export const getLoanHome = async (app: App, token: string): Promise<LoanHomeView> => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/loan/home',
    headers: bearer(token),
  });
  expectStatus(response, 200, 'loan home');
  return response.json();
};

export interface QuoteBody {
  productId?: string;
  amountCentavos?: number;
  termDays?: number;
  couponId?: string | null;
}

export const postQuote = (app: App, token: string, body: QuoteBody = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/loan/quotes',
    headers: bearer(token),
    payload: { productId: MAIN_PRODUCT, amountCentavos: 300_000, termDays: 7, ...body },
  });

export async function quoteOf(app: App, token: string, body: QuoteBody = {}): Promise<QuoteView> {
  const response = await postQuote(app, token, body);
  expectStatus(response, 200, 'quote');
  return response.json();
}

export const getDocuments = (app: App, token: string, quoteId: string, language: Language = 'en') =>
  app.inject({
    method: 'GET',
    url: `/api/loan/quotes/${quoteId}/documents`,
    query: { language },
    headers: bearer(token),
  });

export async function documentsOf(
  app: App,
  token: string,
  quoteId: string,
  language: Language = 'en',
): Promise<QuoteDocumentsView> {
  const response = await getDocuments(app, token, quoteId, language);
  expectStatus(response, 200, 'documents');
  return response.json();
}

/**
 * A PNG that claims `side` × `side` pixels over a few hundred bytes: decoded, it would take
 * side² × 4 bytes of memory.
 */
export function claimingPng(side: number): Buffer {
  return Buffer.concat([
    PNG_MAGIC,
    ihdrChunk(side, side),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4096))),
    iendChunk(),
  ]);
}

/** Every pixel of a PNG as RGBA: what a re-encoded signature must keep. */
export const pixelsOf = (png: Buffer): Buffer => PNG.sync.read(png).data;

export const postSign = (
  app: App,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/loan/orders',
    headers: { ...bearer(token), ...headers },
    payload: body as Record<string, unknown>,
  });

/** home → quote → documents → sign: the order as the sign answer gives it. */
export async function withdraw(
  app: App,
  token: string,
  body: QuoteBody = {},
  language: Language = 'en',
): Promise<OrderView> {
  const quote = await quoteOf(app, token, body);
  const documents = await documentsOf(app, token, quote.id, language);
  const response = await postSign(app, token, signBody(documents));
  expectStatus(response, 201, 'sign');
  return response.json();
}

export const getOrder = (app: App, token: string, id: string) =>
  app.inject({ method: 'GET', url: `/api/loan/orders/${id}`, headers: bearer(token) });

export async function orderOf(app: App, token: string, id: string): Promise<OrderView> {
  const response = await getOrder(app, token, id);
  expectStatus(response, 200, 'order');
  return response.json();
}

/**
 * Runs due jobs and moves the clock in PAYOUT_DELAY_SECONDS steps until the order reaches
 * `status` (the sandbox settles a payout a few seconds after it is asked).
 */
export async function runUntilStatus(
  t: Pick<TestApp, 'app' | 'clock'>,
  token: string,
  orderId: string,
  status: OrderStatus,
): Promise<OrderView> {
  for (let round = 0; round < 10; round += 1) {
    await t.app.jobs.runDueJobs();
    const order = await orderOf(t.app, token, orderId);
    if (order.status === status) return order;
    t.clock.advance(5);
  }
  const order = await orderOf(t.app, token, orderId);
  expect(order.status).toBe(status);
  return order;
}

/**
 * Moves a signed order to repaying through the state machine, as the payout jobs would: the money
 * was sent now (the test clock). Returns the Manila due date, `termDays` after today.
 */
export async function markRepaying(t: TestApp, orderId: string, termDays: number): Promise<string> {
  const at = t.clock.now();
  const today = manilaDate(at);
  const dueDate = addDays(today, termDays);
  await t.db.transaction(async (tx) => {
    await transitionOrder(tx, { orderId, from: ['requested'], to: 'toCheck', at, actor: 'system' });
    await transitionOrder(tx, {
      orderId,
      from: ['toCheck'],
      to: 'disbursing',
      at,
      actor: 'system',
    });
    await transitionOrder(tx, {
      orderId,
      from: ['disbursing'],
      to: 'repaying',
      at,
      actor: 'system',
      set: { disbursedAt: at, withdrawalDate: today, dueDate },
    });
  });
  return dueDate;
}
