import { OTP_LENGTH, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from '../../contract/auth.ts';
import type { OtpRequest, OtpResponse } from '../../contract/auth.ts';
import type { Language } from '../../contract/language.ts';
import type { TransactionOptions } from '../db/db.ts';
import { AppError, accept, refuse, unwrap } from '../errors.ts';
import type { Outcome } from '../errors.ts';
import { DAY_MS } from '../../contract/calendar.ts';
import { nextManilaMidnight, secondsBetween, startOfManilaDay } from '../lib/manila-time.ts';
import { hmac, randomDigits } from '../lib/secrets.ts';
import {
  deleteChallenge,
  insertChallenge,
  readCodeRequest,
} from '../repositories/otp-challenges.ts';
import { otpSmsTemplate } from '../sms/otp-text.ts';
import type { CaptchaService } from './captcha-service.ts';
import type { ServiceDeps } from './deps.ts';
import { clientKeys } from './sign-in-client.ts';
import type { SignInClient } from './sign-in-client.ts';
import { lockedError, phoneRules } from './sign-in-rules.ts';
import type { SmsRisk } from './sms-risk.ts';

export const OTP_PURPOSE = 'otp';
export const PHONE_LOCK_NAMESPACE = 'sign-in';

/** Code requests and sign-ins of one phone, one at a time across instances. */
export const phoneLock = (phone: string): TransactionOptions => ({
  lock: { namespace: PHONE_LOCK_NAMESPACE, key: phone },
});

/** Hash of a code, bound to its phone so a row copied to another number proves nothing. */
export const otpCodeHash = (pepper: string, phone: string, code: string): Buffer =>
  hmac(pepper, OTP_PURPOSE, `${phone}:${code}`);

type OtpInput = Omit<OtpRequest, 'language'> & { language: Language };

export function createOtpService(deps: ServiceDeps, captchas: CaptchaService, risk: SmsRisk) {
  const { db, config, now, sms } = deps;
  const rules = phoneRules(config);

  return {
    async requestCode(input: OtpInput, client: SignInClient): Promise<OtpResponse> {
      const { phone, language } = input;
      rules.checkPhone(phone);
      const code = randomDigits(OTP_LENGTH);
      const keys = clientKeys(config.otpPepper, client);

      // Counted before anything is decided (docs/security.md#sms-pumping), in statements of
      // their own: no lock on the shared counters is held through the phone's transaction.
      const counted = await risk.count(keys, phone, client.log);
      let outcome: Outcome<{
        challengeId: string;
        captchaRequiredNext: boolean;
        captchaRequiredForSignIn: boolean;
      }>;
      try {
        outcome = await db.transaction(async (tx) => {
          const at = now();
          // Limits first: a graphic code is not used up by a request that would be refused anyway.
          const { clientLockedUntil, security, sent } = await readCodeRequest(tx, {
            phone,
            clientKey: keys.client,
            dayStart: startOfManilaDay(at),
            dayAgo: new Date(at.getTime() - DAY_MS),
          });
          if (clientLockedUntil && clientLockedUntil > at) {
            return refuse(lockedError(clientLockedUntil, at));
          }
          const waited = sent.lastAt ? secondsBetween(sent.lastAt, at) : Infinity;
          if (waited < OTP_RESEND_SECONDS) {
            // Field phone: it is this number's code that is too recent, so the screen says a code
            // was sent to it and counts down (docs/sign-in.md#codes).
            return refuse(
              new AppError(
                'TOO_FREQUENT',
                'A new code can be requested a minute after the last one',
                {
                  field: 'phone',
                  retryAfterSeconds: OTP_RESEND_SECONDS - waited,
                },
              ),
            );
          }
          if (sent.sinceDayStart >= config.smsDailyLimit) {
            return refuse(
              new AppError(
                'SMS_DAILY_LIMIT',
                'The daily number of codes for this phone is reached',
                {
                  retryAfterSeconds: secondsBetween(at, nextManilaMidnight(at)),
                },
              ),
            );
          }
          if (counted.captchaNeeded || rules.captchaNeededForCode(security, sent.inLastDay)) {
            const wrong = await captchas.check(tx, input, phone);
            if (wrong) return refuse(wrong);
          }

          const challengeId = await insertChallenge(tx, {
            phone,
            codeHash: otpCodeHash(config.otpPepper, phone, code),
            language,
            createdAt: at,
            expiresAt: new Date(at.getTime() + OTP_TTL_SECONDS * 1000),
          });
          // Counting the code just sent, under the phone's lock: no other request sent one since.
          const captchaRequiredNext = rules.captchaNeededForCode(security, sent.inLastDay + 1);
          return accept({
            challengeId,
            captchaRequiredNext,
            captchaRequiredForSignIn: rules.captchaNeededForLogin(security),
          });
        }, phoneLock(phone));
      } catch (error) {
        await counted.takeBack();
        throw error;
      }
      // A refused request sends nothing, so it does not count; one that is sent stays counted
      // even if the gateway then fails: a pumper whose sends fail is still pumping.
      if (!outcome.ok) await counted.takeBack();
      const accepted = unwrap(outcome);
      counted.sent();

      // Sent after the commit: no lock is held while a gateway answers. A code that never left
      // is taken back.
      try {
        await sms.sendOtp({
          phone,
          code,
          template: otpSmsTemplate(language, config.brand.proName, OTP_TTL_SECONDS),
        });
      } catch (error) {
        await deleteChallenge(db, accepted.challengeId);
        throw error;
      }
      return {
        resendInSeconds: OTP_RESEND_SECONDS,
        expiresInSeconds: OTP_TTL_SECONDS,
        captchaRequiredNext: accepted.captchaRequiredNext,
        captchaRequiredForSignIn: accepted.captchaRequiredForSignIn,
      };
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
