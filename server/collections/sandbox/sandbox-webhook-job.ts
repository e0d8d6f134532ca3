import type { JobHandler, NewJob } from '../../jobs/job-types.ts';
import type { SandboxEvent } from './sandbox-events.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from './sandbox-signature.ts';

/*
 * The sandbox delivers its webhooks as a provider does (docs/product.md#sandbox-adapters): from a
 * job, retried with the job runner's backoff until our endpoint answers 2xx, and now and then a
 * second time, since real providers deliver at least once.
 */

export const SANDBOX_WEBHOOK_JOB = 'sandbox-webhook';

/** With the runner's backoff (10 s doubling, at most 1 h) this keeps trying for about a day. */
const MAX_ATTEMPTS = 30;

export interface SandboxWebhookPayload extends Record<string, unknown> {
  /** The event as sent, byte for byte the same on every attempt. */
  body: string;
  /** 1, or 2 for the duplicate delivery. */
  delivery: number;
}

/** Sends one signed request to our webhook endpoint; the app sends it through its own pipeline. */
export type WebhookDeliver = (
  rawBody: Buffer,
  headers: Record<string, string>,
) => Promise<{ statusCode: number }>;

/** The delivery jobs of one event: one, or two with `duplicate`. */
export function sandboxWebhookJobs(
  event: SandboxEvent,
  duplicate: boolean,
): NewJob<SandboxWebhookPayload>[] {
  const body = JSON.stringify(event);
  return [1, ...(duplicate ? [2] : [])].map((delivery) => ({
    kind: SANDBOX_WEBHOOK_JOB,
    payload: { body, delivery },
    dedupeKey: `${event.id}:${delivery}`,
    maxAttempts: MAX_ATTEMPTS,
  }));
}

/**
 * Signs at each attempt, with the time of that attempt: a retry an hour later must still fall
 * within the receiver's tolerance window, as Stripe and PayMongo re-sign their retries.
 */
export function sandboxWebhookHandler(options: {
  secret: string;
  deliver: WebhookDeliver;
}): JobHandler<SandboxWebhookPayload> {
  return async ({ body }, { now }) => {
    const rawBody = Buffer.from(body, 'utf8');
    const { statusCode } = await options.deliver(rawBody, {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(options.secret, rawBody, now()),
    });
    if (statusCode < 200 || statusCode > 299) {
      throw new Error(`Webhook endpoint answered ${statusCode}`);
    }
  };
}
