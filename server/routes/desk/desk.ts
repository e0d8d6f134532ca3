import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createStaffRequestSchema,
  createStaffResponseSchema,
  enrolmentFinishRequestSchema,
  enrolmentStartRequestSchema,
  enrolmentStartResponseSchema,
  ownPasskeyRequestSchema,
  passkeyOptionsResponseSchema,
  passkeySignInRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
  apiKeyListSchema,
  enrolmentLinkSchema,
  issueApiKeyRequestSchema,
  issuedApiKeySchema,
  staffListSchema,
  staffRolesSchema,
  staffSelfSchema,
  totpSignInRequestSchema,
} from '../../../contract/desk/auth.ts';
import { text } from '../../../contract/common-schemas.ts';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { sameDigest, sha256 } from '../../lib/secrets.ts';
import { writeBootstrapSecret } from '../../services/desk/bootstrap-secret.ts';
import { siteOf } from '../../services/desk/passkeys.ts';
import type { StaffActor, StaffService } from '../../services/desk/staff-service.ts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { permissionsOf } from '../../domain/desk/roles.ts';
import { SESSION_MAX_MS } from '../../domain/desk/staff-rules.ts';
import {
  DESK_COOKIE,
  DESK_COOKIE_PATH,
  currentStaff,
  requireSession,
  deskOrigin,
  refuseForeignOrigin,
  requirePermission,
} from '../../plugins/desk-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { errorResponses } from '../error-responses.ts';
import { deskAuditRoutes } from './audit.ts';
import { deskCouponRoutes } from './coupons.ts';
import { deskJobRoutes } from './jobs.ts';
import { deskReviewRoutes } from './reviews.ts';
import { deskBorrowerRoutes } from './borrowers.ts';
import { deskPayoutRoutes } from './payouts.ts';
import { deskRequestRoutes } from './requests.ts';
import { deskCollectionRoutes } from './collections.ts';
import { deskSettingsRoutes } from './settings.ts';
import { deskTodayRoutes } from './today.ts';
import { deskOrderRoutes } from './orders.ts';
import { deskSandboxRoutes } from './sandbox-tools.ts';
import { deskTicketRoutes } from './tickets.ts';

const ok = z.object({ ok: z.literal(true) });

/**
 * The lender's desk API under /api/desk (docs/desk.md): its own cookie session, never a
 * borrower's token. Sign-in and enrolment are public; everything else sits in the child scope
 * whose one hook admits a live staff session, each route naming the permission it needs.
 */
