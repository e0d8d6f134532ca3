import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../contract/common-schemas.ts';
import { CHECKOUT_CSP } from '../collections/sandbox/checkout-page/checkout-style.ts';
import { SANDBOX_CHECKOUT_PATH } from '../collections/sandbox/sandbox-provider.ts';
import { AppError } from '../errors.ts';
import type { TesterAction } from '../services/sandbox-checkout.ts';

const params = z.object({ id: text().min(1).max(64) });

const ACTIONS: Record<string, TesterAction> = {
  pay: 'pay',
  fail: 'fail',
  expire: 'expire',
  'store-pay': 'storePay',
};

const notFound = () => new AppError('NOT_FOUND', 'No such sandbox checkout');

/**
 * The sandbox's hosted checkout page and its tester buttons (docs/product.md#sandbox-adapters),
 * outside /api: the borrower's browser navigates here from the app. Registered only when the
 * sandbox is the collections provider.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // The page's buttons post empty forms; there is nothing in them to read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  app.addHook('onSend', async (_request, reply, payload) => {
    // A payment page is never cached: its state changes with every tester action.
    reply.header('cache-control', 'no-store');
    return payload;
  });

  const html = (reply: FastifyReply, page: string) =>
    reply
      .header('content-security-policy', CHECKOUT_CSP)
      .type('text/html; charset=utf-8')
      .send(page);

  app.get(
    `${SANDBOX_CHECKOUT_PATH}/:id`,
    {
      schema: {
        hide: true,
        params,
        querystring: z.object({ step: z.enum(['choose', 'store']).default('choose') }),
      },
    },
    async (request, reply) => {
      const page = await app.services.sandboxCheckout.page(request.params.id, request.query.step);
      if (page === null) throw notFound();
      return html(reply, page);
    },
  );

  app.post(
    `${SANDBOX_CHECKOUT_PATH}/:id/:action`,
    {
      schema: {
        hide: true,
        params: params.extend({ action: z.enum(Object.keys(ACTIONS) as [string, ...string[]]) }),
      },
    },
    async (request, reply) => {
      const { id, action } = request.params;
      const next = await app.services.sandboxCheckout.act(id, ACTIONS[action]!);
      if (next === null) throw notFound();
      // 303: the browser follows with a GET, so a reload never posts the button again.
      return reply.redirect(next, 303);
    },
  );
};
