import rateLimit from '@fastify/rate-limit';
import { AppError } from '../errors.ts';
import { shared } from './shared.ts';

/**
 * Per-IP ceilings of the sign-in endpoints, on top of the per-phone rules of the services. Kept
 * in process memory: several instances each count their own share.
 */
export const RATE_LIMITS = {
  otp: { max: 20, timeWindow: 60_000 },
  login: { max: 30, timeWindow: 60_000 },
  captcha: { max: 60, timeWindow: 60_000 },
} as const;

export const rateLimitPlugin = shared('rate-limit', async (app) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_FREQUENT', 'Too many requests from this address', {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
});
