import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availableCouponsSchema,
  couponListQuerySchema,
  invalidCouponsSchema,
} from '../../contract/loan/api.ts';
import { currentCustomer } from '../plugins/auth.ts';
import { errorResponses } from './error-responses.ts';

/** The borrower's coupon lists (docs/coupons.md#lists). */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coupons',
    {
      schema: {
        tags: ['coupons'],
        security: [{ bearerAuth: [] }],
        summary:
          "The caller's coupons: list=available (usable and reserved, soonest expiry first) or " +
          'list=invalid (expired, released twice included, and used, newest first)',
        description:
          'Campaign coupons due to the caller (COUPON_CAMPAIGNS_JSON) are granted first, once ' +
          'per borrower. reservedFor names the loan request or payment holding a coupon.',
        querystring: couponListQuerySchema,
        response: {
          200: z.union([availableCouponsSchema, invalidCouponsSchema]),
          ...errorResponses(400, 401),
        },
      },
    },
    (request) => app.services.coupons.list(currentCustomer(request).customerId, request.query),
  );
};
