import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keyFactsLinkQuerySchema, keyFactsPublicViewSchema } from '../../contract/loan/api.ts';
import { RATE_LIMITS } from '../plugins/rate-limit.ts';
import { errorResponses } from './error-responses.ts';

/**
 * An order's signed key fact statement through its expiring link, without login
 * (docs/loans.md#key-fact-link).
 */
export const keyFactsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/key-facts',
    {
      config: { rateLimit: RATE_LIMITS.keyFacts },
      schema: {
        tags: ['loan'],
        summary: 'The key fact statement of a signed order, from a /KSResult link (no login)',
        description:
          'The query is the link as GET /api/loan/orders/:id gave it. The document is the one ' +
          'signed, in the language it was signed in. Refusals: NOT_FOUND (the signature does not ' +
          'match), LINK_EXPIRED 410, TOO_FREQUENT per IP.',
        querystring: keyFactsLinkQuerySchema,
        response: { 200: keyFactsPublicViewSchema, ...errorResponses(400, 404, 410, 429) },
      },
    },
    (request) => app.services.loan.publicKeyFacts(request.query),
  );
};
