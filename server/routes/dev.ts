import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { e164PhoneSchema, text } from '../../contract/common-schemas.ts';
import { captchaAnswerResponseSchema, smsOutboxResponseSchema } from '../../contract/dev.ts';
import { normaliseNationalPhone, toE164 } from '../../contract/phone.ts';
import { AppError } from '../errors.ts';
import { errorResponses } from './error-responses.ts';

/** An unencoded "+" in a query string arrives as a space; testers paste numbers in any form. */
const loosePhone = text()
  .transform((value) => toE164(normaliseNationalPhone(value)))
  .pipe(e164PhoneSchema);

/**
 * Sandbox only — registered only while SANDBOX_ENABLED, so in production these paths are 404.
 * What testers read instead of a real phone, and the answers of graphic codes.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/sms-outbox',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Messages the sandbox SMS provider "sent", newest first',
        querystring: z.object({
          phone: loosePhone.optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: smsOutboxResponseSchema, ...errorResponses(400) },
      },
    },
    (request) => app.services.sandboxOutbox.list(request.query.phone ?? null, request.query.limit),
  );

  app.get(
    '/dev/captcha/:id',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'The answer of a sandbox graphic code',
        params: z.object({ id: text().min(1).max(64) }),
        response: { 200: captchaAnswerResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const answer = await app.services.captchas.sandboxAnswer(request.params.id);
      if (answer === null) throw new AppError('NOT_FOUND', 'No such sandbox graphic code');
      return { id: request.params.id, answer };
    },
  );
};
