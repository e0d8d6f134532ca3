import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  opsAnswerSchema,
  opsTicketListSchema,
  opsTicketQuerySchema,
  opsTicketResultSchema,
  ticketDetailSchema,
  ticketNoParamsSchema,
} from '../../../contract/care/feedback-api.ts';
import { requirePermission } from '../../plugins/desk-auth.ts';
import { errorResponses } from '../error-responses.ts';
import { auditNote } from './audit-note.ts';
import { sendPrivateJpeg } from '../private-jpeg.ts';

const common = { tags: ['desk'], security: [{ bearerAuth: [] }] };
const ticket = (ticketNo: string) => ({ type: 'ticket', id: ticketNo });

/**
 * Care's side of the tickets (docs/care.md#tickets): every read of a ticket's text or screenshot
 * and every move is in the audit trail.
 */
export const deskTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { feedback } = app.services.care;

  app.get(
    '/tickets',
    {
      onRequest: requirePermission('care.read'),
      schema: {
        ...common,
        summary:
          'Tickets, oldest first: status=open (received or in progress, default) or all; with ' +
          'age in days, the target day and whether it is past (never the text)',
        querystring: opsTicketQuerySchema,
        response: { 200: opsTicketListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => feedback.opsList(request.query.status),
  );

  app.get(
    '/tickets/:ticketNo',
    {
      onRequest: requirePermission('care.read'),
      schema: {
        ...common,
        summary:
          'One ticket as customer service reads it: text, topic, status, answer, history, ' +
          'whether it has a screenshot, created and target days (never logged)',
        description: 'Refusals: NOT_FOUND.',
        params: ticketNoParamsSchema,
        response: { 200: ticketDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      feedback.opsGet(
        request.params.ticketNo,
        auditNote(request, 'ticket.view', ticket(request.params.ticketNo)),
      ),
  );

  app.get(
    '/tickets/:ticketNo/screenshot',
    {
      onRequest: requirePermission('care.read'),
      schema: {
        ...common,
        summary: 'The screenshot of a ticket, as image/jpeg (no-store)',
        description: 'Refusals: NOT_FOUND (no such ticket, or it has no screenshot).',
        params: ticketNoParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const bytes = await feedback.opsScreenshot(
        request.params.ticketNo,
        auditNote(request, 'ticket.screenshot_view', ticket(request.params.ticketNo)),
      );
      return sendPrivateJpeg(reply, bytes);
    },
  );

  app.post(
    '/tickets/:ticketNo/progress',
    {
      onRequest: requirePermission('care.act'),
      schema: {
        ...common,
        summary: 'Mark a ticket in progress',
        description: 'Refusals: NOT_FOUND; VALIDATION_FAILED (field ticketNo) for a closed one.',
        params: ticketNoParamsSchema,
        response: { 200: opsTicketResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      feedback.progress(
        request.params.ticketNo,
        auditNote(request, 'ticket.progress', ticket(request.params.ticketNo)),
      ),
  );

  app.post(
    '/tickets/:ticketNo/answer',
    {
      onRequest: requirePermission('care.act'),
      schema: {
        ...common,
        summary: 'Answer a ticket (close: also close it), with a ticketAnswered message',
        description: 'Refusals: NOT_FOUND; VALIDATION_FAILED (field ticketNo) for a closed one.',
        params: ticketNoParamsSchema,
        body: opsAnswerSchema,
        response: { 200: opsTicketResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      feedback.answer(
        request.params.ticketNo,
        request.body.text,
        request.body.close ?? false,
        auditNote(request, 'ticket.answer', ticket(request.params.ticketNo)),
      ),
  );

  app.post(
    '/tickets/:ticketNo/close',
    {
      onRequest: requirePermission('care.act'),
      schema: {
        ...common,
        summary: 'Close a ticket, with a ticketClosed message',
        description: 'Refusals: NOT_FOUND; VALIDATION_FAILED (field ticketNo) for a closed one.',
        params: ticketNoParamsSchema,
        response: { 200: opsTicketResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      feedback.close(
        request.params.ticketNo,
        auditNote(request, 'ticket.close', ticket(request.params.ticketNo)),
      ),
  );
};
