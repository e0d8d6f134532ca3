import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  payoutDetailSchema,
  payoutListQuerySchema,
  payoutListSchema,
  payoutOrderParamsSchema,
} from '../../../contract/desk/payouts.ts';
import { deskRequestSchema, makeRequestSchema } from '../../../contract/desk/requests.ts';
import { currentStaff, requirePermission } from '../../plugins/desk-auth.ts';
import { errorResponses } from '../error-responses.ts';
import { auditNote } from './audit-note.ts';

const common = { tags: ['desk'], security: [{ bearerAuth: [] }] };
const order = (orderNo: string) => ({ type: 'order', id: orderNo });
const orderNoSchema = z.object({ orderNo: z.string() });

/**
 * The payouts desk (docs/desk.md#payouts): orders before their money is sent, with the provider,
 * failed or stuck; one order; release and retry asked under four eyes, the account marked invalid,
 * the provider asked again. Every look and step is in the audit trail.
 */
export const deskPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payoutDesk } = app.services;

  app.get(
    '/payouts',
    {
      onRequest: requirePermission('payouts.read'),
      schema: {
        ...common,
        summary:
          'Orders by where their payout stands: toCheck (signed, not paid out; held ones wait ' +
          'for a person), inFlight, failed (the borrower re-enters the account), stuck (with ' +
          'the provider past stuckAfterHours); oldest first, masked',
        querystring: payoutListQuerySchema,
        response: { 200: payoutListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => payoutDesk.list(request.query.view),
  );

  app.get(
    '/payouts/:orderNo',
    {
      onRequest: requirePermission('payouts.read'),
      schema: {
        ...common,
        summary:
          "One order's payout: the account masked, other borrowers using it, every attempt, " +
          'the history, the requests about it and what the caller may do (logged as a look)',
        description: 'Refusals: NOT_FOUND.',
        params: payoutOrderParamsSchema,
        response: { 200: payoutDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      payoutDesk.detail(
        request.params.orderNo,
        currentStaff(request),
        auditNote(request, 'payout.view', order(request.params.orderNo)),
      ),
  );

  // Asked here, done when a second finance member approves (POST /requests/{requestId}/approve).
  const asks = {
    release: {
      summary: 'Ask to release a held payout: a second finance member approves it, which starts it',
      refusal: 'when the order is not held',
      ask: payoutDesk.requestRelease,
    },
    retry: {
      summary:
        'Ask to pay a failed order again to the same account (the borrower confirmed it): a ' +
        'second finance member approves it',
      refusal: 'when the payout has not failed',
      ask: payoutDesk.requestRetry,
    },
  } as const;
  for (const [what, a] of Object.entries(asks)) {
    app.post(
      `/payouts/:orderNo/${what}`,
      {
        onRequest: requirePermission('payouts.act'),
        schema: {
          ...common,
          summary: a.summary,
          description:
            `Refusals: NOT_FOUND; VALIDATION_FAILED (field orderNo) ${a.refusal}, ` +
            '(field note) when the same request already waits.',
          params: payoutOrderParamsSchema,
          body: makeRequestSchema,
          response: { 200: deskRequestSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => a.ask(request.params.orderNo, request.body.note, currentStaff(request)),
    );
  }

  app.post(
    '/payouts/:orderNo/invalid-account',
    {
      onRequest: requirePermission('payouts.act'),
      schema: {
        ...common,
        summary:
          'Mark the account of a held payout invalid: the borrower is told "wallet or bank ' +
          'info invalid" and re-enters it',
        description: 'Refusals: NOT_FOUND; VALIDATION_FAILED (field orderNo) when not held.',
        params: payoutOrderParamsSchema,
        body: makeRequestSchema,
        response: { 200: orderNoSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      payoutDesk.markAccountInvalid(request.params.orderNo, {
        ...auditNote(request, 'payout.mark_invalid', order(request.params.orderNo)),
        reason: request.body.note,
      }),
  );

  app.post(
    '/payouts/:orderNo/check-again',
    {
      onRequest: requirePermission('payouts.act'),
      schema: {
        ...common,
        summary:
          'Ask the provider now about the payout it has (the same attempt and key: it cannot ' +
          'pay twice); a job that gave up is tried once more',
        description:
          'Refusals: NOT_FOUND; VALIDATION_FAILED (field orderNo) when nothing is with the ' +
          'provider or it is being asked right now.',
        params: payoutOrderParamsSchema,
        response: { 200: orderNoSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      payoutDesk.checkAgain(
        request.params.orderNo,
        auditNote(request, 'payout.check_again', order(request.params.orderNo)),
      ),
  );
};
