/**
 * The desk's sign-in rules (docs/desk.md#sign-in), pure: times are the caller's clock.
 */
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const ENROLMENT_LINK_MS = 24 * 60 * 60 * 1000;
/** Between the password and the second factor. */
export const SIGN_IN_CHALLENGE_MS = 5 * 60 * 1000;
/** Wrong passwords or codes in a row before the account waits. */
export const LOCKOUT_AFTER = 5;
/** The wait doubles with each further failure, from 15 minutes up to a day. */
const LOCKOUT_BASE_MS = 15 * 60 * 1000;
const LOCKOUT_MAX_MS = 24 * 60 * 60 * 1000;

export interface SessionTimes {
  createdAt: Date;
  lastUsedAt: Date;
  /** "Sign out everywhere" of the account; sessions opened before it ended. */
  validFrom: Date | null;
}

export type SessionEnd = 'EXPIRED' | 'IDLE' | 'SIGNED_OUT_EVERYWHERE';

/** Why a session no longer counts at `now`, or null while it does. */
export function sessionEnd(times: SessionTimes, now: Date): SessionEnd | null {
  if (times.validFrom && times.createdAt.getTime() < times.validFrom.getTime())
    return 'SIGNED_OUT_EVERYWHERE';
  if (now.getTime() - times.createdAt.getTime() >= SESSION_MAX_MS) return 'EXPIRED';
  if (now.getTime() - times.lastUsedAt.getTime() >= SESSION_IDLE_MS) return 'IDLE';
  return null;
}

/** When the account may try again after `failures` wrong tries in a row; null: no wait. */
export function lockedUntil(failures: number, now: Date): Date | null {
  if (failures < LOCKOUT_AFTER) return null;
  const wait = Math.min(LOCKOUT_BASE_MS * 2 ** (failures - LOCKOUT_AFTER), LOCKOUT_MAX_MS);
  return new Date(now.getTime() + wait);
}

/** A staff e-mail as kept: trimmed and lower case (the table refuses any other). */
export const normalEmail = (email: string): string => email.trim().toLowerCase();

export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
