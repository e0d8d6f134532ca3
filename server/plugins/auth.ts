import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { AuthenticatedCustomer } from '../services/session-service.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; every owned resource is looked up through it. */
    customer: AuthenticatedCustomer | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const unauthorized = () => new AppError('UNAUTHORIZED', 'Sign in again');

/** `onRequest: app.authenticate` on a route admits only a live session's bearer token. */
export const authPlugin = shared('auth', async (app) => {
  app.decorateRequest('customer', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized();
    const customer = await app.services.sessions.authenticate(match[1]);
    if (!customer) throw unauthorized();
    request.customer = customer;
  });
});

/** The caller of an authenticated route; a route without `app.authenticate` is a bug. */
export function currentCustomer(request: FastifyRequest): AuthenticatedCustomer {
  if (!request.customer) throw new Error('Route is missing onRequest: app.authenticate');
  return request.customer;
}
