import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createIntentSchema,
  intentViewSchema,
  repaymentRecordSchema,
  repaymentViewSchema,
} from '../../contract/loan/repayment.ts';
import { AppError } from '../errors.ts';
import { currentCustomer } from '../plugins/auth.ts';
import type { RepaymentCaller } from '../services/repayment/repayment-service.ts';
import { errorResponses } from './error-responses.ts';

const caller = (request: FastifyRequest): RepaymentCaller => ({
  customerId: currentCustomer(request).customerId,
});

const idParams = z.object({ id: z.uuid() });
const common = { tags: ['repayment'], security: [{ bearerAuth: [] }] };
const NOT_PAYABLE =
  'NOT_FOUND (not your loan), LOAN_SETTLED, LOAN_CANCELLED, ORDER_IN_PROGRESS (not paid out yet)';

/**
 * The borrower's repayment (docs/loans.md#ways-to-pay, #payment-intents): the view of what is owed
 * today, payment intents and their checkout, and the record. Registered in the authenticated
 * borrower scope.
 */
export const repaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const repayment = app.services.repayment;

  app.get(
    '/loan/orders/:id/repayment',
    {
      schema: {
        ...common,
        summary: 'What paying in full, extending or part paying costs today, from the ledger',
        description: `Refusals: ${NOT_PAYABLE}.`,
        params: idParams,
        response: { 200: repaymentViewSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) => repayment.view(caller(request), request.params.id),
  );

  app.post(
    '/loan/orders/:id/repayment/intents',
    {
      schema: {
        ...common,
        summary: 'Start a payment: the intent with its amount fixed today, and its checkout',
        description:
          `201 for a new intent; 200 with the same intent for a repeated idempotencyKey. ` +
          `Refusals: ${NOT_PAYABLE}; PAYMENT_IN_PROGRESS (a live intent on the loan); ` +
          'COUPON_FULL_REPAYMENT_ONLY (field couponId: coupon with extension or part); ' +
          'COUPON_UNAVAILABLE (field couponId: not yours, not usable, or lowers nothing today); ' +
          'AMOUNT_OUT_OF_RANGE (field amountCentavos: part payment below min(₱100, balance) or ' +
          'above the balance); QUOTE_STALE (field amountCentavos: pay in full or extension not ' +
          "today's amount); EXTENSION_NOT_AVAILABLE; AGREEMENT_REQUIRED (field " +
          'agreedToDisclosure); VALIDATION_FAILED (field channel: not offered by the provider; ' +
          'field idempotencyKey: the key of an earlier request for another loan, kind, amount, ' +
          'channel or coupon). A retry while the checkout is still being made answers the ' +
          'intent pending without a checkoutUrl (poll it). ' +
          'A checkout the provider could not create answers NETWORK_ABNORMAL (503): that ' +
          'intent ended failed (kept in the record, its coupon free again); try again with a ' +
          'new key.',
        params: idParams,
        body: createIntentSchema,
        response: {
          200: intentViewSchema,
          201: intentViewSchema,
          ...errorResponses(400, 401, 404, 409, 422, 503),
        },
      },
    },
    async (request, reply) => {
      const { intent, created, providerError, checkoutFailed } = await repayment.createIntent(
        caller(request),
        request.params.id,
        request.body,
      );
      if (providerError)
        request.log.error({ err: providerError, intentId: intent.id }, 'checkout failed');
      // The app shows its network message and tries again (docs/loans.md#payment-intents).
      if (checkoutFailed) {
        throw new AppError('NETWORK_ABNORMAL', 'The payment page could not be opened');
      }
      return reply.code(created ? 201 : 200).send(intent);
    },
  );

  app.get(
    '/loan/repayment/intents/:id',
    {
      schema: {
        ...common,
        summary: 'One payment: in progress, success (with its receipt) or failure (with why)',
        description: 'Refusals: NOT_FOUND (not your payment).',
        params: idParams,
        response: { 200: intentViewSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => repayment.intent(caller(request), request.params.id),
  );

  app.post(
    '/loan/repayment/intents/:id/cancel',
    {
      schema: {
        ...common,
        summary:
          'Give up a payment in progress; a payment that arrived meanwhile is posted instead',
        description: 'Refusals: NOT_FOUND (not your payment). An ended payment is answered as is.',
        params: idParams,
        response: { 200: intentViewSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => repayment.cancelIntent(caller(request), request.params.id),
  );

  app.get(
    '/loan/repayments',
    {
      schema: {
        ...common,
        summary: 'The repayment record: payments of the last 3 months, newest first',
        description: "orderId narrows it to one loan (another borrower's loan lists nothing).",
        querystring: z.object({ orderId: z.uuid().optional() }),
        response: { 200: repaymentRecordSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => repayment.record(caller(request), request.query.orderId ?? null),
  );
};
