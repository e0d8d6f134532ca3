import { randomUUID } from 'node:crypto';
import type { CaptchaResponse } from '../../contract/auth.ts';
import { drawCaptchaSvg, randomCaptchaText, toDataUrl } from '../captcha/draw-captcha.ts';
import type { Db } from '../db/db.ts';
import { AppError } from '../errors.ts';
import { hmac, sameDigest } from '../lib/secrets.ts';
import { insertCaptcha, sandboxAnswer, useCaptcha } from '../repositories/captchas.ts';
import type { ServiceDeps } from './deps.ts';

export const CAPTCHA_TTL_SECONDS = 5 * 60;
const PURPOSE = 'captcha';

/** Borrowers type what they see; case and spaces are not theirs to get right. */
const normalise = (answer: string): string => answer.replace(/\s+/g, '').toUpperCase();

export interface CaptchaAnswer {
  captchaId?: string | undefined;
  captchaAnswer?: string | undefined;
}

export function createCaptchaService({ db, config, now }: ServiceDeps) {
  return {
    async issue(): Promise<CaptchaResponse> {
      const text = randomCaptchaText();
      const id = randomUUID();
      const createdAt = now();
      await insertCaptcha(db, {
        id,
        answerHash: hmac(config.otpPepper, PURPOSE, text),
        sandboxAnswer: config.sandboxEnabled ? text : null,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + CAPTCHA_TTL_SECONDS * 1000),
      });
      return { id, image: toDataUrl(drawCaptchaSvg(text)), expiresInSeconds: CAPTCHA_TTL_SECONDS };
    },

    /**
     * Uses up the graphic code whatever the answer, so one picture allows one guess. Returns the
     * refusal, or null when the answer is right.
     */
    async check(tx: Db, given: CaptchaAnswer, phone: string): Promise<AppError | null> {
      if (!given.captchaId || !given.captchaAnswer) {
        return new AppError('CAPTCHA_REQUIRED', 'A graphic code is required', {
          field: 'captchaAnswer',
        });
      }
      const expected = await useCaptcha(tx, given.captchaId, phone, now());
      const actual = hmac(config.otpPepper, PURPOSE, normalise(given.captchaAnswer));
      if (!expected || !sameDigest(expected, actual)) {
        return new AppError('CAPTCHA_WRONG', 'The graphic code is wrong or has expired', {
          field: 'captchaAnswer',
        });
      }
      return null;
    },

    /** Sandbox only: the plain answer, for testers and automated tests. */
    sandboxAnswer: (id: string): Promise<string | null> => sandboxAnswer(db, id),
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
