/** A one-time code on its way to a phone. */
export interface OtpSms {
  /** E.164, +639… */
  phone: string;
  code: string;
  /** The message with `{otp}` where the code goes (Semaphore fills it in itself). */
  template: string;
}

export const OTP_PLACEHOLDER = '{otp}';

export const fillOtp = (template: string, code: string): string =>
  template.replaceAll(OTP_PLACEHOLDER, code);

/** A notification (e.g. "your decision is ready"): plain text, no code. */
export interface TextSms {
  /** E.164, +639… */
  phone: string;
  text: string;
}

/** Sends SMS. The sandbox writes to the dev outbox; Semaphore reaches real phones. */
export interface SmsProvider {
  readonly name: 'sandbox' | 'semaphore';
  sendOtp(sms: OtpSms): Promise<void>;
  sendText(sms: TextSms): Promise<void>;
}

export class SmsSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsSendError';
  }
}
