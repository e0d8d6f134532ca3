import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  homeScreenBonusViewSchema,
  homeScreenLaunchRequestSchema,
} from '../../contract/bonus/home-screen.ts';
import { currentCustomer } from '../plugins/auth.ts';
import { RATE_LIMITS } from '../plugins/rate-limit.ts';
import { errorResponses } from './error-responses.ts';

const common = { tags: ['coupons'], security: [{ bearerAuth: [] }] };

/** The add-to-home-screen bonus (docs/coupons.md#home-screen-bonus). */
export const homeScreenBonusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bonus/home-screen',
    {
      schema: {
        ...common,
        summary: 'Whether the caller has the home-screen bonus, and what it gives',
        response: { 200: homeScreenBonusViewSchema, ...errorResponses(401) },
      },
    },
    (request) => app.services.homeScreenBonus.view(currentCustomer(request).customerId),
  );

  app.post(
    '/bonus/home-screen/launch',
    {
      config: { rateLimit: RATE_LIMITS.homeScreenLaunch },
      schema: {
        ...common,
        summary: 'Reports a launch from the home screen; grants the bonus once per customer',
        description:
          'The first report of a customer grants a repayment coupon usable only for payment in ' +
          'full, the higher quota ceiling and a homeScreenBonus message, in one transaction; ' +
          'later reports, from any device and at the same time included, grant nothing. ' +
          'grantedNow is true only in the answer of the report that granted. FORBIDDEN (field ' +
          'appType) from a session signed in inside a native shell.',
        body: homeScreenLaunchRequestSchema,
        response: { 200: homeScreenBonusViewSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (request) => {
      const { customerId, sessionId } = currentCustomer(request);
      return app.services.homeScreenBonus.reportLaunch({ customerId, sessionId }, request.body);
    },
  );
};
