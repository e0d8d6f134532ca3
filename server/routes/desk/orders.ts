import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../../contract/common-schemas.ts';
import { ORDER_STATUSES } from '../../../contract/loan/order-states.ts';
import { requirePermission } from '../../plugins/desk-auth.ts';
import { errorResponses } from '../error-responses.ts';
import { auditNote } from './audit-note.ts';

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

const orderParams = z.object({ orderNo: text().min(1).max(40) });
const common = { tags: ['desk'], security: [{ bearerAuth: [] }] };

/** What staff do to an order (docs/loans.md#cancellation), each in the audit trail. */
export const deskOrderRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  app.post(
    '/orders/:orderNo/cancel',
    {
      // Care takes the borrower's request; finance cancels from the payouts desk.
      onRequest: requirePermission('care.act', 'payouts.act'),
      schema: {
        ...common,
        summary:
          'Cancel an order: any time before the money is sent, or within CANCEL_WINDOW_HOURS ' +
          'of the payout (the borrower returns the principal through customer service; the ' +
          'order stays open until POST …/principal-returned)',
        params: orderParams,
        response: { 200: cancelledOrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      app.services.disbursement.cancelOrder(
        {
          orderNo: request.params.orderNo,
          at: now(),
          actor: 'operator',
          reason: 'customerRequest',
          audit: auditNote(request, 'order.cancel', { type: 'order', id: request.params.orderNo }),
        },
        request.log,
      ),
  );

  app.post(
    '/orders/:orderNo/principal-returned',
    {
      onRequest: requirePermission('payments.act'),
      schema: {
        ...common,
        summary:
          'Record that the borrower returned the principal of an order cancelled after its ' +
          'payout: the order stops counting as open and a new loan may be signed',
        description:
          'Idempotent: a second call answers the first record (alreadyRecorded true). Refusals: ' +
          'NOT_FOUND; VALIDATION_FAILED (field orderNo) when the order was not cancelled after ' +
          'its payout.',
        params: orderParams,
        response: { 200: principalReturnedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const recorded = await app.services.disbursement.recordPrincipalReturned({
        orderNo: request.params.orderNo,
        at: now(),
        audit: auditNote(request, 'order.principal_returned', {
          type: 'order',
          id: request.params.orderNo,
        }),
      });
      return { ...recorded, principalReturnedAt: recorded.principalReturnedAt.toISOString() };
    },
  );
};
