import type { AppConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';

/** What every service is built from. `now` is the one clock of the rules, injectable in tests. */
export interface ServiceDeps {
  db: Db;
  config: AppConfig;
  now: () => Date;
  sms: SmsProvider;
}
