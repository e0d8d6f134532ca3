import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * Ceilings per IP (sign-in, on top of the per-phone rules of the services) or per session. Kept
 * in process memory: several instances each count their own share.
 */
export const RATE_LIMITS = {
  otp: { max: 20, timeWindow: 60_000 },
  login: { max: 30, timeWindow: 60_000 },
  captcha: { max: 60, timeWindow: 60_000 },
  // Each distinct photo is stored and kept as history: per session, not per address, so a
  // signed-in account cannot fill the store (a retake now and then is far below this).
  photoUpload: {
    max: 20,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => request.headers.authorization ?? request.ip,
  },
  // Public (key fact links carry their own signature, docs/loans.md#key-fact-link): enough for a
  // borrower reopening a link, far too few to probe signatures.
  keyFacts: { max: 30, timeWindow: 60_000 },
} as const;

export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError('TOO_FREQUENT', 'Too many requests from this address', {
          retryAfterSeconds: Math.ceil(context.ttl / 1000),
        }),
    });
  },
  { name: 'rate-limit', fastify: '5.x' },
);
