import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../../contract/common-schemas.ts';
import {
  COUPON_APPLIES_TO,
  COUPON_TYPES,
  couponListItemSchema,
} from '../../../contract/loan/api.ts';
import { requirePermission } from '../../plugins/desk-auth.ts';
import { errorResponses } from '../error-responses.ts';
import { auditNote } from './audit-note.ts';

export const couponGrantSchema = z
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

export const grantedCouponSchema = z.object({
  customerId: z.string(),
  coupon: couponListItemSchema,
});

/** Care grants a coupon (docs/coupons.md#operator-grants), in the audit trail. */
export const deskCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/coupons',
    {
      onRequest: requirePermission('care.act'),
      schema: {
        tags: ['desk'],
        security: [{ bearerAuth: [] }],
        summary:
          "Grant a coupon to a borrower (by the public id on the borrower's account page), " +
          'with its couponGranted message',
        description:
          'appliesTo only for a platform coupon (withdrawal or payInFull; the other types have ' +
          'their own place). Refusals: NOT_FOUND (field customerId) for an unknown or deleted ' +
          'account; VALIDATION_FAILED; FORBIDDEN for expired (a coupon already past its ' +
          'validity, for testers) without SANDBOX_ENABLED.',
        body: couponGrantSchema,
        response: { 200: grantedCouponSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      app.services.coupons.grant(
        request.body,
        auditNote(request, 'coupon.grant', { type: 'customer', id: request.body.customerId }),
      ),
  );
};
