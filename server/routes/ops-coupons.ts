import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../contract/common-schemas.ts';
import { COUPON_APPLIES_TO, COUPON_TYPES, couponListItemSchema } from '../../contract/loan/api.ts';
import { errorResponses } from './error-responses.ts';

export const opsCouponGrantSchema = z
  .object({
    /** The public id the borrower sees on /my (c_…). */
    customerId: text().min(1).max(40),
    type: z.enum(COUPON_TYPES),
    appliesTo: z.enum(COUPON_APPLIES_TO).optional(),
    deductionCentavos: z.number().int().min(1).max(100_000_00),
    validDays: z.number().int().min(1).max(365),
    minCentavos: z.number().int().min(1).max(100_000_00).optional(),
    /** Why (no personal data). */
    note: text().max(200).optional(),
    expired: z.boolean().optional(),
  })
  .strict();

export const opsGrantedCouponSchema = z.object({
  customerId: z.string(),
  coupon: couponListItemSchema,
});

/** Customer service grants a coupon (docs/coupons.md#operator-grants); ops.ts registers it. */
export const opsCouponRoutes: FastifyPluginAsyncZod<{
  operatorOnly: onRequestAsyncHookHandler;
}> = async (app, { operatorOnly }) => {
  app.post(
    '/ops/coupons',
    {
      onRequest: operatorOnly,
      schema: {
        tags: ['ops'],
        summary:
          "Grant a coupon to a borrower (by the public id on the borrower's account page), " +
          'with its couponGranted message',
        description:
          'appliesTo only for a platform coupon (withdrawal or payInFull; the other types have ' +
          'their own place). Refusals: NOT_FOUND (field customerId) for an unknown or deleted ' +
          'account; VALIDATION_FAILED; FORBIDDEN for expired (a coupon already past its ' +
          'validity, for testers) without SANDBOX_ENABLED.',
        security: [{ bearerAuth: [] }],
        body: opsCouponGrantSchema,
        response: { 200: opsGrantedCouponSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => app.services.coupons.grant(request.body),
  );
};
