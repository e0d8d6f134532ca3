import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageSchema } from '../../contract/common-schemas.ts';
import {
  loanHomeViewSchema,
  orderListQuerySchema,
  orderListViewSchema,
  orderViewSchema,
  quoteDocumentsViewSchema,
  quoteRequestSchema,
  quoteViewSchema,
  signRequestSchema,
  signedRecordViewSchema,
} from '../../contract/loan/api.ts';
import { currentCustomer } from '../plugins/auth.ts';
import { RATE_LIMITS } from '../plugins/rate-limit.ts';
import type { LoanCaller } from '../services/orders/loan-service.ts';
import { errorResponses } from './error-responses.ts';

/** A signature PNG is at most 300 KB (400 KB as base64) plus a small JSON envelope. */
export const SIGN_BODY_LIMIT = 512 * 1024;

const caller = (request: FastifyRequest): LoanCaller => {
  const { customerId, phone } = currentCustomer(request);
  return { customerId, phone };
};

const idParams = z.object({ id: z.uuid() });
const common = { tags: ['loan'], security: [{ bearerAuth: [] }] };
const BLOCKED = 'NOT_APPROVED, ORDER_IN_PROGRESS, OUTSTANDING_REPAYMENT';

/** The borrower's loans: what they may borrow, quotes, signing, orders and the signed record. */
export const loanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/loan/home',
    {
      schema: {
        ...common,
        summary: 'Quota, products, withdrawal coupons, payout account and the open order',
        description: `blockedBy says why a withdrawal would be refused now (${BLOCKED}) or is null.`,
        response: { 200: loanHomeViewSchema, ...errorResponses(401) },
      },
    },
    (request) => app.services.loan.home(caller(request)),
  );

  app.post(
    '/loan/quotes',
    {
      config: { rateLimit: RATE_LIMITS.quote },
      schema: {
        ...common,
        summary:
          'Price a withdrawal (every figure from the pricing engine); kept QUOTE_TTL_MINUTES',
        description:
          `Refusals: ${BLOCKED}; NOT_FOUND (field productId); VALIDATION_FAILED (amountCentavos ` +
          'not a step: validation.loanAmount.step; termDays not offered: validation.loanTerm.unknown); ' +
          'OVER_QUOTA (amountCentavos above min(quota, product maximum) or below the minimum); ' +
          'COUPON_UNAVAILABLE (field couponId: not yours, not a withdrawal coupon, expired, ' +
          'reserved or used).',
        body: quoteRequestSchema,
        response: { 200: quoteViewSchema, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    (request) => app.services.loan.quote(caller(request), request.body),
  );

  app.get(
    '/loan/quotes/:id/documents',
    {
      schema: {
        ...common,
        summary: 'The key fact statement, loan agreement and sanction letter of a quote',
        description: 'Refusals: NOT_FOUND (not your quote), QUOTE_STALE (expired).',
        params: idParams,
        querystring: z.object({ language: languageSchema.default('en') }),
        response: { 200: quoteDocumentsViewSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) =>
      app.services.loan.documents(caller(request), request.params.id, request.query.language),
  );

  app.post(
    '/loan/orders',
    {
      bodyLimit: SIGN_BODY_LIMIT,
      config: { rateLimit: RATE_LIMITS.sign },
      schema: {
        ...common,
        summary: 'Sign the documents of a quote: the order is created (status requested)',
        description:
          'Refusals: NOT_FOUND (not your quote); QUOTE_STALE (expired, already signed, product ' +
          'or quota changed, coupon no longer available, documentHashes differ from the documents ' +
          'rendered now); AGREEMENT_REQUIRED (field agreed.agreement / agreed.sanctionLetter); ' +
          'VALIDATION_FAILED (field signaturePng: not a PNG, over 300 KB, a side under 100 px); ' +
          'OUTSTANDING_REPAYMENT, ORDER_IN_PROGRESS (an open order); PAYLOAD_TOO_LARGE; ' +
          'TOO_FREQUENT (more than 5 a minute).',
        body: signRequestSchema,
        response: { 201: orderViewSchema, ...errorResponses(400, 401, 404, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const order = await app.services.loan.sign(caller(request), request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return reply.code(201).send(order);
    },
  );

  app.get(
    '/loan/orders',
    {
      schema: {
        ...common,
        summary: 'The open order (tab current) or the settled and cancelled ones (tab history)',
        querystring: orderListQuerySchema,
        response: { 200: orderListViewSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => app.services.loan.listOrders(caller(request), request.query.tab),
  );

  app.get(
    '/loan/orders/:id',
    {
      schema: {
        ...common,
        summary: 'One order: every figure, the due state, the history and the key facts link',
        params: idParams,
        response: { 200: orderViewSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => app.services.loan.order(caller(request), request.params.id),
  );

  app.get(
    '/loan/orders/:id/signed',
    {
      schema: {
        ...common,
        summary: 'What was signed: the stored documents and the signature image',
        params: idParams,
        response: { 200: signedRecordViewSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => app.services.loan.signedRecord(caller(request), request.params.id),
  );

  app.get(
    '/loan/orders/:id/signed/download',
    {
      schema: {
        ...common,
        summary: 'The signed documents as one self-contained HTML file (attachment)',
        params: idParams,
        response: {
          200: z.string().describe('text/html: the documents, signature, time, hashes, versions'),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const { fileName, html } = await app.services.loan.signedDownload(
        caller(request),
        request.params.id,
      );
      // A string with a non-JSON type goes out as is: the serializer only handles JSON.
      const raw: FastifyReply = reply;
      return raw
        .type('text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(html);
    },
  );
};
