import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponseSchema } from '../../contract/auth.ts';
import { currentCustomer } from '../plugins/auth.ts';
import { errorResponses } from './error-responses.ts';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['customer'],
        summary: 'The signed-in customer',
        security: [{ bearerAuth: [] }],
        response: { 200: meResponseSchema, ...errorResponses(401) },
      },
    },
    (request) => {
      const customer = currentCustomer(request);
      return {
        customerId: customer.publicId,
        phone: customer.phone,
        createdAt: customer.createdAt.toISOString(),
      };
    },
  );
};
