import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../contract/common-schemas.ts';
import { AppError } from '../errors.ts';
import { errorResponses } from './error-responses.ts';

/** A provider event is a few KB; anything much larger is not one. */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * The collections provider's webhook (docs/loans.md#webhooks), public: the provider proves itself
 * with a signature over the raw body, so this encapsulated scope reads every body as bytes,
 * untouched, and the service verifies them before anything is parsed.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/webhooks/collections/:provider',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['webhooks'],
        summary: 'Collections provider events: signed, stored once, then posted once',
        description:
          'Refusals: UNAUTHORIZED (bad or stale signature: nothing stored), NOT_FOUND (another ' +
          'provider), VALIDATION_FAILED (signed but unreadable), PAYLOAD_TOO_LARGE. A replayed ' +
          'event answers 200 and changes nothing.',
        params: z.object({ provider: text() }),
        response: {
          200: z.object({ received: z.literal(true) }),
          ...errorResponses(400, 401, 404, 413),
        },
      },
    },
    async (request) => {
      const repayment = app.services.repayment;
      if (request.params.provider !== repayment.provider.name) {
        throw new AppError('NOT_FOUND', 'No such collections provider');
      }
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await repayment.receiveWebhook(body, request.headers);
      if (answer.error) {
        request.log.error({ err: answer.error }, 'webhook stored, inline processing failed');
      }
      return { received: true as const };
    },
  );
};
