import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../contract/common-schemas.ts';
import { ORDER_STATUSES } from '../../contract/loan/order-states.ts';
import type { AppConfig } from '../config.ts';
import { AppError } from '../errors.ts';
import { resolveOpsToken } from '../services/ops-token.ts';
import { errorResponses } from './error-responses.ts';
import { opsCouponRoutes } from './ops-coupons.ts';
import { opsTicketRoutes } from './ops-tickets.ts';

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

export const cancelledOrderSchema = z.object({
  orderNo: z.string(),
  status: z.literal('cancelled'),
  previousStatus: z.enum(ORDER_STATUSES),
  moneySent: z.boolean(),
  coupon: z.enum(['available', 'invalid']).nullable(),
});

export const principalReturnedSchema = z.object({
  orderNo: z.string(),
  principalReturnedAt: z.string(),
  alreadyRecorded: z.boolean(),
});

export const agedLoanSchema = z.object({
  orderNo: z.string(),
  days: z.number().int(),
  withdrawalDate: z.string(),
  dueDate: z.string(),
  overdueDays: z.number().int(),
  lateChargesPosted: z.number().int(),
  lateChargeCentavos: z.number().int(),
  owedCentavos: z.number().int(),
});

export const paidReferenceSchema = z.object({
  reference: z.string(),
  checkoutId: z.string(),
  intentId: z.string(),
  amountCentavos: z.number().int(),
  paidAt: z.string(),
  paymentRef: z.string(),
});

/**
 * Customer service's commands (`npm run ops`), behind the operator token, never a borrower's
 * session.
 */
export const opsRoutes: FastifyPluginAsyncZod<{ config: AppConfig; now: () => Date }> = async (
  app,
  { config, now },
) => {
  // Hashes have equal length, so the comparison takes the same time whatever was sent.
  const expected = sha256(await resolveOpsToken(config));
  const operatorOnly = async (request: FastifyRequest) => {
    const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !timingSafeEqual(sha256(match[1]), expected)) {
      throw new AppError('UNAUTHORIZED', 'Operator token required');
    }
  };
  await app.register(opsCouponRoutes, { operatorOnly });
  await app.register(opsTicketRoutes, { operatorOnly });

  app.post(
    '/ops/orders/:orderNo/cancel',
    {
      onRequest: operatorOnly,
      schema: {
        tags: ['ops'],
        summary:
          'Cancel an order: any time before the money is sent, or within CANCEL_WINDOW_HOURS ' +
          'of the payout (the borrower returns the principal through customer service; the ' +
          'order stays open until POST …/principal-returned)',
        security: [{ bearerAuth: [] }],
        params: z.object({ orderNo: text().min(1).max(40) }),
        response: { 200: cancelledOrderSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) =>
      app.services.disbursement.cancelOrder(
        {
          orderNo: request.params.orderNo,
          at: now(),
          actor: 'operator',
          reason: 'customerRequest',
        },
        request.log,
      ),
  );

  app.post(
    '/ops/orders/:orderNo/principal-returned',
    {
      onRequest: operatorOnly,
      schema: {
        tags: ['ops'],
        summary:
          'Record that the borrower returned the principal of an order cancelled after its ' +
          'payout: the order stops counting as open and a new loan may be signed',
        description:
          'Idempotent: a second call answers the first record (alreadyRecorded true). Refusals: ' +
          'NOT_FOUND; VALIDATION_FAILED (field orderNo) when the order was not cancelled after ' +
          'its payout.',
        security: [{ bearerAuth: [] }],
        params: z.object({ orderNo: text().min(1).max(40) }),
        response: { 200: principalReturnedSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const recorded = await app.services.disbursement.recordPrincipalReturned({
        orderNo: request.params.orderNo,
        at: now(),
      });
      return { ...recorded, principalReturnedAt: recorded.principalReturnedAt.toISOString() };
    },
  );

  app.post(
    '/ops/orders/:orderNo/age',
    {
      onRequest: operatorOnly,
      schema: {
        tags: ['ops'],
        summary:
          "Sandbox only: move a repaying loan's dates back by `days` (docs/loans.md, " +
          '"Sandbox loan clock"), then post its late charges through today',
        description:
          'Rewrites dates, never amounts. Refusals: FORBIDDEN without SANDBOX_ENABLED; ' +
          'NOT_FOUND; LOAN_SETTLED; LOAN_CANCELLED; ORDER_IN_PROGRESS before the payout; ' +
          'PAYMENT_IN_PROGRESS while a payment intent is live; VALIDATION_FAILED (field days).',
        security: [{ bearerAuth: [] }],
        params: z.object({ orderNo: text().min(1).max(40) }),
        body: z.object({ days: z.number().int() }),
        response: { 200: agedLoanSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      app.services.loanDays.ageLoan({ orderNo: request.params.orderNo, days: request.body.days }),
  );

  if (config.collections.provider === 'sandbox') {
    app.post(
      '/ops/sandbox/references/:reference/pay',
      {
        onRequest: operatorOnly,
        schema: {
          tags: ['ops'],
          summary:
            'Sandbox: a store takes the cash for an over-the-counter reference; the sandbox ' +
            'sends its paid webhook as the provider would',
          description:
            'Refusals: NOT_FOUND (unknown reference); LINK_EXPIRED 410 (past its expiry); ' +
            'VALIDATION_FAILED (field reference) when it was already paid or has failed.',
          security: [{ bearerAuth: [] }],
          params: z.object({ reference: text().min(1).max(40) }),
          response: { 200: paidReferenceSchema, ...errorResponses(400, 401, 404, 410) },
        },
      },
      async (request) => {
        const paid = await app.services.sandboxCheckout.payReference(request.params.reference);
        return { ...paid, paidAt: paid.paidAt.toISOString() };
      },
    );
  }
};
