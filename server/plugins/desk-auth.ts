import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { can } from '../domain/desk/roles.ts';
import type { Permission } from '../domain/desk/roles.ts';
import type { StaffActor } from '../services/desk/staff-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticateStaff` (the desk API's hook). */
    staff: StaffActor | null;
  }
  interface FastifyInstance {
    authenticateStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The desk's session cookie: only the desk API sees it (docs/desk.md#sessions). */
export const DESK_COOKIE = 'sulong_desk';
export const DESK_COOKIE_PATH = '/api/desk';

const signInAgain = () => new AppError('UNAUTHORIZED', 'Sign in to the desk again.');

/**
 * A change must come from a page of our own origin: the browser names the page's origin on every
 * POST, and another site's form or script cannot make it ours (docs/desk.md#sessions). With the
 * SameSite=Strict cookie this is the second of two locks. Ours is PUBLIC_URL's when it is set (a
 * proxy in front may rewrite the host and end TLS), else the request's own.
 */
export function refuseForeignOrigin(request: FastifyRequest, publicUrl: string | null): void {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  if (request.headers.origin !== deskOrigin(request, publicUrl))
    throw new AppError('FORBIDDEN', 'This request did not come from the desk.');
}

/** The desk's origin: PUBLIC_URL's when it is set, else the request's own. */
export const deskOrigin = (request: FastifyRequest, publicUrl: string | null): string =>
  publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;

/** `app.authenticateStaff`, the desk API's onRequest hook: a live staff session's cookie. */
export const deskAuthPlugin = fp<{ publicUrl: string | null }>(
  async (app, { publicUrl }) => {
    app.decorateRequest('staff', null);
    app.decorate('authenticateStaff', async (request: FastifyRequest) => {
      // An API key (automation) is sent on purpose, never by a browser on its own: no Origin.
      const bearer = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (bearer) {
        const staff = await app.services.staffApiKeys.authenticate(bearer);
        if (!staff)
          throw new AppError(
            'UNAUTHORIZED',
            'That API key is unknown or revoked, or its account is disabled.',
          );
        request.staff = staff;
        return;
      }
      refuseForeignOrigin(request, publicUrl);
      const token = request.cookies[DESK_COOKIE];
      if (!token) throw signInAgain();
      const staff = await app.services.staff.authenticate(token);
      if (!staff) throw signInAgain();
      request.staff = staff;
    });
  },
  { name: 'desk-auth', fastify: '5.x', dependencies: ['services'] },
);

/** The caller of a desk route; a route outside the authenticated desk scope calling this is a bug. */
export function currentStaff(request: FastifyRequest): StaffActor {
  if (!request.staff) throw new Error('Route is outside the authenticated desk API');
  return request.staff;
}

/**
 * A route's onRequest hook, after the desk scope's authentication: the caller's roles must grant
 * `permission`, or one of several. Before the body is read or checked, so a role without it gets
 * 403 whatever it sends (never a 400, 413 or 415 that tells what the route takes).
 */
export function requirePermission(...permissions: [Permission, ...Permission[]]) {
  return async (request: FastifyRequest): Promise<void> => {
    const { roles } = currentStaff(request);
    if (!permissions.some((permission) => can(roles, permission)))
      throw new AppError('FORBIDDEN', 'Your roles do not allow this.');
  };
}

/**
 * A route's onRequest hook for what only a person on the desk page does (adding their own
 * passkey): an API key's automation is refused before the body is read.
 */
export async function requireSession(request: FastifyRequest): Promise<void> {
  if (!currentStaff(request).sessionId)
    throw new AppError('FORBIDDEN', 'Only a person signed in on the desk page can do this.');
}
