import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedbackParamsSchema,
  feedbackRequestSchema,
  ticketDetailSchema,
  ticketListSchema,
  ticketNoParamsSchema,
  ticketViewSchema,
} from '../../contract/care/feedback-api.ts';
import { currentCustomer } from '../plugins/auth.ts';
import { RATE_LIMITS } from '../plugins/rate-limit.ts';
import { errorResponses } from './error-responses.ts';
import { sendPrivateJpeg } from './private-jpeg.ts';

const common = { tags: ['feedback'], security: [{ bearerAuth: [] }] };
/** A 400 KB screenshot in base64 plus the text and the JSON around them. */
const FEEDBACK_BODY_LIMIT = 600 * 1024;

/** Feedback and complaints (docs/care.md#feedback): tickets the borrower sends and follows. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/feedback/tickets/:clientKey',
    {
      config: { rateLimit: RATE_LIMITS.feedback },
      bodyLimit: FEEDBACK_BODY_LIMIT,
      schema: {
        ...common,
        summary: 'Send feedback: 201 with a new ticket, 200 with the same ticket for a replay',
        description:
          'clientKey is drawn once per draft by the app, so a send queued offline and replayed ' +
          'is one ticket. text: 10 to 2000 characters once trimmed. screenshot: optional JPEG ' +
          'data URL (≤ 400 KB), stored without its metadata. Refusals: VALIDATION_FAILED ' +
          '(field text, category, screenshot, or clientKey when the key was used for other ' +
          'feedback); PHOTO_PROBLEM (field screenshot); RATE_LIMITED (10 an hour).',
        params: feedbackParamsSchema,
        body: feedbackRequestSchema,
        response: {
          200: ticketViewSchema,
          201: ticketViewSchema,
          ...errorResponses(400, 401, 413, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { created, ticket } = await app.services.care.feedback.submit(
        currentCustomer(request).customerId,
        request.params.clientKey,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(ticket);
    },
  );

  app.get(
    '/feedback/tickets',
    {
      schema: {
        ...common,
        summary: "The caller's tickets, newest first, with status and answer",
        response: { 200: ticketListSchema, ...errorResponses(401) },
      },
    },
    (request) => app.services.care.feedback.list(currentCustomer(request).customerId),
  );

  app.get(
    '/feedback/tickets/:ticketNo',
    {
      schema: {
        ...common,
        summary: 'One of the caller’s tickets with its history',
        description: 'Refusals: NOT_FOUND (no such ticket of yours).',
        params: ticketNoParamsSchema,
        response: { 200: ticketDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) =>
      app.services.care.feedback.get(currentCustomer(request).customerId, request.params.ticketNo),
  );

  app.get(
    '/feedback/tickets/:ticketNo/screenshot',
    {
      schema: {
        ...common,
        summary: 'The screenshot of one of the caller’s tickets, as image/jpeg',
        description: 'Refusals: NOT_FOUND (not your ticket, or it has no screenshot).',
        params: ticketNoParamsSchema,
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const bytes = await app.services.care.feedback.screenshot(
        currentCustomer(request).customerId,
        request.params.ticketNo,
      );
      return sendPrivateJpeg(reply, bytes);
    },
  );
};
