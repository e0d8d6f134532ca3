import type { Db } from '../db/db.ts';
import { insertOutboxEntry } from '../repositories/sms-outbox.ts';
import { fillOtp } from './sms-provider.ts';
import type { SmsProvider } from './sms-provider.ts';

/** Test mode of the SMS gateway: the message lands in sms_outbox, read via /api/dev/sms-outbox. */
export function sandboxSmsProvider(db: Db, now: () => Date): SmsProvider {
  return {
    name: 'sandbox',
    sendOtp: (sms) =>
      insertOutboxEntry(db, {
        phone: sms.phone,
        text: fillOtp(sms.template, sms.code),
        code: sms.code,
        sentAt: now(),
      }),
    sendText: (sms) =>
      insertOutboxEntry(db, { phone: sms.phone, text: sms.text, code: null, sentAt: now() }),
  };
}