export const deskRoutes: FastifyPluginAsyncZod<{ config: AppConfig; now: () => Date }> = async (
  app,
  { config, now },
) => {
  await app.register(cookie);
  const { publicUrl } = config.desk;
  // Secure in production, and wherever the desk is reached over https (a staging site).
  const secure = (request: FastifyRequest) =>
    config.nodeEnv === 'production' || request.protocol === 'https';
  const cookieOptions = (request: FastifyRequest) => ({
    path: DESK_COOKIE_PATH,
    httpOnly: true,
    secure: secure(request),
    sameSite: 'strict' as const,
  });
  const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(DESK_COOKIE, token, {
      ...cookieOptions(request),
      maxAge: SESSION_MAX_MS / 1000,
    });
  /** A sign-in's end: the cookie set, and the session a browser signing in again still sent ended. */
  const openSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
    sessionToken: string,
    staff: StaffActor,
  ) => {
    const previous = request.cookies[DESK_COOKIE];
    if (previous) await app.services.staff.endSessionOfToken(previous);
    setSessionCookie(request, reply, sessionToken);
    return { ...staff, permissions: [...permissionsOf(staff.roles)] };
  };
  const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply) =>
    reply.clearCookie(DESK_COOKIE, cookieOptions(request));

  const publicRoutes: FastifyPluginAsyncZod = async (open) => {
    open.addHook('onRequest', async (request) => refuseForeignOrigin(request, publicUrl));

    open.post(
      '/auth/enrolment/start',
      {
        config: { rateLimit: RATE_LIMITS.deskSignIn },
        schema: {
          tags: ['desk'],
          summary: 'Open an enrolment link: the account and a new TOTP key to save',
          body: enrolmentStartRequestSchema,
          response: { 200: enrolmentStartResponseSchema, ...errorResponses(400, 403, 410, 429) },
        },
      },
      (request) =>
        app.services.staff.startEnrolment(
          request.body.token,
          siteOf(deskOrigin(request, publicUrl)),
        ),
    );

    open.post(
      '/auth/enrolment/finish',
      {
        config: { rateLimit: RATE_LIMITS.deskSignIn },
        schema: {
          tags: ['desk'],
          summary: 'Set the password and prove the authenticator with its first code',
          body: enrolmentFinishRequestSchema,
          response: { 200: ok, ...errorResponses(400, 403, 410, 429) },
        },
      },
      async (request) => {
        await app.services.staff.finishEnrolment(
          request.body as Parameters<StaffService['finishEnrolment']>[0],
          siteOf(deskOrigin(request, publicUrl)),
        );
        return { ok: true as const };
      },
    );

    open.post(
      '/auth/sign-in',
      {
        config: { rateLimit: RATE_LIMITS.deskSignIn },
        schema: {
          tags: ['desk'],
          summary: 'Sign-in, first step: e-mail and password',
          body: signInRequestSchema,
          response: { 200: signInResponseSchema, ...errorResponses(400, 401, 403, 423, 429) },
        },
      },
      (request) =>
        app.services.staff.signInWithPassword(request.body, siteOf(deskOrigin(request, publicUrl))),
    );

    open.post(
      '/auth/sign-in/totp',
      {
        config: { rateLimit: RATE_LIMITS.deskSignIn },
        schema: {
          tags: ['desk'],
          summary: "Sign-in, second step: the authenticator's code; sets the session cookie",
          body: totpSignInRequestSchema,
          response: { 200: staffSelfSchema, ...errorResponses(400, 401, 403, 423, 429) },
        },
      },
      async (request, reply) => {
        const { sessionToken, staff } = await app.services.staff.signInWithTotp({
          challengeToken: request.body.challengeToken,
          code: request.body.code,
          userAgent: request.headers['user-agent'] ?? null,
        });
        return openSession(request, reply, sessionToken, staff);
      },
    );

    open.post(
      '/auth/sign-in/passkey',
      {
        config: { rateLimit: RATE_LIMITS.deskSignIn },
        schema: {
          tags: ['desk'],
          summary: "Sign-in, second step: the passkey's signature; sets the session cookie",
          body: passkeySignInRequestSchema,
          response: { 200: staffSelfSchema, ...errorResponses(400, 401, 403, 423, 429) },
        },
      },
      async (request, reply) => {
        const { sessionToken, staff } = await app.services.staff.signInWithPasskey(
          {
            challengeToken: request.body.challengeToken,
            response: request.body.response as unknown as AuthenticationResponseJSON,
            userAgent: request.headers['user-agent'] ?? null,
          },
          siteOf(deskOrigin(request, publicUrl)),
        );
        return openSession(request, reply, sessionToken, staff);
      },
    );
  };

  const signedInRoutes: FastifyPluginAsyncZod = async (desk) => {
    desk.addHook('onRequest', app.authenticateStaff);
    await desk.register(deskOrderRoutes, { now });
    await desk.register(deskTicketRoutes);
    await desk.register(deskCouponRoutes);
    await desk.register(deskAuditRoutes);
    await desk.register(deskJobRoutes);
    await desk.register(deskTodayRoutes);
    await desk.register(deskReviewRoutes);
    await desk.register(deskBorrowerRoutes);
    await desk.register(deskPayoutRoutes);
    await desk.register(deskRequestRoutes);
    await desk.register(deskCollectionRoutes);
    await desk.register(deskSettingsRoutes);
    if (config.sandboxEnabled) await desk.register(deskSandboxRoutes, { config });

    desk.get(
      '/me',
      {
        schema: {
          tags: ['desk'],
          summary: 'The signed-in staff member and what their roles allow',
          response: { 200: staffSelfSchema, ...errorResponses(401, 403) },
        },
      },
      (request) => {
        const staff = currentStaff(request);
        return { ...staff, permissions: [...permissionsOf(staff.roles)] };
      },
    );

    desk.post(
      '/me/passkeys/options',
      {
        onRequest: requireSession,
        schema: {
          tags: ['desk'],
          summary:
            "Options for a new passkey on one's own account (a signed-in session, not an API key)",
          response: { 200: passkeyOptionsResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => ({
        passkeyOptions: await app.services.ownPasskeys.options(
          currentStaff(request),
          siteOf(deskOrigin(request, publicUrl)),
        ),
      }),
    );

    desk.post(
      '/me/passkeys',
      {
        onRequest: requireSession,
        schema: {
          tags: ['desk'],
          summary:
            "A new passkey on one's own account, with the password typed again (in the audit trail)",
          description:
            'Refusals: VALIDATION_FAILED (field password: wrong, counted as a failed sign-in; ' +
            'field passkey: not verified), FORBIDDEN for an API key.',
          body: ownPasskeyRequestSchema,
          response: { 200: ok, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        await app.services.ownPasskeys.add(
          currentStaff(request),
          {
            password: request.body.password,
            passkey: request.body.passkey as unknown as RegistrationResponseJSON,
          },
          siteOf(deskOrigin(request, publicUrl)),
        );
        return { ok: true as const };
      },
    );

    desk.post(
      '/auth/sign-out',
      { schema: { tags: ['desk'], summary: 'End this session', response: { 200: ok } } },
      async (request, reply) => {
        await app.services.staff.signOut(currentStaff(request));
        clearSessionCookie(request, reply);
        return { ok: true as const };
      },
    );

    desk.post(
      '/auth/sign-out-everywhere',
      {
        schema: {
          tags: ['desk'],
          summary: "End every session of the signed-in person's account",
          response: { 200: ok },
        },
      },
      async (request, reply) => {
        await app.services.staff.signOutEverywhere(currentStaff(request));
        clearSessionCookie(request, reply);
        return { ok: true as const };
      },
    );

    desk.get(
      '/staff',
      {
        onRequest: requirePermission('staff.manage'),
        schema: {
          tags: ['desk'],
          summary: 'Every staff account',
          response: { 200: staffListSchema, ...errorResponses(401, 403) },
        },
      },
      async () =>
        (await app.services.staff.listStaff()).map((s) => ({
          staffId: s.id,
          email: s.email,
          displayName: s.displayName,
          roles: s.roles,
          status: s.status,
          createdAt: s.createdAt.toISOString(),
        })),
    );

    desk.post(
      '/staff',
      {
        onRequest: requirePermission('staff.manage'),
        schema: {
          tags: ['desk'],
          summary: 'Create an account; its one-time enrolment link is shown once',
          body: createStaffRequestSchema,
          response: { 200: createStaffResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const created = await app.services.staff.createStaff({
          ...request.body,
          by: currentStaff(request),
        });
        return { ...created, expiresAt: created.expiresAt.toISOString() };
      },
    );

    const staffParams = z.object({ staffId: text().regex(/^\d{1,18}$/) });

    desk.post(
      '/staff/:staffId/enrolment-link',
      {
        onRequest: requirePermission('staff.manage'),
        schema: {
          tags: ['desk'],
          summary: 'A new one-time link: the password and second factor reset, sessions end',
          params: staffParams,
          response: { 200: enrolmentLinkSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const link = await app.services.staff.newEnrolmentLink(
          currentStaff(request),
          request.params.staffId,
        );
        return { ...link, expiresAt: link.expiresAt.toISOString() };
      },
    );

    desk.post(
      '/staff/:staffId/disable',
      {
        onRequest: requirePermission('staff.manage'),
        schema: {
          tags: ['desk'],
          summary: 'Disable an account: its sessions end; never the last administrator',
          params: staffParams,
          response: { 200: ok, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        await app.services.staff.disableStaff(currentStaff(request), request.params.staffId);
        return { ok: true as const };
      },
    );

    desk.get(
      '/staff/:staffId/api-keys',
      {
        onRequest: requirePermission('staff.manage'),
        schema: {
          tags: ['desk'],
          summary: "An account's API keys (never the keys themselves)",
          params: staffParams,
          response: { 200: apiKeyListSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) =>
        (await app.services.staffApiKeys.list(request.params.staffId)).map((k) => ({
          keyId: k.id,
          label: k.label,
          createdAt: k.createdAt.toISOString(),
          lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
          revokedAt: k.revokedAt?.toISOString() ?? null,
        })),
    );

    desk.post(
      '/staff/:staffId/api-keys',
      {
        onRequest: requirePermission('staff.manage'),
        schema: {
          tags: ['desk'],
          summary: 'Issue an API key acting as this account; the key is shown once',
          params: staffParams,
          body: issueApiKeyRequestSchema,
          response: { 200: issuedApiKeySchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) =>
        app.services.staffApiKeys.issue(
          currentStaff(request),
          request.params.staffId,
          request.body.label,
        ),
    );

    desk.post(
      '/staff/:staffId/api-keys/:keyId/revoke',
      {
        onRequest: requirePermission('staff.manage'),
        schema: {
          tags: ['desk'],
          summary: 'Revoke an API key: it stops working at once',
          params: staffParams.extend({ keyId: text().regex(/^\d{1,18}$/) }),
          response: { 200: ok, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        await app.services.staffApiKeys.revoke(
          currentStaff(request),
          request.params.staffId,
          request.params.keyId,
        );
        return { ok: true as const };
      },
    );

    desk.put(
      '/staff/:staffId/roles',
      {
        onRequest: requirePermission('staff.manage'),
        schema: {
          tags: ['desk'],
          summary: "Set an account's roles; the last administrator keeps theirs",
          params: staffParams,
          body: staffRolesSchema,
          response: { 200: ok, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await app.services.staff.setRoles(
          currentStaff(request),
          request.params.staffId,
          request.body.roles,
        );
        return { ok: true as const };
      },
    );
  };

  // The command line's first administrator (docs/desk.md#first-administrator): no page, so no
  // Origin; the bootstrap secret from DATA_DIR instead, and only while no administrator exists.
  const bootstrapSecret = sha256(await writeBootstrapSecret(config));
  app.post(
    '/bootstrap/staff',
    {
      config: { rateLimit: RATE_LIMITS.deskSignIn },
      schema: {
        tags: ['desk'],
        summary: 'Create the first administrator (npm run desk -- add-staff)',
        body: createStaffRequestSchema,
        response: { 200: createStaffResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
      if (!match?.[1] || !sameDigest(sha256(match[1]), bootstrapSecret))
        throw new AppError('UNAUTHORIZED', 'Read the secret from DATA_DIR/desk-bootstrap.');
      const created = await app.services.staff.createStaff({ ...request.body, by: null });
      return { ...created, expiresAt: created.expiresAt.toISOString() };
    },
  );

  // Public: the sign-in's two steps and enrolment, from the desk's own pages only.
  await app.register(publicRoutes);
  await app.register(signedInRoutes);
};
