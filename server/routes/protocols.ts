import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agreedDisclosureSchema, protocolsViewSchema } from '../../contract/care/protocols-api.ts';
import { currentCustomer } from '../plugins/auth.ts';
import { errorResponses } from './error-responses.ts';

/** Every document the borrower agreed to (docs/care.md#protocols). */
export const protocolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/protocols',
    {
      schema: {
        tags: ['account'],
        security: [{ bearerAuth: [] }],
        summary:
          "The caller's agreed documents: privacy policy and terms (version, effective date, " +
          'agreed at), each signed loan (its stored documents at GET /api/loan/orders/:id) and ' +
          'each paid extension (its disclosure at GET …/intents/:id/disclosure)',
        response: { 200: protocolsViewSchema, ...errorResponses(401) },
      },
    },
    (request) => app.services.care.protocols.list(currentCustomer(request).customerId),
  );

  app.get(
    '/loan/repayment/intents/:id/disclosure',
    {
      schema: {
        tags: ['repayment'],
        security: [{ bearerAuth: [] }],
        summary: "An extension's disclosure statement exactly as the caller agreed to it",
        description: 'Refusals: NOT_FOUND (not your payment, or not an extension).',
        params: z.object({ id: z.uuid() }),
        response: { 200: agreedDisclosureSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) =>
      app.services.care.protocols.disclosure(
        currentCustomer(request).customerId,
        request.params.id,
      ),
  );
};
