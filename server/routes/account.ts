import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  deletionRequestSchema,
  deletionStatusSchema,
  exportQuerySchema,
  languageRequestSchema,
  preferencesRequestSchema,
  settingsSchema,
} from '../../contract/account/api.ts';
import { currentCustomer } from '../plugins/auth.ts';
import { RATE_LIMITS } from '../plugins/rate-limit.ts';
import { errorResponses } from './error-responses.ts';

const common = { tags: ['account'], security: [{ bearerAuth: [] }] };

const BLOCKS =
  'OUTSTANDING_REPAYMENT (a loan owes money), ORDER_IN_PROGRESS (a loan not yet paid out), ' +
  'PAYMENT_IN_PROGRESS (a payment not yet ended), APPLICATION_UNDER_REVIEW (awaiting its decision)';

/** Settings, the data download and the account deletion (docs/account.md). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const customerId = (request: Parameters<typeof currentCustomer>[0]) =>
    currentCustomer(request).customerId;

  app.get(
    '/account/settings',
    {
      schema: {
        ...common,
        summary: "The caller's notification preferences and chosen language (null: inferred)",
        response: { 200: settingsSchema, ...errorResponses(401) },
      },
    },
    (request) => app.services.account.settings(customerId(request)),
  );

  app.put(
    '/account/preferences',
    {
      config: { rateLimit: RATE_LIMITS.preferences },
      schema: {
        ...common,
        summary: 'Switches promotions or the day-before reminder SMS on or off',
        description:
          'A preference left out keeps its value. Decision, order, payment, due-day and overdue ' +
          'notices cannot be switched off (docs/account.md#notification-preferences).',
        body: preferencesRequestSchema,
        response: { 200: settingsSchema, ...errorResponses(400, 401, 429) },
      },
    },
    (request) => app.services.account.savePreferences(customerId(request), request.body),
  );

  app.put(
    '/account/language',
    {
      config: { rateLimit: RATE_LIMITS.preferences },
      schema: {
        ...common,
        summary: 'The language the borrower chose: reminders and notices are sent in it',
        body: languageRequestSchema,
        response: { 204: z.undefined(), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await app.services.account.saveLanguage(customerId(request), request.body.language);
      return reply.code(204).send();
    },
  );

  app.get(
    '/account/deletion',
    {
      schema: {
        ...common,
        summary: 'Whether the account can be deleted now, and why not',
        description: `blockedBy: ${BLOCKS}; orderId names the loan it is about.`,
        response: { 200: deletionStatusSchema, ...errorResponses(401) },
      },
    },
    (request) => app.services.account.deletionStatus(customerId(request)),
  );

  app.post(
    '/account/deletion',
    {
      config: { rateLimit: RATE_LIMITS.accountDeletion },
      schema: {
        ...common,
        summary: 'Deletes the account: personal data erased, loan records kept detached',
        description:
          'Every session of the account ends, on every device. Refusals: AGREEMENT_REQUIRED ' +
          `(field understood, when not true); ${BLOCKS} (docs/account.md#account-deletion).`,
        body: deletionRequestSchema,
        response: { 204: z.undefined(), ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      await app.services.account.deleteAccount(customerId(request), request.body.understood);
      return reply.code(204).send();
    },
  );

  app.get(
    '/account/export',
    {
      config: { rateLimit: RATE_LIMITS.accountExport },
      schema: {
        ...common,
        summary: 'Everything held about the caller: JSON, or a readable HTML copy (attachment)',
        description:
          'language (en, ph, hi; default en): the readable copy is written in it, figures in ' +
          'pesos, rates as percentages, Manila dates and times. The JSON copy is the same in every language.',
        querystring: exportQuerySchema,
        response: {
          200: z.string().describe('application/json or text/html, by format'),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const { format, language } = request.query;
      const file = await app.services.account.exportData(customerId(request), format, language);
      // A string with a non-JSON type goes out as is: the serializer only handles JSON.
      const raw: FastifyReply = reply;
      return raw
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('content-security-policy', file.csp)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
