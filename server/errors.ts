import { ERROR_STATUS } from '../contract/errors.ts';
import type { ApiError, ErrorCode } from '../contract/errors.ts';

/**
 * An error the borrower's app is meant to see: a stable contract code, the HTTP status the
 * contract assigns to it, and optionally the field at fault and when to try again.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { field?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.field = extra.field;
    this.retryAfterSeconds =
      extra.retryAfterSeconds === undefined
        ? undefined
        : Math.max(0, Math.ceil(extra.retryAfterSeconds));
  }

  toBody(): ApiError {
    return {
      code: this.code,
      message: this.message,
      ...(this.field === undefined ? {} : { field: this.field }),
      ...(this.retryAfterSeconds === undefined
        ? {}
        : { retryAfterSeconds: this.retryAfterSeconds }),
    };
  }
}

/**
 * What a rule check inside a transaction decided. A refusal is returned, not thrown, so the
 * transaction still commits what the refusal itself recorded (a used graphic code, a wrong
 * attempt); the caller throws it after the commit.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

export const refuse = <T>(error: AppError): Outcome<T> => ({ ok: false, error });
export const accept = <T>(value: T): Outcome<T> => ({ ok: true, value });

export function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
