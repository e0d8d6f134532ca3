import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  captchaResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  otpRequestSchema,
  otpResponseSchema,
} from '../../contract/auth.ts';
import { DEVICE_ID_HEADER } from '../../contract/device-id.ts';
import { RATE_LIMITS } from '../plugins/rate-limit.ts';
import { currentCustomer } from '../plugins/auth.ts';
import type { SignInClient } from '../services/sign-in-client.ts';
import { errorResponses } from './error-responses.ts';

/**
 * Who is asking, as the sign-in rules count it (docs/security.md#client-identity): the address
 * the proxy trust allows, an IPv6 address by its /64 (one subscriber's block), and the device.
 */
function signInClient(request: FastifyRequest): SignInClient {
  const deviceId = request.headers[DEVICE_ID_HEADER];
  return {
    ip: normalizeIP(request.ip),
    deviceId: typeof deviceId === 'string' ? deviceId : null,
    userAgent: request.headers['user-agent'] ?? null,
    log: request.log,
  };
}

/** Sign-in by phone and SMS code, with a graphic code when the risk rises. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/otp',
    {
      config: { rateLimit: RATE_LIMITS.otp },
      schema: {
        tags: ['auth'],
        summary: 'Send a 4-digit code by SMS',
        description:
          'Refusals: VALIDATION_FAILED (phone), TOO_FREQUENT, SMS_DAILY_LIMIT, CAPTCHA_REQUIRED, CAPTCHA_WRONG, SECURITY_LOCKED.',
        body: otpRequestSchema,
        response: { 200: otpResponseSchema, ...errorResponses(400, 423, 429, 500) },
      },
    },
    (request) => app.services.otp.requestCode(request.body, signInClient(request)),
  );

  app.get(
    '/auth/captcha',
    {
      config: { rateLimit: RATE_LIMITS.captcha },
      schema: {
        tags: ['auth'],
        summary: 'Draw a new single-use graphic code (valid 5 minutes)',
        response: { 200: captchaResponseSchema, ...errorResponses(429) },
      },
    },
    () => app.services.captchas.issue(),
  );

  app.post(
    '/auth/login',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the code; the first sign-in registers the customer',
        description:
          'Refusals: VALIDATION_FAILED, AGREEMENT_REQUIRED, WRONG_CODE, CODE_EXPIRED, CAPTCHA_REQUIRED, CAPTCHA_WRONG, SECURITY_LOCKED.',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 423, 429) },
      },
    },
    (request) => app.services.login.login(request.body, signInClient(request)),
  );
};

/** Ends the caller's own session (inside the borrower API: authenticated). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current session',
        security: [{ bearerAuth: [] }],
        response: { 204: z.undefined(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await app.services.sessions.revoke(currentCustomer(request).sessionId);
      return reply.code(204).send();
    },
  );
};
