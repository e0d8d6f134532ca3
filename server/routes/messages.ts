import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageIdParamsSchema,
  messageItemSchema,
  messageQuerySchema,
  messageListQuerySchema,
  messagePageSchema,
  readAllRequestSchema,
  unreadCountsSchema,
} from '../../contract/messages/api.ts';
import { currentCustomer } from '../plugins/auth.ts';
import { RATE_LIMITS } from '../plugins/rate-limit.ts';
import { errorResponses } from './error-responses.ts';

const common = { tags: ['messages'], security: [{ bearerAuth: [] }] };

/** The message centre (docs/messages.md): the borrower's messages, announcements, read marks. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messages',
    {
      schema: {
        ...common,
        summary: 'One page of a tab of the message centre, newest first',
        description:
          "tab notify: the borrower's own messages (texts by titleKey/bodyKey and params); tab " +
          'activity: the announcements valid now, in `language` (else English). Pass nextCursor ' +
          'as cursor for the next page. Refusals: VALIDATION_FAILED (field cursor, limit, tab).',
        querystring: messageListQuerySchema,
        response: { 200: messagePageSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => app.services.messages.list(currentCustomer(request).customerId, request.query),
  );

  app.get(
    '/messages/:id',
    {
      schema: {
        ...common,
        summary: 'One message (uuid) or announcement (a-…), as the list gives it',
        description: 'Refusals: NOT_FOUND (not your message, or an announcement not shown now).',
        params: messageIdParamsSchema,
        querystring: messageQuerySchema,
        response: { 200: messageItemSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) =>
      app.services.messages.get(
        currentCustomer(request).customerId,
        request.params.id,
        request.query.language,
      ),
  );

  app.get(
    '/messages/unread',
    {
      schema: {
        ...common,
        summary: 'Unread messages (notify) and unread announcements valid now (activity)',
        response: { 200: unreadCountsSchema, ...errorResponses(401) },
      },
    },
    (request) => app.services.messages.unread(currentCustomer(request).customerId),
  );

  // A static segment: find-my-way matches it before /messages/:id/read's parameter.
  app.put(
    '/messages/read-all',
    {
      config: { rateLimit: RATE_LIMITS.messageRead },
      schema: {
        ...common,
        summary: 'Marks a tab read up to `before` (what the borrower has seen)',
        body: readAllRequestSchema,
        response: { 204: z.undefined(), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await app.services.messages.markAllRead(
        currentCustomer(request).customerId,
        request.body.tab,
        new Date(request.body.before),
      );
      return reply.code(204).send();
    },
  );

  app.put(
    '/messages/:id/read',
    {
      config: { rateLimit: RATE_LIMITS.messageRead },
      schema: {
        ...common,
        summary: 'Marks a message (uuid) or an announcement (a-…) read; idempotent',
        description:
          'A message read before keeps its first read time. Refusals: NOT_FOUND (not your ' +
          'message, or an announcement not shown now).',
        params: messageIdParamsSchema,
        response: { 204: z.undefined(), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      await app.services.messages.markRead(currentCustomer(request).customerId, request.params.id);
      return reply.code(204).send();
    },
  );
};
