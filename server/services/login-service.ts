import type { LoginRequest, LoginResponse } from '../../contract/auth.ts';
import { lockKey } from '../db/db.ts';
import { AppError, accept, refuse, unwrap } from '../errors.ts';
import type { Outcome } from '../errors.ts';
import { sameDigest } from '../lib/secrets.ts';
import { findLiveCustomerByPhone, insertCustomer } from '../repositories/customers.ts';
import {
  consumeChallenge,
  countWrongAttempt,
  latestChallenge,
} from '../repositories/otp-challenges.ts';
import {
  countWrongCodesSince,
  lockPhone,
  readPhoneSecurity,
  recordSignIn,
  recordWrongCode,
} from '../repositories/phone-security.ts';
import type { CaptchaService } from './captcha-service.ts';
import type { ServiceDeps } from './deps.ts';
import { PHONE_LOCK_NAMESPACE, otpCodeHash } from './otp-service.ts';
import type { SessionService } from './session-service.ts';
import { phoneRules } from './sign-in-rules.ts';

export interface LoginContext {
  userAgent: string | null;
}

export function createLoginService(
  deps: ServiceDeps,
  captchas: CaptchaService,
  sessions: SessionService,
) {
  const { db, config, now } = deps;
  const rules = phoneRules(config);
  const lockMs = config.lockMinutes * 60 * 1000;

  return {
    /** Checks the code; the first success registers the customer. Always opens a new session. */
    async login(input: LoginRequest, context: LoginContext): Promise<LoginResponse> {
      const { phone, code } = input;
      rules.checkPhone(phone);
      return unwrap(
        await db.transaction(async (tx): Promise<Outcome<LoginResponse>> => {
          await lockKey(tx, PHONE_LOCK_NAMESPACE, phone);
          const at = now();
          const security = await readPhoneSecurity(tx, phone);
          const locked = rules.lockRefusal(security, at);
          if (locked) return refuse(locked);
          if (rules.captchaNeededForLogin(security)) {
            const wrong = await captchas.check(tx, input, phone);
            if (wrong) return refuse(wrong);
          }

          const challenge = await latestChallenge(tx, phone);
          if (!challenge || challenge.consumedAt || challenge.expiresAt <= at) {
            return refuse(
              new AppError('CODE_EXPIRED', 'The code has expired; request a new one', {
                field: 'code',
              }),
            );
          }
          if (!sameDigest(challenge.codeHash, otpCodeHash(config.otpPepper, phone, code))) {
            await countWrongAttempt(tx, challenge.id);
            await recordWrongCode(tx, phone, challenge.id, at);
            const wrongInWindow = await countWrongCodesSince(
              tx,
              phone,
              new Date(at.getTime() - lockMs),
            );
            if (wrongInWindow >= config.otpMaxWrong) {
              const until = new Date(at.getTime() + lockMs);
              await lockPhone(tx, phone, until, at);
              return refuse(rules.lockRefusal({ ...security, lockedUntil: until }, at)!);
            }
            return refuse(new AppError('WRONG_CODE', 'The code is incorrect', { field: 'code' }));
          }

          await consumeChallenge(tx, challenge.id, at);
          await recordSignIn(tx, phone, at);
          const existing = await findLiveCustomerByPhone(tx, phone);
          const customer = existing ?? (await insertCustomer(tx, phone, at));
          const token = await sessions.open(tx, {
            customerId: customer.id,
            appType: input.appType ?? null,
            userAgent: context.userAgent,
          });
          return accept({ token, customerId: customer.id, phone, registered: existing === null });
        }),
      );
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
