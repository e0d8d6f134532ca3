import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../../contract/common-schemas.ts';
import type { AppConfig } from '../../config.ts';
import { requirePermission } from '../../plugins/desk-auth.ts';
import { errorResponses } from '../error-responses.ts';

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
const common = { tags: ['sandbox'], security: [{ bearerAuth: [] }] };

/**
 * The sandbox's tester tools (docs/loans.md#sandbox-loan-clock, docs/product.md#sandbox-adapters),
 * registered only with SANDBOX_ENABLED and taken by any signed-in staff member or API key: they
 * change loans and payments, so never without a person behind them. Not in the audit trail: they
 * stand for the outside world (the days passing, a store's cashier), not for a lender's action,
 * and exist only where nothing is real.
 */
export const deskSandboxRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  app.post(
    '/sandbox/orders/:orderNo/age',
    {
      onRequest: requirePermission('desk.self'),
      schema: {
        ...common,
        summary:
          "Move a repaying loan's dates back by `days` (docs/loans.md#sandbox-loan-clock), then " +
          'post its late charges through today',
        description:
          'Rewrites dates, never amounts. Refusals: NOT_FOUND; LOAN_SETTLED; LOAN_CANCELLED; ' +
          'ORDER_IN_PROGRESS before the payout; PAYMENT_IN_PROGRESS while a payment intent is ' +
          'live; VALIDATION_FAILED (field days).',
        params: z.object({ orderNo: text().min(1).max(40) }),
        body: z.object({ days: z.number().int() }),
        response: { 200: agedLoanSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      app.services.loanDays.ageLoan({ orderNo: request.params.orderNo, days: request.body.days }),
  );

  if (config.collections.provider !== 'sandbox') return;
  app.post(
    '/sandbox/references/:reference/pay',
    {
      onRequest: requirePermission('desk.self'),
      schema: {
        ...common,
        summary:
          'A store takes the cash for an over-the-counter reference; the sandbox sends its ' +
          'paid webhook as the provider would',
        description:
          'Refusals: NOT_FOUND (unknown reference); LINK_EXPIRED 410 (past its expiry); ' +
          'VALIDATION_FAILED (field reference) when it was already paid or has failed.',
        params: z.object({ reference: text().min(1).max(40) }),
        response: { 200: paidReferenceSchema, ...errorResponses(400, 401, 403, 404, 410) },
      },
    },
    async (request) => {
      const paid = await app.services.sandboxCheckout.payReference(request.params.reference);
      return { ...paid, paidAt: paid.paidAt.toISOString() };
    },
  );
};
