import { z } from 'zod';
import { e164PhoneSchema, languageSchema, text } from './common-schemas.ts';
import { OTP_PATTERN } from './otp.ts';

export { OTP_LENGTH, OTP_TTL_SECONDS, OTP_RESEND_SECONDS, isOtpCode } from './otp.ts';

export const otpCodeSchema = text().regex(OTP_PATTERN, { error: 'validation.code.format' });

/** A graphic code answer, given when the server asks for one (CAPTCHA_REQUIRED). */
export const captchaFieldsSchema = z.object({
  captchaId: text().min(1).max(64).optional(),
  captchaAnswer: text().trim().min(1, { error: 'validation.captcha.required' }).max(12).optional(),
});

export const otpRequestSchema = z
  .object({
    phone: e164PhoneSchema,
    language: languageSchema.default('en'),
  })
  .extend(captchaFieldsSchema.shape);
export type OtpRequest = z.input<typeof otpRequestSchema>;

export const otpResponseSchema = z.object({
  /** Seconds before another code may be requested for this phone. */
  resendInSeconds: z.number().int().nonnegative(),
  /** Seconds the code just sent stays valid. */
  expiresInSeconds: z.number().int().positive(),
  /** Whether the next code request for this phone will need a graphic code. */
  captchaRequiredNext: z.boolean(),
  /**
   * Whether signing in with the code just sent will need a graphic code (a wrong code since the
   * last sign-in): the screen shows it with the code, so a right code is not refused for it
   * (docs/sign-in.md#graphic-code).
   */
  captchaRequiredForSignIn: z.boolean(),
});
export type OtpResponse = z.infer<typeof otpResponseSchema>;

export const captchaResponseSchema = z.object({
  id: z.string(),
  /** The picture, as an SVG data URL drawn by the server. */
  image: z.string().startsWith('data:image/svg+xml'),
  expiresInSeconds: z.number().int().positive(),
});
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;

export const appTypeSchema = z.union([z.literal(1), z.literal(2)]);

export const loginRequestSchema = z
  .object({
    phone: e164PhoneSchema,
    code: otpCodeSchema,
    agreedToPrivacy: z.literal(true, { error: 'validation.privacy.required' }),
    /** 1 Android shell, 2 iOS shell; absent in a browser. */
    appType: appTypeSchema.optional(),
  })
  .extend(captchaFieldsSchema.shape);
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * The customer id the borrower sees: 'c_' and 16 random base32 characters, never the internal
 * sequence (docs/security.md#customer-ids). Answers are checked against it, so an internal id
 * can never leave the server.
 */
export const CUSTOMER_ID_PATTERN = /^c_[A-Z2-7]{16}$/;
export const customerIdSchema = z.string().regex(CUSTOMER_ID_PATTERN);

export const loginResponseSchema = z.object({
  token: z.string(),
  customerId: customerIdSchema,
  phone: e164PhoneSchema,
  /** True when this sign-in registered the customer. */
  registered: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({
  customerId: customerIdSchema,
  phone: e164PhoneSchema,
  createdAt: z.string(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
