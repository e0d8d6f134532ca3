import { SmsSendError } from './sms-provider.ts';
import type { SmsProvider } from './sms-provider.ts';

/**
 * Semaphore (semaphore.co), a Philippine SMS gateway. Its OTP endpoint goes through the priority
 * route; we pass our own code and it replaces `{otp}` in the message. Form-encoded POST with
 * apikey, number, message, sendername, code; success is a JSON array of queued messages.
 */
export const SEMAPHORE_OTP_URL = 'https://api.semaphore.co/api/v4/otp';
/** Ordinary messages (notifications), on the regular route. */
export const SEMAPHORE_MESSAGES_URL = 'https://api.semaphore.co/api/v4/messages';
const TIMEOUT_MS = 10_000;

export function semaphoreSmsProvider(options: {
  apiKey: string;
  senderName: string | null;
  fetch?: typeof fetch;
}): SmsProvider {
  const doFetch = options.fetch ?? fetch;

  async function post(url: string, fields: Record<string, string>): Promise<void> {
    const form = new URLSearchParams({ apikey: options.apiKey, ...fields });
    if (options.senderName) form.set('sendername', options.senderName);
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      throw new SmsSendError('Semaphore could not be reached', { cause });
    }
    const body: unknown = await response.json().catch(() => null);
    // Semaphore answers some refusals (bad number, no credit) with 200 and an object of messages.
    if (!response.ok || !Array.isArray(body) || body.length === 0) {
      throw new SmsSendError(
        `Semaphore refused the message (HTTP ${response.status}): ${describe(body)}`,
      );
    }
    const status = String((body[0] as { status?: unknown }).status ?? '').toLowerCase();
    if (status === 'failed' || status === 'refunded') {
      throw new SmsSendError(`Semaphore reports the message ${status}`);
    }
  }

  // Semaphore documents local numbers: 09XXXXXXXXX.
  const localNumber = (phone: string) => `0${phone.replace(/^\+63/, '')}`;

  return {
    name: 'semaphore',
    sendOtp: (sms) =>
      post(SEMAPHORE_OTP_URL, {
        number: localNumber(sms.phone),
        message: sms.template,
        code: sms.code,
      }),
    sendText: (sms) =>
      post(SEMAPHORE_MESSAGES_URL, { number: localNumber(sms.phone), message: sms.text }),
  };
}

/** The refusal without echoing the API key or the code back into the logs. */
function describe(body: unknown): string {
  if (body === null || typeof body !== 'object') return String(body);
  return Object.keys(body).join(', ') || 'empty answer';
}
