import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  borrowerSearchQuerySchema,
  borrowerSearchSchema,
  customerParamsSchema,
  timelineSchema,
} from '../../../contract/desk/borrowers.ts';
import { currentStaff, requirePermission } from '../../plugins/desk-auth.ts';
import { errorResponses } from '../error-responses.ts';
import { auditNote } from './audit-note.ts';

const common = { tags: ['desk'], security: [{ bearerAuth: [] }] };

/** The borrower desk (docs/desk.md#borrowers): search and timeline, each look logged. */
export const deskBorrowerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { borrowerDesk } = app.services;

  app.get(
    '/borrowers',
    {
      onRequest: requirePermission('borrowers.read'),
      schema: {
        ...common,
        summary:
          'Borrowers by customer id, order number or mobile number (masked in the answer; the ' +
          'search is logged by kind, never the number typed)',
        description: 'Refusals: VALIDATION_FAILED (q).',
        querystring: borrowerSearchQuerySchema,
        response: { 200: borrowerSearchSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => {
      const staff = currentStaff(request);
      return borrowerDesk.search(request.query.q, {
        staffId: staff.staffId,
        action: 'borrower.search',
        detail: { via: staff.sessionId ? 'session' : 'apiKey' },
      });
    },
  );

  app.get(
    '/borrowers/:customerId',
    {
      onRequest: requirePermission('borrowers.read'),
      schema: {
        ...common,
        summary:
          "A borrower's timeline, newest first: applications and decisions, orders, payments, " +
          'messages and tickets (statuses and amounts, never what the borrower typed)',
        description: 'Refusals: NOT_FOUND.',
        params: customerParamsSchema,
        response: { 200: timelineSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      borrowerDesk.timeline(
        request.params.customerId,
        auditNote(request, 'borrower.view', { type: 'customer', id: request.params.customerId }),
      ),
  );
};
