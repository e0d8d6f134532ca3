import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../../contract/common-schemas.ts';
import { failedJobListSchema, failedJobSchema } from '../../../contract/desk/jobs.ts';
import { currentStaff, requirePermission } from '../../plugins/desk-auth.ts';
import { errorResponses } from '../error-responses.ts';

const common = { tags: ['desk'], security: [{ bearerAuth: [] }] };
const jobParams = z.object({ jobId: text().regex(/^\d{1,18}$/) });
const view = (job: {
  id: string;
  kind: string;
  attempts: number;
  createdAt: Date;
  failedAt: Date;
  lastError: string | null;
}) => ({ ...job, createdAt: job.createdAt.toISOString(), failedAt: job.failedAt.toISOString() });

/** Failed background jobs for administrators (docs/desk.md#jobs). */
export const deskJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobsDesk } = app.services;

  app.get(
    '/jobs/failed',
    {
      onRequest: requirePermission('jobs.manage'),
      schema: {
        ...common,
        summary: 'Background jobs that gave up and nobody dismissed, newest failure first',
        response: { 200: failedJobListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const { jobs, more } = await jobsDesk.listFailed();
      return { jobs: jobs.map(view), more };
    },
  );

  app.post(
    '/jobs/:jobId/retry',
    {
      onRequest: requirePermission('jobs.manage'),
      schema: {
        ...common,
        summary: 'One more attempt of a failed job, now (in the audit trail)',
        description: 'Refusals: NOT_FOUND when it is not a failed, undismissed job.',
        params: jobParams,
        response: { 200: failedJobSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => view(await jobsDesk.retry(currentStaff(request), request.params.jobId)),
  );

  app.post(
    '/jobs/:jobId/dismiss',
    {
      onRequest: requirePermission('jobs.manage'),
      schema: {
        ...common,
        summary: 'Let a failed job go: kept with who and when, off the list (in the audit trail)',
        description: 'Refusals: NOT_FOUND when it is not a failed, undismissed job.',
        params: jobParams,
        response: { 200: failedJobSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => view(await jobsDesk.dismiss(currentStaff(request), request.params.jobId)),
  );
};
