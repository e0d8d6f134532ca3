import type { AppConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { sandboxSmsProvider } from './sandbox-sms.ts';
import { semaphoreSmsProvider } from './semaphore-sms.ts';
import type { SmsProvider } from './sms-provider.ts';

export function createSmsProvider(config: AppConfig, db: Db, now: () => Date): SmsProvider {
  if (config.sms.provider === 'sandbox') {
    // config.ts already refuses this combination; checked again where it would do harm.
    if (!config.sandboxEnabled)
      throw new Error('The sandbox SMS provider needs SANDBOX_ENABLED=true');
    return sandboxSmsProvider(db, now);
  }
  return semaphoreSmsProvider({
    apiKey: config.sms.semaphoreApiKey,
    senderName: config.sms.semaphoreSenderName,
  });
}
