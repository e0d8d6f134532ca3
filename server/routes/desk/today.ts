import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todaySchema } from '../../../contract/desk/today.ts';
import { currentStaff, requirePermission } from '../../plugins/desk-auth.ts';
import { errorResponses } from '../error-responses.ts';

/** The today page's figures: counts and sums, no borrower named (docs/desk.md#today). */
export const deskTodayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/today',
    {
      onRequest: requirePermission('desk.today'),
      schema: {
        tags: ['desk'],
        security: [{ bearerAuth: [] }],
        summary:
          "Today in Manila: applications waiting and the oldest's submission, money paid out and " +
          'collected, loans due today and overdue, tickets past their target',
        response: { 200: todaySchema, ...errorResponses(401, 403) },
      },
    },
    (request) => app.services.deskToday.read(currentStaff(request)),
  );
};
