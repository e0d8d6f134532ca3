import type { AppConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { AppError } from '../errors.ts';
import { secondsBetween } from '../lib/manila-time.ts';
import type { PhoneSecurity } from '../repositories/phone-security.ts';
import { clientLockedUntil } from '../repositories/sign-in-clients.ts';

/** Rules shared by the code request and the sign-in. */
export function phoneRules(config: AppConfig) {
  return {
    /** The national number must start with an allowed digit (docs/product.md#phone-numbers). */
    checkPhone(phone: string): void {
      const firstDigit = phone.replace(/^\+63/, '')[0] ?? '';
      if (!config.phoneFirstDigits.includes(firstDigit)) {
        throw new AppError('VALIDATION_FAILED', 'validation.phone.format', { field: 'phone' });
      }
    },

    /**
     * A client that typed too many wrong codes waits out its lock; the phone itself is never
     * locked, so a stranger cannot lock its owner out (docs/security.md#wrong-codes).
     */
    async clientLockRefusal(tx: Db, clientKey: Uint8Array, now: Date): Promise<AppError | null> {
      const until = await clientLockedUntil(tx, clientKey);
      return until && until > now ? lockedError(until, now) : null;
    },

    /**
     * A graphic code is asked for a code request once risk rises: always if so configured, from
     * the second request within 24 hours, and after a wrong code until the next sign-in. The
     * risks that span numbers are sms-risk.ts's.
     */
    captchaNeededForCode: (security: PhoneSecurity, sentInLastDay: number): boolean =>
      config.captchaAlways || security.wrongSinceSignIn > 0 || sentInLastDay > 0,

    /** At sign-in, only a wrong code since the last sign-in raises the risk. */
    captchaNeededForLogin: (security: PhoneSecurity): boolean => security.wrongSinceSignIn > 0,
  };
}

export const lockedError = (until: Date, now: Date): AppError =>
  new AppError('SECURITY_LOCKED', 'Too many wrong codes from this device; wait a while', {
    retryAfterSeconds: secondsBetween(now, until),
  });
