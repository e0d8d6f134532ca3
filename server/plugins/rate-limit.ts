import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { RateCounters } from '../services/rate-counters.ts';

/**
 * The signed-in caller's key. The borrower scope authenticates in its onRequest hook, which runs
 * before a route's own hooks, so a limited borrower route always has its customer here; keying on
 * the header's text instead let `bearer`/`BEARER` spellings each get a budget
 * (docs/security.md#request-ceilings).
 */
function customerKey(request: FastifyRequest): string {
  if (!request.customer) throw new Error('Per-customer limit on a route outside the borrower API');
  return `customer:${request.customer.customerId}`;
}

/**
 * Ceilings per IP address (sign-in, on top of the per-phone and per-client rules of the services)
 * or per customer, counted in the database so every instance shares them
 * (docs/security.md#request-ceilings).
 */
export const RATE_LIMITS = {
  otp: { max: 20, timeWindow: 60_000 },
  login: { max: 30, timeWindow: 60_000 },
  captcha: { max: 60, timeWindow: 60_000 },
  // The desk's sign-in and enrolment (docs/desk.md#sign-in): per address, over the per-account
  // lockout; an office behind one address signs in a few dozen times a morning.
  deskSignIn: { max: 30, timeWindow: 60_000 },
  // Each distinct photo is stored and kept as history: per customer, not per address, so a
  // signed-in account cannot fill the store (a retake now and then is far below this).
  photoUpload: { max: 20, timeWindow: 60_000, keyGenerator: customerKey },
  // Every quote is stored: a slider asks once per 300 ms pause, far below this.
  quote: { max: 30, timeWindow: 60_000, keyGenerator: customerKey },
  // Each signature is decoded (up to a few hundred milliseconds of CPU): a borrower signs once,
  // again after a stale quote, never five times a minute.
  sign: { max: 5, timeWindow: 60_000, keyGenerator: customerKey },
  // Public (key fact links carry their own signature, docs/loans.md#key-fact-link): enough for a
  // borrower reopening a link, far too few to probe signatures.
  keyFacts: { max: 30, timeWindow: 60_000 },
  // Read marks (docs/messages.md#read-marks): opening messages one by one, and an offline queue
  // replayed at once, stay far below this.
  messageRead: { max: 120, timeWindow: 60_000, keyGenerator: customerKey },
  // Feedback (docs/care.md#feedback): a borrower writes a few tickets, not ten an hour; replays
  // of a queued ticket count too, and stay far below this.
  feedback: { max: 10, timeWindow: 3_600_000, keyGenerator: customerKey },
  // Account (docs/account.md): a download reads every table of the borrower; a deletion takes
  // their locks. A person asks for either a few times, never dozens.
  accountExport: { max: 5, timeWindow: 60 * 60_000, keyGenerator: customerKey },
  accountDeletion: { max: 5, timeWindow: 60_000, keyGenerator: customerKey },
  preferences: { max: 30, timeWindow: 60_000, keyGenerator: customerKey },
  // Launch reports (docs/coupons.md#home-screen-bonus): one per start from the home screen on
  // each device until one is answered, far below this.
  homeScreenLaunch: { max: 10, timeWindow: 60_000, keyGenerator: customerKey },
} as const;

/** What @fastify/rate-limit hands a store's `child`: the route's merged options. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store over the shared counters. The plugin builds the root store itself
 * (`new Store(options)`) and one child per limited route; a child's keys carry the route, so two
 * routes never share a count.
 */
function databaseStore(counters: RateCounters): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    prefix = 'route:';

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const counted = `${this.prefix}${key}`;
      counters.hit([{ key: counted, windowMs: timeWindow }]).then(
        ({ tallies }) => {
          const tally = tallies.get(counted) ?? { count: 1, ttlMs: timeWindow };
          callback(null, { current: tally.count, ttl: tally.ttlMs });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const { routeInfo } = options as ChildOptions;
      const method = [routeInfo?.method ?? ''].flat().join(',');
      const store = new DatabaseStore();
      store.prefix = `route:${method} ${routeInfo?.url ?? ''}|`;
      return store;
    }
  }
  return DatabaseStore;
}

export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(app.services.rateCounters),
      errorResponseBuilder: (_request, context) =>
        new AppError('TOO_FREQUENT', 'Too many requests; wait a moment', {
          retryAfterSeconds: Math.ceil(context.ttl / 1000),
        }),
    });
  },
  { name: 'rate-limit', fastify: '5.x', dependencies: ['services'] },
);
