import type { FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  opsAnswerSchema,
  opsTicketListSchema,
  opsTicketQuerySchema,
  opsTicketResultSchema,
  ticketDetailSchema,
  ticketNoParamsSchema,
} from '../../contract/care/feedback-api.ts';
import { errorResponses } from './error-responses.ts';

const common = { tags: ['ops'], security: [{ bearerAuth: [] }] };

/** Customer service's side of the tickets (docs/care.md#tickets); ops.ts registers it. */
export const opsTicketRoutes: FastifyPluginAsyncZod<{
  operatorOnly: onRequestAsyncHookHandler;
}> = async (app, { operatorOnly }) => {
  const { feedback } = app.services.care;

  app.get(
    '/ops/tickets',
    {
      onRequest: operatorOnly,
      schema: {
        ...common,
        summary:
          'Tickets, oldest first: status=open (received or in progress, default) or all; with ' +
          'age in days, the target day and whether it is past (never the text)',
        querystring: opsTicketQuerySchema,
        response: { 200: opsTicketListSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => feedback.opsList(request.query.status),
  );

  app.get(
    '/ops/tickets/:ticketNo',
    {
      onRequest: operatorOnly,
      schema: {
        ...common,
        summary:
          'One ticket as customer service reads it: text, topic, status, answer, history, ' +
          'whether it has a screenshot, created and target days (never logged)',
        description: 'Refusals: NOT_FOUND.',
        params: ticketNoParamsSchema,
        response: { 200: ticketDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => feedback.opsGet(request.params.ticketNo),
  );

  app.get(
    '/ops/tickets/:ticketNo/screenshot',
    {
      onRequest: operatorOnly,
      schema: {
        ...common,
        summary: 'The screenshot of a ticket, as image/jpeg (no-store)',
        description: 'Refusals: NOT_FOUND (no such ticket, or it has no screenshot).',
        params: ticketNoParamsSchema,
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const bytes = await feedback.opsScreenshot(request.params.ticketNo);
      const raw: FastifyReply = reply;
      return raw
        .type('image/jpeg')
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline')
        .send(bytes);
    },
  );

  app.post(
    '/ops/tickets/:ticketNo/progress',
    {
      onRequest: operatorOnly,
      schema: {
        ...common,
        summary: 'Mark a ticket in progress',
        description: 'Refusals: NOT_FOUND; VALIDATION_FAILED (field ticketNo) for a closed one.',
        params: ticketNoParamsSchema,
        response: { 200: opsTicketResultSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => feedback.progress(request.params.ticketNo),
  );

  app.post(
    '/ops/tickets/:ticketNo/answer',
    {
      onRequest: operatorOnly,
      schema: {
        ...common,
        summary: 'Answer a ticket (close: also close it), with a ticketAnswered message',
        description: 'Refusals: NOT_FOUND; VALIDATION_FAILED (field ticketNo) for a closed one.',
        params: ticketNoParamsSchema,
        body: opsAnswerSchema,
        response: { 200: opsTicketResultSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) =>
      feedback.answer(request.params.ticketNo, request.body.text, request.body.close ?? false),
  );

  app.post(
    '/ops/tickets/:ticketNo/close',
    {
      onRequest: operatorOnly,
      schema: {
        ...common,
        summary: 'Close a ticket, with a ticketClosed message',
        description: 'Refusals: NOT_FOUND; VALIDATION_FAILED (field ticketNo) for a closed one.',
        params: ticketNoParamsSchema,
        response: { 200: opsTicketResultSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => feedback.close(request.params.ticketNo),
  );
};
