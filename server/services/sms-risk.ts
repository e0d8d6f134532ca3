import type { AppConfig } from '../config.ts';
import type { CountedHits, RateCounters } from './rate-counters.ts';
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

/** One code request, counted before it is decided on. */
export interface SmsRiskCount {
  /** Whether this request needs a graphic code: a count was at its threshold before it. */
  captchaNeeded: boolean;
  /** The request was refused: its counts are taken back (a failure to is logged, not thrown). */
  takeBack(): Promise<void>;
  /** The code goes out: the request that brought the hour's total to the budget alerts. */
  sent(): void;
}

/**
 * Risk of SMS pumping (docs/security.md#sms-pumping): codes sent in the hour per address, per
 * device, per number block and over all numbers, counted in the shared counters. Past a threshold
 * the code request needs a graphic code, which the app already shows on CAPTCHA_REQUIRED.
 *
 * A request is counted first and decided on its own count: each hit is one atomic statement, so
 * of many requests arriving at once exactly `threshold` see a count within it. Reading the counts
 * and adding to them after the decision let 12 of 15 parallel requests through a threshold of 5.
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
    async count(keys: ClientKeys, phone: string, log: SignInClient['log']): Promise<SmsRiskCount> {
      const rules = rulesFor(keys, phone);
      const counted: CountedHits = await counters.hit(
        rules.map((rule) => ({ key: rule.key, windowMs: HOUR_MS })),
      );
      const countOf = (key: string) => counted.tallies.get(key)?.count ?? 0;
      return {
        captchaNeeded: rules.some((rule) => countOf(rule.key) > rule.threshold),
        async takeBack() {
          try {
            await counters.takeBack(counted);
          } catch (err) {
            // Left counted, the hour asks a graphic code of a few more: the safe side.
            log.warn({ err }, 'SMS risk counts not taken back');
          }
        },
        sent() {
          const total = counted.tallies.get('sms-all');
          // Once a window over every instance: a request taken back lowers the count again,
          // and only one that is sent can be the one at the budget.
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
    },
  };
}

export type SmsRisk = ReturnType<typeof createSmsRisk>;
