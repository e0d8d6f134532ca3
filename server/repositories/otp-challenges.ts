import type { Db } from '../db/db.ts';
import type { PhoneSecurity } from './phone-security.ts';

export interface OtpChallenge {
  id: string;
  codeHash: Uint8Array;
  createdAt: Date;
  expiresAt: Date;
  consumedAt: Date | null;
  /** Wrong answers so far; at OTP_MAX_WRONG the code is void (docs/security.md#wrong-codes). */
  wrongAttempts: number;
}

export async function insertChallenge(
  db: Db,
  c: { phone: string; codeHash: Uint8Array; language: string; createdAt: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO otp_challenges (phone, code_hash, language, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id`,
    [c.phone, c.codeHash, c.language, c.createdAt, c.expiresAt],
  );
  return row!.id;
}

/** The newest code sent to the phone: the only one that can still be used. */
export async function latestChallenge(db: Db, phone: string): Promise<OtpChallenge | null> {
  const [row] = await db.query<OtpChallenge>(
    `SELECT id::text AS id, code_hash AS "codeHash", created_at AS "createdAt",
            expires_at AS "expiresAt", consumed_at AS "consumedAt", wrong_attempts AS "wrongAttempts"
       FROM otp_challenges WHERE phone = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [phone],
  );
  return row ?? null;
}

/** The codes sent to a phone, as a code request weighs them. */
export interface CodesSent {
  /** When the last one was sent (null: never). */
  lastAt: Date | null;
  sinceDayStart: number;
  inLastDay: number;
}

/**
 * One statement: a code request reads these under the phone's lock, on every request. Only the
 * codes of the windows are read; a last code older than both is as good as none (the resend wait
 * is a minute).
 */
export async function codesSent(
  db: Db,
  phone: string,
  since: { dayStart: Date; dayAgo: Date },
): Promise<CodesSent> {
  const [row] = await db.query<CodesSent>(
    `SELECT max(created_at) AS "lastAt",
            count(*) FILTER (WHERE created_at >= $2)::int AS "sinceDayStart",
            count(*) FILTER (WHERE created_at >= $3)::int AS "inLastDay"
       FROM otp_challenges WHERE phone = $1 AND created_at >= LEAST($2::timestamptz, $3)`,
    [phone, since.dayStart, since.dayAgo],
  );
  return row!;
}

export async function consumeChallenge(db: Db, id: string, at: Date): Promise<void> {
  await db.query('UPDATE otp_challenges SET consumed_at = $2 WHERE id = $1', [id, at]);
}

/** Counts a wrong answer to the code; returns its wrong answers so far. */
export async function countWrongAttempt(db: Db, id: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'UPDATE otp_challenges SET wrong_attempts = wrong_attempts + 1 WHERE id = $1 RETURNING wrong_attempts AS n',
    [id],
  );
  return row?.n ?? 0;
}

/** A code that never reached the phone must not count toward the resend and daily limits. */
export async function deleteChallenge(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM otp_challenges WHERE id = $1', [id]);
}

/** What a code request decides on, read in one statement (docs/performance.md#locked-transactions). */
export interface CodeRequestState {
  /** The end of the client's lock after wrong codes (null: none, or never locked). */
  clientLockedUntil: Date | null;
  security: PhoneSecurity;
  sent: CodesSent;
}

/**
 * The three readers a code request used to call one after the other under the phone's lock
 * (clientLockedUntil, readPhoneSecurity, codesSent), as one statement: the same rows, one round
 * trip instead of three. tests/api/one-statement-views.test.ts holds it equal to them.
 */
export async function readCodeRequest(
  db: Db,
  r: { phone: string; clientKey: Uint8Array; dayStart: Date; dayAgo: Date },
): Promise<CodeRequestState> {
  const [row] = await db.query<{
    clientLockedUntil: Date | null;
    lastSignInAt: Date | null;
    wrongSinceSignIn: number;
    lastAt: Date | null;
    sinceDayStart: number;
    inLastDay: number;
  }>(
    `SELECT (SELECT locked_until FROM sign_in_client_locks WHERE client_key = $2) AS "clientLockedUntil",
            s.last_sign_in_at AS "lastSignInAt",
            (SELECT count(*)::int FROM wrong_code_attempts w
              WHERE w.phone = p.phone AND w.attempted_at > COALESCE(s.last_sign_in_at, '-infinity'))
              AS "wrongSinceSignIn",
            c."lastAt", c."sinceDayStart", c."inLastDay"
       FROM (SELECT $1::text AS phone) p
       LEFT JOIN phone_security s ON s.phone = p.phone
      CROSS JOIN (SELECT max(created_at) AS "lastAt",
                         count(*) FILTER (WHERE created_at >= $3)::int AS "sinceDayStart",
                         count(*) FILTER (WHERE created_at >= $4)::int AS "inLastDay"
                    FROM otp_challenges
                   WHERE phone = $1 AND created_at >= LEAST($3::timestamptz, $4)) c`,
    [r.phone, r.clientKey, r.dayStart, r.dayAgo],
  );
  const { clientLockedUntil, lastSignInAt, wrongSinceSignIn, lastAt, sinceDayStart, inLastDay } =
    row!;
  return {
    clientLockedUntil,
    security: { lastSignInAt, wrongSinceSignIn },
    sent: { lastAt, sinceDayStart, inLastDay },
  };
}
