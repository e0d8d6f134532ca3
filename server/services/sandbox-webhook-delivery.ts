import type { AppConfig } from '../config.ts';
import {
  SANDBOX_WEBHOOK_JOB,
  sandboxWebhookHandler,
} from '../collections/sandbox/sandbox-webhook-job.ts';
import type { WebhookDeliver } from '../collections/sandbox/sandbox-webhook-job.ts';
import type { JobHandler } from '../jobs/job-types.ts';

/** The sandbox's webhook deliveries (docs/product.md#sandbox-adapters), sent by `deliver`. */
export function registerSandboxWebhookJobs(
  jobs: { registerHandler: <P>(kind: string, handler: JobHandler<P>) => void },
  config: Pick<AppConfig, 'collections'>,
  deliver: WebhookDeliver,
): void {
  jobs.registerHandler(
    SANDBOX_WEBHOOK_JOB,
    sandboxWebhookHandler({ secret: config.collections.sandbox.webhookSecret, deliver }),
  );
}
