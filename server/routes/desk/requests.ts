import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  decideRequestSchema,
  deskRequestSchema,
  requestListSchema,
  requestParamsSchema,
} from '../../../contract/desk/requests.ts';
import { currentStaff, requirePermission } from '../../plugins/desk-auth.ts';
import { errorResponses } from '../error-responses.ts';

const common = { tags: ['desk'], security: [{ bearerAuth: [] }] };

/**
 * Four eyes (docs/desk.md#four-eyes): what waits for a checker, approved, rejected or withdrawn.
 * Each kind of request needs its own permission, checked again by the service.
 */
export const deskRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { fourEyes } = app.services.payoutDesk;
  const anyMaker = requirePermission('payouts.act');

  app.get(
    '/requests',
    {
      onRequest: anyMaker,
      schema: {
        ...common,
        summary:
          "Requests waiting for a second person, oldest first: those the caller's roles may " +
          'approve, their own among them (mine true)',
        response: { 200: requestListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ requests: await fourEyes.pending(currentStaff(request)) }),
  );

  for (const step of ['approve', 'reject'] as const) {
    app.post(
      `/requests/:requestId/${step}`,
      {
        onRequest: anyMaker,
        schema: {
          ...common,
          summary:
            step === 'approve'
              ? 'Approve a request made by someone else: its action runs now (or the request ' +
                'lapses when its record has moved on)'
              : 'Refuse a request made by someone else',
          description:
            'Refusals: NOT_FOUND (no pending request with that id); FORBIDDEN for its maker ' +
            'or a role that may not do what it asks.',
          params: requestParamsSchema,
          body: decideRequestSchema,
          response: { 200: deskRequestSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) =>
        fourEyes[step](request.params.requestId, currentStaff(request), request.body.note ?? null),
    );
  }

  app.post(
    '/requests/:requestId/withdraw',
    {
      onRequest: anyMaker,
      schema: {
        ...common,
        summary: 'Withdraw a request one made, before anyone decides it',
        description: 'Refusals: NOT_FOUND; FORBIDDEN for anyone but its maker.',
        params: requestParamsSchema,
        response: { 200: deskRequestSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => fourEyes.withdraw(request.params.requestId, currentStaff(request)),
  );
};
