/* Zod-free on purpose: the client's first-load path imports this file. */

/**
 * Sign-in constants (docs/sign-in.md#codes; issue 2 §6). The server's config may tighten, never
 * loosen.
 */
export const OTP_LENGTH = 4;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_RESEND_SECONDS = 60;

export const OTP_PATTERN = /^\d{4}$/;

/** The zod-free check, for screens that must not load zod before first paint. */
export const isOtpCode = (code: string): boolean => OTP_PATTERN.test(code);
