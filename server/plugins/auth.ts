import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { AuthenticatedCustomer } from '../services/session-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` (the borrower API's hook); every owned resource is looked up through it. */
    customer: AuthenticatedCustomer | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const unauthorized = () => new AppError('UNAUTHORIZED', 'Sign in again');

/** `app.authenticate`, the borrower API's onRequest hook (routes/borrower.ts), admits only a live session's bearer token. */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('customer', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer (\S+)$/i.exec(header);
      if (!match?.[1]) throw unauthorized();
      const customer = await app.services.sessions.authenticate(match[1]);
      if (!customer) throw unauthorized();
      request.customer = customer;
    });
  },
  { name: 'auth', fastify: '5.x', dependencies: ['services'] },
);

/** The caller of a borrower API route; a route outside that scope calling this is a bug. */
export function currentCustomer(request: FastifyRequest): AuthenticatedCustomer {
  if (!request.customer) throw new Error('Route is outside the authenticated borrower API');
  return request.customer;
}
