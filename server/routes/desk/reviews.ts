import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationParamsSchema,
  photoRevealParamsSchema,
  photoRevealRequestSchema,
  revealAnswerSchema,
  revealRequestSchema,
  reviewDecisionAnswerSchema,
  reviewDecisionSchema,
  reviewDetailSchema,
  reviewListSchema,
} from '../../../contract/desk/review.ts';
import { currentStaff, requirePermission } from '../../plugins/desk-auth.ts';
import { errorResponses } from '../error-responses.ts';
import { auditNote } from './audit-note.ts';
import { sendPrivateJpeg } from '../private-jpeg.ts';

const common = { tags: ['desk'], security: [{ bearerAuth: [] }] };
const application = (id: string) => ({ type: 'application', id });

/**
 * The review queue (docs/desk.md#review-queue): the list, an application masked, a full value or a
 * photo for a typed reason, and the decision. Every look and every decision is in the audit trail.
 */
export const deskReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviewDesk } = app.services;

  app.get(
    '/reviews',
    {
      onRequest: requirePermission('applications.read'),
      schema: {
        ...common,
        summary: 'Applications waiting for a person, oldest first (initials and masked phone)',
        response: { 200: reviewListSchema, ...errorResponses(401, 403) },
      },
    },
    () => reviewDesk.list(),
  );

  app.get(
    '/reviews/:applicationId',
    {
      onRequest: requirePermission('applications.read'),
      schema: {
        ...common,
        summary:
          'One application as a reviewer sees it: the profile with ID number, phones, account ' +
          'and e-mail masked, photos available, matches with other borrowers, the scorecard, ' +
          'what an approval may give (logged as a look)',
        description: 'Refusals: NOT_FOUND.',
        params: applicationParamsSchema,
        response: { 200: reviewDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      reviewDesk.detail(
        request.params.applicationId,
        auditNote(request, 'application.view', application(request.params.applicationId)),
      ),
  );

  app.post(
    '/reviews/:applicationId/reveal',
    {
      onRequest: requirePermission('applications.read'),
      schema: {
        ...common,
        summary: 'A full value (ID number, phone, account, e-mail, contacts) for a typed reason',
        description: 'Refusals: VALIDATION_FAILED (reason), NOT_FOUND.',
        params: applicationParamsSchema,
        body: revealRequestSchema,
        response: { 200: revealAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { field, reason } = request.body;
      const note = auditNote(
        request,
        'application.reveal',
        application(request.params.applicationId),
        {
          field,
        },
      );
      const value = await reviewDesk.reveal(request.params.applicationId, field, {
        ...note,
        reason,
      });
      void reply.header('cache-control', 'no-store');
      return { field, value };
    },
  );

  app.post(
    '/reviews/:applicationId/photos/:kind',
    {
      onRequest: requirePermission('applications.read'),
      schema: {
        ...common,
        summary: 'The ID or face photo for a typed reason, as image/jpeg (no-store)',
        description: 'Refusals: VALIDATION_FAILED (reason), NOT_FOUND.',
        params: photoRevealParamsSchema,
        body: photoRevealRequestSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { applicationId, kind } = request.params;
      const bytes = await reviewDesk.photo(applicationId, kind, {
        ...auditNote(request, 'application.photo_view', application(applicationId), { kind }),
        reason: request.body.reason,
      });
      return sendPrivateJpeg(reply, bytes);
    },
  );

  app.post(
    '/reviews/:applicationId/decision',
    {
      onRequest: requirePermission('applications.decide'),
      schema: {
        ...common,
        summary:
          'Approve with a quota within the score, refuse with a reason and the date to apply ' +
          'again, or ask for a correction; the borrower is told as for the scorecard',
        description:
          'Refusals: NOT_FOUND (not waiting for a person: decided meanwhile), ' +
          'VALIDATION_FAILED (quotaCentavos outside the bounds, decision after a knock-out, ' +
          'reapplyOn).',
        params: applicationParamsSchema,
        body: reviewDecisionSchema,
        response: { 200: reviewDecisionAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      reviewDesk.decide(
        currentStaff(request).staffId,
        request.params.applicationId,
        request.body,
        auditNote(request, 'application.decide', application(request.params.applicationId)),
      ),
  );
};
