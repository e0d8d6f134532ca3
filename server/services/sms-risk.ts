import type { AppConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { RateCounters } from './rate-counters.ts';
import type { ClientKeys, SignInClient } from './sign-in-client.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The stable text operators alert on (docs/security.md#sms-pumping). */
export const SMS_BUDGET_ALERT =
  'SMS hourly budget reached: every code request needs a graphic code';

/** The block of 10,000 numbers a phone is in: +63 and the first six national digits. */
export const numberBlock = (phone: string): string => phone.slice(0, 9);

interface Rule {
  key: string;
  /** Codes sent in the window from which a request needs a graphic code; 0: never. */
  threshold: number;
}

/**
 * Risk of SMS pumping (docs/security.md#sms-pumping): codes sent in the hour per address, per
 * device, per number block and over all numbers, counted in the shared counters. Past a threshold
 * the code request needs a graphic code, which the app already shows on CAPTCHA_REQUIRED.
 */
export function createSmsRisk(config: AppConfig, counters: RateCounters) {
  const limits = config.smsRisk;
  const rulesFor = (keys: ClientKeys, phone: string): Rule[] =>
    [
      { key: `sms-ip:${keys.ip}`, threshold: limits.perIp },
      { key: `sms-device:${keys.device}`, threshold: limits.perDevice },
      { key: `sms-block:${numberBlock(phone)}`, threshold: limits.perBlock },
      { key: 'sms-all', threshold: limits.hourlyBudget },
    ].filter((rule) => rule.threshold > 0);

  return {
    /** Whether a code request of this client for this phone needs a graphic code by risk. */
    async captchaNeeded(tx: Db, keys: ClientKeys, phone: string): Promise<boolean> {
      const rules = rulesFor(keys, phone);
      const tallies = await counters.read(
        rules.map((rule) => rule.key),
        tx,
      );
      return rules.some((rule) => (tallies.get(rule.key)?.count ?? 0) >= rule.threshold);
    },

    /**
     * Counts a code sent. The one request that brings the hour's total to the budget logs the
     * alert: the counter is shared, so that is once per window over every instance.
     */
    async countSent(keys: ClientKeys, phone: string, log: SignInClient['log']): Promise<void> {
      const rules = rulesFor(keys, phone);
      const tallies = await counters.hit(
        rules.map((rule) => ({ key: rule.key, windowMs: HOUR_MS })),
      );
      const total = tallies.get('sms-all');
      if (limits.hourlyBudget > 0 && total?.count === limits.hourlyBudget) {
        log.warn(
          {
            alert: 'sms-hourly-budget',
            budget: limits.hourlyBudget,
            windowEndsInSeconds: Math.ceil(total.ttlMs / 1000),
          },
          SMS_BUDGET_ALERT,
        );
      }
    },
  };
}

export type SmsRisk = ReturnType<typeof createSmsRisk>;
