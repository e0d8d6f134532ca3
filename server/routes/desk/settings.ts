import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationReviewSchema, deskSettingsSchema } from '../../../contract/desk/settings.ts';
import { currentStaff, requirePermission } from '../../plugins/desk-auth.ts';
import { errorResponses } from '../error-responses.ts';

const common = { tags: ['desk'], security: [{ bearerAuth: [] }] };

/** The desk's settings (docs/desk.md#settings), for administrators. */
export const deskSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settingsDesk } = app.services;

  app.get(
    '/settings',
    {
      onRequest: requirePermission('settings.manage'),
      schema: {
        ...common,
        summary: 'The settings and where each comes from (the environment or the desk)',
        response: { 200: deskSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    () => settingsDesk.read(),
  );

  app.put(
    '/settings/application-review',
    {
      onRequest: requirePermission('settings.manage'),
      schema: {
        ...common,
        summary:
          'Who decides applications from now on: auto, manual or risky with its margin (in the ' +
          'audit trail with the value before)',
        body: applicationReviewSchema,
        response: { 200: deskSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => settingsDesk.setApplicationReview(currentStaff(request), request.body),
  );
};
