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
  readPhoneSecurity,
  recordSignIn,
  recordWrongCode,
} from '../repositories/phone-security.ts';
import { countClientWrongCodesSince, lockClient } from '../repositories/sign-in-clients.ts';
import type { CaptchaService } from './captcha-service.ts';
import type { ServiceDeps } from './deps.ts';
import { otpCodeHash, phoneLock } from './otp-service.ts';
import type { SessionService } from './session-service.ts';
import { clientKeys, sessionDeviceKey } from './sign-in-client.ts';
import type { SignInClient } from './sign-in-client.ts';
import { lockedError, phoneRules } from './sign-in-rules.ts';
import { grantDueCampaignCoupons } from './coupons/campaign-grants.ts';
import { recordCurrentConsents } from './care/protocols.ts';

/** Serialises one client's sign-ins across phones and instances. */
const CLIENT_LOCK_NAMESPACE = 'sign-in-client';

const codeVoid = () =>
  new AppError('CODE_EXPIRED', 'The code has expired; request a new one', { field: 'code' });

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
    async login(input: LoginRequest, client: SignInClient): Promise<LoginResponse> {
      const { phone, code } = input;
      rules.checkPhone(phone);
      const keys = clientKeys(config.otpPepper, client);
      return unwrap(
        await db.transaction(async (tx): Promise<Outcome<LoginResponse>> => {
          // The client's wrong codes are counted over all phones: its own lock too, taken always
          // after the phone's (phoneLock, with BEGIN), so two sign-ins never wait for each other in a circle
          // (docs/security.md#wrong-codes).
          await lockKey(tx, CLIENT_LOCK_NAMESPACE, Buffer.from(keys.client).toString('base64url'));
          const at = now();
          const locked = await rules.clientLockRefusal(tx, keys.client, at);
          if (locked) return refuse(locked);
          const security = await readPhoneSecurity(tx, phone);
          if (rules.captchaNeededForLogin(security)) {
            const wrong = await captchas.check(tx, input, phone);
            if (wrong) return refuse(wrong);
          }

          const challenge = await latestChallenge(tx, phone);
          if (
            !challenge ||
            challenge.consumedAt ||
            challenge.expiresAt <= at ||
            challenge.wrongAttempts >= config.otpMaxWrong
          ) {
            return refuse(codeVoid());
          }
          if (!sameDigest(challenge.codeHash, otpCodeHash(config.otpPepper, phone, code))) {
            // Counted twice (docs/security.md#wrong-codes): on the code, which a few wrong answers
            // void, bounding the guesses per phone; and on the client, which they lock, so one
            // caller cannot go on guessing over many phones. The phone is never locked.
            const wrongOnCode = await countWrongAttempt(tx, challenge.id);
            await recordWrongCode(tx, {
              phone,
              challengeId: challenge.id,
              clientKey: keys.client,
              at,
            });
            const wrongOfClient = await countClientWrongCodesSince(
              tx,
              keys.client,
              new Date(at.getTime() - lockMs),
            );
            if (wrongOfClient >= config.otpMaxWrong) {
              const until = new Date(at.getTime() + lockMs);
              await lockClient(tx, keys.client, until, at);
              return refuse(lockedError(until, at));
            }
            if (wrongOnCode >= config.otpMaxWrong) return refuse(codeVoid());
            return refuse(new AppError('WRONG_CODE', 'The code is incorrect', { field: 'code' }));
          }

          await consumeChallenge(tx, challenge.id, at);
          await recordSignIn(tx, phone, at);
          const existing = await findLiveCustomerByPhone(tx, phone);
          const customer = existing ?? (await insertCustomer(tx, phone, at));
          const token = await sessions.open(tx, {
            customerId: customer.id,
            appType: input.appType ?? null,
            userAgent: client.userAgent,
            deviceKey: sessionDeviceKey(config.otpPepper, client),
          });
          await grantDueCampaignCoupons(tx, config, customer.id, at);
          // Signing in agrees to the current privacy policy and terms (docs/care.md#legal-versions).
          await recordCurrentConsents(tx, customer.id, at);
          // The borrower sees the public id only (docs/security.md#customer-ids).
          return accept({
            token,
            customerId: customer.publicId,
            phone,
            registered: existing === null,
          });
        }, phoneLock(phone)),
      );
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
