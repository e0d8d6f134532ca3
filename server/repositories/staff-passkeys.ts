import type { Db } from '../db/db.ts';

export interface PasskeyRow {
  id: string;
  credentialId: string;
  publicKey: Uint8Array;
  signCount: number;
  transports: string[];
}

const COLUMNS = `id::text AS id, credential_id AS "credentialId", public_key AS "publicKey",
  sign_count AS "signCount", transports`;

export async function insertPasskey(
  db: Db,
  p: {
    staffId: string;
    credentialId: string;
    publicKey: Uint8Array;
    signCount: number;
    transports: readonly string[];
    at: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO staff_passkeys
       (staff_id, credential_id, public_key, sign_count, transports, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [p.staffId, p.credentialId, p.publicKey, p.signCount, p.transports, p.at],
  );
}

/** The account's passkeys that still open it. */
export async function livePasskeys(db: Db, staffId: string): Promise<PasskeyRow[]> {
  return db.query<PasskeyRow>(
    `SELECT ${COLUMNS} FROM staff_passkeys
      WHERE staff_id = $1 AND removed_at IS NULL ORDER BY id`,
    [staffId],
  );
}

export async function recordPasskeyUse(
  db: Db,
  id: string,
  signCount: number,
  at: Date,
): Promise<void> {
  await db.query('UPDATE staff_passkeys SET sign_count = $2, last_used_at = $3 WHERE id = $1', [
    id,
    signCount,
    at,
  ]);
}

/** Keeps a registration's challenge on the session that asked for it (null: none pending). */
export async function setSessionWebauthnChallenge(
  db: Db,
  sessionId: string,
  challenge: string | null,
): Promise<void> {
  await db.query('UPDATE staff_sessions SET webauthn_challenge = $2 WHERE id = $1', [
    sessionId,
    challenge,
  ]);
}

/** The session's pending challenge, taken: a challenge is answered once. */
export async function takeSessionWebauthnChallenge(
  db: Db,
  sessionId: string,
): Promise<string | null> {
  const [row] = await db.query<{ challenge: string | null }>(
    `UPDATE staff_sessions s SET webauthn_challenge = NULL
       FROM (SELECT id, webauthn_challenge FROM staff_sessions WHERE id = $1 FOR UPDATE) old
      WHERE s.id = old.id
      RETURNING old.webauthn_challenge AS challenge`,
    [sessionId],
  );
  return row?.challenge ?? null;
}
