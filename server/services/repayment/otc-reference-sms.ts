import { z } from 'zod';
import type { NewJob, JobHandler } from '../../jobs/job-types.ts';
import { reminderRecipient } from '../../repositories/loan-days.ts';
import { findIntentById } from '../../repositories/payment-intents.ts';
import { otcReferenceSmsText } from '../../sms/otc-reference-text.ts';
import type { ServiceDeps } from '../deps.ts';

/*
 * The SMS with an over-the-counter reference (docs/loans.md#waiting-payment): enqueued in the
 * transaction that stores the checkout with its reference, sent after the commit.
 */

export const OTC_REFERENCE_SMS_JOB = 'otc-reference-sms';

const payloadSchema = z.object({ intentId: z.uuid() });

/**
 * It answers the borrower's own tap, so it goes at once or not at all: a job that runs later (the
 * server was down) sends nothing, rather than an SMS out of the blue, maybe at night. The
 * reference stays on home and in the payment record either way.
 */
export const OTC_REFERENCE_SMS_WINDOW_MS = 15 * 60_000;

/**
 * One per intent, one attempt, as a reminder's (daily-jobs.ts reminderSmsJob): a retry could not
 * know whether the gateway took the first, and a failure stays on the job with its error and is
 * logged as an error.
 */
export const otcReferenceSmsJob = (intentId: string): NewJob<{ intentId: string }> => ({
  kind: OTC_REFERENCE_SMS_JOB,
  payload: { intentId },
  dedupeKey: intentId,
  maxAttempts: 1,
});

/** Sends the reference in the language the borrower used for the payment, while it still waits. */
export function createOtcReferenceSms(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'now' | 'sms'>,
): JobHandler {
  const { db, config, now, sms } = deps;
  return async (payload, { job, log }) => {
    const { intentId } = payloadSchema.parse(payload);
    const at = now();
    if (at.getTime() - job.createdAt.getTime() > OTC_REFERENCE_SMS_WINDOW_MS) {
      log.warn({ intentId }, 'reference SMS not sent: too long after the reference was issued');
      return;
    }
    const intent = await findIntentById(db, intentId);
    // Paid, cancelled or expired meanwhile: nothing waits at the store any more.
    if (!intent?.otcReference || intent.status !== 'pending' || intent.expiresAt <= at) {
      log.info({ intentId }, 'reference SMS not sent: the payment no longer waits');
      return;
    }
    const recipient = await reminderRecipient(db, intent.customerId);
    if (!recipient) return;
    await sms.sendText({
      phone: recipient.phone,
      text: otcReferenceSmsText(
        intent.language,
        {
          orderNo: intent.orderNo,
          amountCentavos: intent.amountCentavos,
          channel: intent.channel,
          reference: intent.otcReference,
          expiresAt: intent.expiresAt,
        },
        config.brand.proName,
      ),
    });
  };
}
