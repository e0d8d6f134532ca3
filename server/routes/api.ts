import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.ts';
import { notFoundHandler } from '../plugins/error-handler.ts';
import { openApiPlugin } from '../plugins/openapi.ts';
import { authRoutes } from './auth.ts';
import { borrowerRoutes } from './borrower.ts';
import { deskRoutes } from './desk/desk.ts';
import { devRoutes } from './dev.ts';
import { helpRoutes } from './help.ts';
import { keyFactsRoutes } from './key-facts.ts';
import { publicConfigRoutes } from './public-config.ts';
import { webhookRoutes } from './webhooks.ts';

/**
 * Everything under /api (registered with that prefix). Public routes sit in this scope, the
 * borrower's behind the authenticated child scope (`borrower.ts`).
 */
export const apiRoutes: FastifyPluginAsyncZod<{ config: AppConfig; now: () => Date }> = async (
  app,
  { config, now },
) => {
  app.setNotFoundHandler(notFoundHandler);
  // Off in production unless config asks (docs/security.md#api-docs): the document maps every
  // endpoint for whoever probes the API.
  if (config.apiDocsEnabled) await app.register(openApiPlugin, { proName: config.brand.proName });

  await app.register(publicConfigRoutes, { config });
  await app.register(authRoutes);
  await app.register(keyFactsRoutes);
  await app.register(webhookRoutes);
  await app.register(helpRoutes, { config });
  if (config.sandboxEnabled) await app.register(devRoutes);
  await app.register(borrowerRoutes);
  await app.register(deskRoutes, { prefix: '/desk', config, now });
};
