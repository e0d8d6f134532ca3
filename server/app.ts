import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { appLoggerOptions } from './lib/logger-options.ts';
import type { LogStream } from './lib/logger-options.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { authPlugin } from './plugins/auth.ts';
import { deskAuthPlugin } from './plugins/desk-auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorHandlerPlugin, frameworkErrorsWith } from './plugins/error-handler.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { requestLogPlugin } from './plugins/request-log.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import {
  documentCsp,
  securityHeaderSets,
  securityHeadersPlugin,
} from './plugins/security-headers.ts';
import { servicesPlugin } from './plugins/services.ts';
import { API_PREFIX } from './plugins/security-headers.ts';
import { staticFilesPlugin } from './plugins/static-files.ts';
import { apiRoutes } from './routes/api.ts';
import { sandboxCheckoutRoutes } from './routes/sandbox-checkout.ts';
import { registerCreditDecisionJobs } from './services/credit-decision.ts';
import { registerDisbursementJobs } from './services/disbursement/disbursement.ts';
import { registerLoanDayJobs } from './services/repayment/loan-days.ts';
import { registerRepaymentJobs } from './services/repayment/repayment-service.ts';
import { registerRetentionJobs } from './services/retention.ts';
import { registerAccountJobs } from './services/account/deletion.ts';
import type { SmsProvider } from './sms/sms-provider.ts';
import type { CollectionsProvider } from './collections/collections-provider.ts';
import { registerSandboxWebhookJobs } from './services/sandbox-webhook-delivery.ts';

export interface BuildAppOptions {
  config: AppConfig;
  /** The clock of every rule (resend interval, expiry, locks, Manila day). Tests move it. */
  now?: () => Date;
  /** A database the caller opened and will close; otherwise the app opens one from config. */
  db?: Db;
  /** Replaces the provider chosen by SMS_PROVIDER. */
  sms?: SmsProvider;
  /** Replaces the collections provider chosen by config (tests). */
  collections?: CollectionsProvider;
  logger?: FastifyServerOptions['logger'];
  /** The app's own logger options, written here instead of stdout (tests keep each run's logs). */
  logStream?: LogStream;
  /** Handed the app's logger as soon as it exists (main.ts logs fatal errors through it). */
  onLogger?: (log: FastifyBaseLogger) => void;
}

/** The API server and the PWA's static host. Shared plugins first, then the /api scope. */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const securityHeaders = securityHeaderSets(config);
  const app = Fastify({
    logger: options.logger ?? appLoggerOptions(config.logLevel, options.logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // One line per request instead of Fastify's two (server/plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: frameworkErrorsWith(securityHeaders),
  }).withTypeProvider<ZodTypeProvider>();
  options.onLogger?.(app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (config.nodeEnv === 'production' && config.sandboxEnabled) {
    // Config refused this unless the override was set; whoever reads the log must know too
    // (docs/security.md#sandbox-in-production).
    app.log.warn(
      { sandboxEnabled: true, nodeEnv: 'production' },
      'SANDBOX IN PRODUCTION: /api/dev/sms-outbox shows every sign-in code to anyone; ' +
        'I_UNDERSTAND_SANDBOX_IN_PRODUCTION_EXPOSES_CODES is set',
    );
  }

  await app.register(requestLogPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityHeadersPlugin, { headers: securityHeaders });
  await app.register(compressionPlugin);
  await app.register(dbPlugin, { config, db: options.db });
  await app.register(servicesPlugin, {
    config,
    now,
    sms: options.sms,
    collections: options.collections,
  });
  // Counted in the database (docs/security.md#shared-counters), so after the services.
  if (config.rateLimitEnabled) await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  await app.register(deskAuthPlugin, { publicUrl: config.desk.publicUrl });
  await app.register(jobsPlugin, { config, now });
  registerCreditDecisionJobs(app.jobs, app.services.creditDecision);
  registerDisbursementJobs(app.jobs, app.services.disbursement);
  registerRepaymentJobs(app.jobs, app.services.repayment);
  // The reconciliation chain (docs/loans.md#reconciliation) starts with the job poller; its slot
  // key makes a second instance's start a no-op.
  if (config.jobs.enabled) {
    app.addHook('onReady', async () => {
      await app.services.repayment.startReconciliation();
    });
  }
  registerLoanDayJobs(app.jobs, app.services.loanDays);
  // The instance that runs jobs schedules today's daily runs (docs/loans.md#overdue); each run
  // enqueues the next day's. Tests run jobs by hand and schedule what they need.
  if (config.jobs.enabled) app.addHook('onReady', () => app.services.loanDays.scheduleToday());
  // The daily deletions (docs/security.md#photo-retention, #stored-quotes), scheduled the same way.
  registerRetentionJobs(app.jobs, app.services.retention);
  if (config.jobs.enabled) app.addHook('onReady', () => app.services.retention.scheduleToday());
  // Account deletion (docs/account.md#account-deletion): photo bytes after the commit, and the
  // daily purge of kept records past DELETED_ACCOUNT_RETENTION_DAYS.
  registerAccountJobs(app.jobs, app.services.account);
  if (config.jobs.enabled) app.addHook('onReady', () => app.services.account.jobs.scheduleToday());

  if (config.collections.provider === 'sandbox') {
    // The sandbox calls our webhook as a provider would, through the whole HTTP pipeline
    // (signature check, body limits, error handler), only without a socket.
    registerSandboxWebhookJobs(app.jobs, config, async (rawBody, headers) => {
      const response = await app.inject({
        method: 'POST',
        url: `${API_PREFIX}/webhooks/collections/sandbox`,
        payload: rawBody,
        headers,
      });
      return { statusCode: response.statusCode };
    });
  }

  await app.register(apiRoutes, { prefix: API_PREFIX, config, now });
  if (config.collections.provider === 'sandbox') await app.register(sandboxCheckoutRoutes);
  await app.register(staticFilesPlugin, {
    staticDir: config.staticDir,
    documentCsp: documentCsp(config),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
