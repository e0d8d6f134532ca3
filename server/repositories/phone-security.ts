import type { Db } from '../db/db.ts';

export interface PhoneSecurity {
  lockedUntil: Date | null;
  lastSignInAt: Date | null;
  /** Wrong codes since the last successful sign-in. */
  wrongSinceSignIn: number;
}

export async function readPhoneSecurity(db: Db, phone: string): Promise<PhoneSecurity> {
  const [row] = await db.query<PhoneSecurity>(
    `SELECT s.locked_until AS "lockedUntil", s.last_sign_in_at AS "lastSignInAt",
            (SELECT count(*)::int FROM wrong_code_attempts w
              WHERE w.phone = p.phone AND w.attempted_at > COALESCE(s.last_sign_in_at, '-infinity'))
              AS "wrongSinceSignIn"
       FROM (SELECT $1::text AS phone) p LEFT JOIN phone_security s ON s.phone = p.phone`,
    [phone],
  );
  return row ?? { lockedUntil: null, lastSignInAt: null, wrongSinceSignIn: 0 };
}

export async function recordWrongCode(
  db: Db,
  phone: string,
  challengeId: string,
  at: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO wrong_code_attempts (phone, otp_challenge_id, attempted_at) VALUES ($1, $2, $3)',
    [phone, challengeId, at],
  );
}

/**
 * Wrong codes counted toward a lock: those after `since` (the window start), after the last
 * sign-in and after the end of the previous lock, so an expired lock starts a fresh count.
 */
export async function countWrongCodesSince(db: Db, phone: string, since: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM wrong_code_attempts w
       LEFT JOIN phone_security s ON s.phone = w.phone
      WHERE w.phone = $1 AND w.attempted_at > $2
        AND w.attempted_at > COALESCE(s.last_sign_in_at, '-infinity')
        AND w.attempted_at > COALESCE(s.locked_until, '-infinity')`,
    [phone, since],
  );
  return row?.n ?? 0;
}

export async function lockPhone(db: Db, phone: string, until: Date, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO phone_security (phone, locked_until, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (phone) DO UPDATE SET locked_until = EXCLUDED.locked_until, updated_at = EXCLUDED.updated_at`,
    [phone, until, at],
  );
}

export async function recordSignIn(db: Db, phone: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO phone_security (phone, last_sign_in_at, updated_at) VALUES ($1, $2, $2)
     ON CONFLICT (phone) DO UPDATE SET last_sign_in_at = EXCLUDED.last_sign_in_at, updated_at = EXCLUDED.updated_at`,
    [phone, at],
  );
}
