import type { Db } from '../db/db.ts';

export interface PhoneSecurity {
  lastSignInAt: Date | null;
  /** Wrong codes since the last successful sign-in. */
  wrongSinceSignIn: number;
}

/**
 * The phone's sign-in state. Its lock column is no longer read: wrong codes void the code and
 * lock the client that typed them, never the phone (docs/security.md#wrong-codes).
 */
export async function readPhoneSecurity(db: Db, phone: string): Promise<PhoneSecurity> {
  const [row] = await db.query<PhoneSecurity>(
    `SELECT s.last_sign_in_at AS "lastSignInAt",
            (SELECT count(*)::int FROM wrong_code_attempts w
              WHERE w.phone = p.phone AND w.attempted_at > COALESCE(s.last_sign_in_at, '-infinity'))
              AS "wrongSinceSignIn"
       FROM (SELECT $1::text AS phone) p LEFT JOIN phone_security s ON s.phone = p.phone`,
    [phone],
  );
  return row ?? { lastSignInAt: null, wrongSinceSignIn: 0 };
}

/** A wrong code, with the client that typed it (the keyed hash of its address and device). */
export async function recordWrongCode(
  db: Db,
  w: { phone: string; challengeId: string; clientKey: Uint8Array; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO wrong_code_attempts (phone, otp_challenge_id, client_key, attempted_at)
     VALUES ($1, $2, $3, $4)`,
    [w.phone, w.challengeId, w.clientKey, w.at],
  );
}

export async function recordSignIn(db: Db, phone: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO phone_security (phone, last_sign_in_at, updated_at) VALUES ($1, $2, $2)
     ON CONFLICT (phone) DO UPDATE SET last_sign_in_at = EXCLUDED.last_sign_in_at, updated_at = EXCLUDED.updated_at`,
    [phone, at],
  );
}
