import { z } from 'zod';

/** Sandbox-only endpoints (404 in production): what testers read instead of a real phone. */
export const smsOutboxEntrySchema = z.object({
  phone: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  sentAt: z.string(),
});
export const smsOutboxResponseSchema = z.array(smsOutboxEntrySchema);
export type SmsOutboxEntry = z.infer<typeof smsOutboxEntrySchema>;

export const captchaAnswerResponseSchema = z.object({ id: z.string(), answer: z.string() });
