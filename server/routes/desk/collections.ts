import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collectionDetailSchema,
  collectionExportQuerySchema,
  collectionListQuerySchema,
  collectionListSchema,
  collectionParamsSchema,
  fullExportRequestSchema,
  recordContactSchema,
} from '../../../contract/desk/collections.ts';
import { requirePermission } from '../../plugins/desk-auth.ts';
import { errorResponses } from '../error-responses.ts';
import { auditNote } from './audit-note.ts';

const common = { tags: ['desk'], security: [{ bearerAuth: [] }] };
const order = (orderNo: string) => ({ type: 'order', id: orderNo });
const bucketRecord = (bucket: string) => ({ type: 'collections', id: bucket });

/**
 * The collections desk (docs/desk.md#collections): overdue loans by bucket, one loan, a contact
 * noted (with a promise to pay), the list as CSV. Every look, contact and export is in the audit
 * trail.
 */
export const deskCollectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { collectionsDesk } = app.services;

  app.get(
    '/collections',
    {
      onRequest: requirePermission('collections.read'),
      schema: {
        ...common,
        summary:
          'Overdue loans in a bucket of days overdue (1-7, 8-30, 31-60, 61+), most overdue ' +
          'first: what each owes today, reminders sent, the last contact and promise; masked',
        querystring: collectionListQuerySchema,
        response: { 200: collectionListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => collectionsDesk.list(request.query.bucket, request.query.page),
  );

  app.get(
    '/collections/export',
    {
      onRequest: requirePermission('collections.read'),
      schema: {
        ...common,
        summary:
          'A bucket as CSV (text/csv), names as initials and mobiles masked, every cell safe ' +
          'from spreadsheet formulas (logged)',
        querystring: collectionExportQuerySchema,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const { bucket } = request.query;
      const csv = await collectionsDesk.exportCsv(
        bucket,
        false,
        auditNote(request, 'collections.export', bucketRecord(bucket)),
      );
      return sendCsv(reply, csv, `overdue-${bucket}.csv`);
    },
  );

  app.post(
    '/collections/export/full',
    {
      onRequest: requirePermission('collections.read'),
      schema: {
        ...common,
        summary:
          'A bucket as CSV with full names and mobiles: a reveal, asked with a reason and ' +
          'logged with it (collections.export_full)',
        body: fullExportRequestSchema,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const { bucket, reason } = request.body;
      const csv = await collectionsDesk.exportCsv(bucket, true, {
        ...auditNote(request, 'collections.export_full', bucketRecord(bucket)),
        reason,
      });
      return sendCsv(reply, csv, `overdue-${bucket}-full.csv`);
    },
  );

  app.get(
    '/collections/:orderNo',
    {
      onRequest: requirePermission('collections.read'),
      schema: {
        ...common,
        summary:
          'One overdue loan: what it owes today by part, reminders sent, contacts noted, the ' +
          'promise and the contact hours (logged as a look)',
        description:
          'Refusals: NOT_FOUND (no loan being repaid past its due date with that number).',
        params: collectionParamsSchema,
        response: { 200: collectionDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      collectionsDesk.detail(
        request.params.orderNo,
        auditNote(request, 'collections.view', order(request.params.orderNo)),
      ),
  );

  app.post(
    '/collections/:orderNo/contacts',
    {
      onRequest: requirePermission('collections.contact'),
      schema: {
        ...common,
        summary:
          'Note a contact with the borrower (never an emergency contact), in contact hours ' +
          'only; outcome "promised" with promisedOn holds the reminders up to that day',
        description:
          'Refusals: NOT_FOUND; VALIDATION_FAILED (field channel) outside contact hours, ' +
          '(field promisedOn) for a day before today or past 30 days, or a day without a ' +
          'promise.',
        params: collectionParamsSchema,
        body: recordContactSchema,
        response: {
          200: z.object({ orderNo: z.string(), promisedOn: z.string().nullable() }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    (request) =>
      collectionsDesk.recordContact(
        request.params.orderNo,
        request.body,
        auditNote(request, 'collections.contact', order(request.params.orderNo)),
      ),
  );
};

/** A CSV download, never stored by a browser or a proxy (it names borrowers). */
function sendCsv(reply: FastifyReply, csv: string, name: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
