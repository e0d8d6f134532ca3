import { describe, expect, it } from 'vitest';
import { otpSmsTemplate } from './otp-text.ts';
import {
  SEMAPHORE_MESSAGES_URL,
  SEMAPHORE_OTP_URL,
  semaphoreSmsProvider,
} from './semaphore-sms.ts';
import { SmsSendError } from './sms-provider.ts';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer();
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

const sms = {
  phone: '+639171234567',
  code: '0427',
  template: otpSmsTemplate('en', 'Sulong Cash', 300),
};
const queued = () =>
  Response.json([{ message_id: 1, recipient: '639171234567', code: 427, status: 'Pending' }]);

describe('Semaphore SMS provider', () => {
  it('posts apikey, local number, templated message, our code and the sender name', async () => {
    const { calls, fetch } = fakeFetch(queued);
    await semaphoreSmsProvider({ apiKey: 'KEY', senderName: 'SULONG', fetch }).sendOtp(sms);

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(SEMAPHORE_OTP_URL);
    expect(calls[0]?.init.method).toBe('POST');
    const form = calls[0]?.init.body as URLSearchParams;
    expect(Object.fromEntries(form)).toEqual({
      apikey: 'KEY',
      number: '09171234567',
      message:
        'Your Sulong Cash code is {otp}. It expires in 5 minutes. Never share it with anyone, not even our staff.',
      code: '0427',
      sendername: 'SULONG',
    });
  });

  it('sends a notification to the messages endpoint, without a code', async () => {
    const { calls, fetch } = fakeFetch(queued);
    await semaphoreSmsProvider({ apiKey: 'KEY', senderName: 'SULONG', fetch }).sendText({
      phone: '+639171234567',
      text: 'Your decision is ready',
    });
    expect(calls[0]?.url).toBe(SEMAPHORE_MESSAGES_URL);
    expect(Object.fromEntries(calls[0]?.init.body as URLSearchParams)).toEqual({
      apikey: 'KEY',
      number: '09171234567',
      message: 'Your decision is ready',
      sendername: 'SULONG',
    });
  });

  it('leaves the sender name to Semaphore when none is configured', async () => {
    const { calls, fetch } = fakeFetch(queued);
    await semaphoreSmsProvider({ apiKey: 'KEY', senderName: null, fetch }).sendOtp(sms);
    expect((calls[0]?.init.body as URLSearchParams).has('sendername')).toBe(false);
  });

  it.each([
    ['an HTTP error', () => new Response('{"apikey":["invalid"]}', { status: 401 })],
    [
      'a 200 with a validation object',
      () => Response.json({ number: ['The number format is invalid.'] }),
    ],
    ['an empty list', () => Response.json([])],
    ['a failed message', () => Response.json([{ message_id: 2, status: 'Failed' }])],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed'))],
  ])('throws SmsSendError on %s', async (_name, answer) => {
    const { fetch } = fakeFetch(answer);
    const send = semaphoreSmsProvider({ apiKey: 'KEY', senderName: null, fetch }).sendOtp(sms);
    await expect(send).rejects.toBeInstanceOf(SmsSendError);
    await expect(send).rejects.not.toThrow(/KEY|0427/);
  });
});
