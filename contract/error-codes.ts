/* Zod-free on purpose: the client's first-load path imports this file. */

/**
 * Stable error codes of the API, one for each entry of the error catalogue
 * (docs/errors.md#catalogue) plus the generic ones every API needs. Clients translate by code;
 * `message` is for developers. Never rename a code: old app versions in the field still map them.
 */
export const ERROR_CODES = [
  // Generic
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'INTERNAL',
  // The database (or another part the server needs) is briefly out of reach: try again shortly
  // (docs/errors.md#service-unavailable).
  'SERVICE_UNAVAILABLE',
  // Error catalogue (docs/errors.md#catalogue), sign-in
  'NETWORK_ABNORMAL',
  'TOO_FREQUENT',
  'SMS_DAILY_LIMIT',
  'SECURITY_LOCKED',
  'WRONG_CODE',
  'CODE_EXPIRED',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_WRONG',
  'AGREEMENT_REQUIRED',
  // Error catalogue, later flows
  'PHOTO_PROBLEM',
  'FACE_CHECK_FAILED',
  'DISBURSEMENT_FAILED',
  'IDENTITY_VERIFICATION_FAILED',
  'BANK_INFO_INCORRECT',
  'AUTH_INFO_ISSUE',
  'APPLICATION_REFUSED',
  'OUTSTANDING_REPAYMENT',
  'ACCOUNT_INVALID',
  'PAYMENT_AMOUNT_MISMATCH',
  'COUPON_UNAVAILABLE',
  'COUPON_FULL_REPAYMENT_ONLY',
  'ANDROID_NOT_SUPPORTED',
  // Profile and uploads
  'PROFILE_INCOMPLETE',
  'PROFILE_LOCKED',
  'CHANGE_BANK_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  // Loans
  'NOT_APPROVED',
  'OVER_QUOTA',
  'ORDER_IN_PROGRESS',
  'QUOTE_STALE',
  'LINK_EXPIRED',
  'ORDER_NOT_CANCELLABLE',
  'PAYOUT_RETRY_CLOSED',
  // Repayment (docs/loans.md#payment-intents)
  'LOAN_SETTLED',
  'LOAN_CANCELLED',
  'PAYMENT_IN_PROGRESS',
  'AMOUNT_OUT_OF_RANGE',
  'EXTENSION_NOT_AVAILABLE',
  // Account (docs/account.md#account-deletion)
  'APPLICATION_UNDER_REVIEW',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Body of every non-2xx answer of the API. */
export type ApiError = {
  code: ErrorCode;
  message: string;
  /** The request field at fault, when there is one (e.g. "phone", "code", "captchaAnswer"). */
  field?: string;
  /** Seconds until the action may be tried again (TOO_FREQUENT, SECURITY_LOCKED, SERVICE_UNAVAILABLE). */
  retryAfterSeconds?: number;
};

/** A zod-free check of an error body. */
export function isApiError(value: unknown): value is ApiError {
  if (!value || typeof value !== 'object') return false;
  const { code, message } = value as Record<string, unknown>;
  return typeof message === 'string' && (ERROR_CODES as readonly unknown[]).includes(code);
}

/** HTTP status each code is answered with. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  NETWORK_ABNORMAL: 503,
  TOO_FREQUENT: 429,
  SMS_DAILY_LIMIT: 429,
  SECURITY_LOCKED: 423,
  WRONG_CODE: 400,
  CODE_EXPIRED: 400,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_WRONG: 400,
  AGREEMENT_REQUIRED: 400,
  PHOTO_PROBLEM: 422,
  FACE_CHECK_FAILED: 422,
  DISBURSEMENT_FAILED: 409,
  IDENTITY_VERIFICATION_FAILED: 409,
  BANK_INFO_INCORRECT: 422,
  AUTH_INFO_ISSUE: 409,
  APPLICATION_REFUSED: 409,
  OUTSTANDING_REPAYMENT: 409,
  ACCOUNT_INVALID: 422,
  PAYMENT_AMOUNT_MISMATCH: 422,
  COUPON_UNAVAILABLE: 409,
  COUPON_FULL_REPAYMENT_ONLY: 409,
  ANDROID_NOT_SUPPORTED: 403,
  PROFILE_INCOMPLETE: 409,
  PROFILE_LOCKED: 409,
  CHANGE_BANK_NOT_ALLOWED: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  NOT_APPROVED: 409,
  OVER_QUOTA: 422,
  ORDER_IN_PROGRESS: 409,
  QUOTE_STALE: 409,
  LINK_EXPIRED: 410,
  ORDER_NOT_CANCELLABLE: 409,
  PAYOUT_RETRY_CLOSED: 409,
  LOAN_SETTLED: 409,
  LOAN_CANCELLED: 409,
  PAYMENT_IN_PROGRESS: 409,
  AMOUNT_OUT_OF_RANGE: 422,
  EXTENSION_NOT_AVAILABLE: 409,
  APPLICATION_UNDER_REVIEW: 409,
};
