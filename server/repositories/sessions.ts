import type { Db } from '../db/db.ts';

export interface SessionRow {
  sessionId: string;
  customerId: string;
  publicId: string;
  phone: string;
  customerCreatedAt: Date;
  lastUsedAt: Date;
}

export async function insertSession(
  db: Db,
  s: {
    tokenHash: Uint8Array;
    customerId: string;
    at: Date;
    appType: number | null;
    userAgent: string | null;
    deviceKey: Uint8Array | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO sessions
       (token_hash, customer_id, created_at, last_used_at, app_type, user_agent, device_key)
     VALUES ($1, $2, $3, $3, $4, $5, $6)`,
    [s.tokenHash, s.customerId, s.at, s.appType, s.userAgent, s.deviceKey],
  );
}

/** A session that is not revoked and whose customer still exists; idle expiry is the service's rule. */
export async function findLiveSession(db: Db, tokenHash: Uint8Array): Promise<SessionRow | null> {
  const [row] = await db.query<SessionRow>(
    `SELECT s.id::text AS "sessionId", c.id::text AS "customerId", c.public_id AS "publicId",
            c.phone,
            c.created_at AS "customerCreatedAt", s.last_used_at AS "lastUsedAt"
       FROM sessions s JOIN customers c ON c.id = s.customer_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND c.deleted_at IS NULL`,
    [tokenHash],
  );
  return row ?? null;
}

/**
 * The native shell the session was opened in (1 Android, 2 iOS; docs/bridge.md#app-type), as the
 * app said at sign-in; null: a browser.
 */
export async function findSessionAppType(db: Db, sessionId: string): Promise<number | null> {
  const [row] = await db.query<{ appType: number | null }>(
    'SELECT app_type AS "appType" FROM sessions WHERE id = $1',
    [sessionId],
  );
  return row?.appType ?? null;
}

export async function touchSession(db: Db, sessionId: string, at: Date): Promise<void> {
  await db.query('UPDATE sessions SET last_used_at = $2 WHERE id = $1 AND last_used_at < $2', [
    sessionId,
    at,
  ]);
}

export async function revokeSession(db: Db, sessionId: string, at: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    at,
  ]);
}

/** Revokes every live session of the customer (account deletion). */
export async function revokeCustomerSessions(db: Db, customerId: string, at: Date): Promise<void> {
  await db.query(
    'UPDATE sessions SET revoked_at = $2 WHERE customer_id = $1 AND revoked_at IS NULL',
    [customerId, at],
  );
}

/** Tells every instance listening on `channel` (delivered when the transaction commits). */
export async function notifyChannel(db: Db, channel: string, payload: string): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
}
