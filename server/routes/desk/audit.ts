import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '../../../contract/desk/audit.ts';
import { currentStaff, requirePermission } from '../../plugins/desk-auth.ts';
import { errorResponses } from '../error-responses.ts';

/** The audit trail's search, for administrators (docs/desk.md#audit-trail). */
export const deskAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      onRequest: requirePermission('audit.read'),
      schema: {
        tags: ['desk'],
        security: [{ bearerAuth: [] }],
        summary:
          'Search the audit trail, newest first: by staff member, action, record, paged by ' +
          '`before`; the search is recorded too',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => app.services.auditTrail.search(currentStaff(request), request.query),
  );
};
