import type { Db } from '../db/db.ts';
import type { StaffRole } from '../domain/desk/roles.ts';

export type StaffStatus = 'invited' | 'active' | 'disabled';

export interface StaffRow {
  id: string;
  email: string;
  displayName: string;
  roles: StaffRole[];
  status: StaffStatus;
  passwordHash: string | null;
  totpSealed: string | null;
  totpLastStep: number | null;
  sessionsValidFrom: Date | null;
  createdAt: Date;
}

const STAFF_COLUMNS = `s.id::text AS id, s.email, s.display_name AS "displayName", s.roles,
  s.status, s.password_hash AS "passwordHash", s.totp_secret_sealed AS "totpSealed",
  s.totp_last_step AS "totpLastStep", s.sessions_valid_from AS "sessionsValidFrom",
  s.created_at AS "createdAt"`;

export async function insertStaff(
  db: Db,
  s: {
    email: string;
    displayName: string;
    roles: readonly StaffRole[];
    at: Date;
    createdBy: string | null;
  },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO staff (email, display_name, roles, status, created_at, created_by)
     VALUES ($1, $2, $3, 'invited', $4, $5) RETURNING id::text AS id`,
    [s.email, s.displayName, s.roles, s.at, s.createdBy],
  );
  return (row as { id: string }).id;
}

/**
 * Administrators who can sign in (enrolled, not disabled): while there is none, the command line
 * may make one, or send an invited one a new link.
 */
export async function countActiveAdministrators(db: Db): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM staff WHERE 'admin' = ANY (roles) AND status = 'active'`,
  );
  return row?.count ?? 0;
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | null> {
  const [row] = await db.query<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM staff s WHERE email = $1`, [
    email,
  ]);
  return row ?? null;
}

export async function findStaffById(db: Db, id: string): Promise<StaffRow | null> {
  const [row] = await db.query<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM staff s WHERE id = $1`, [
    id,
  ]);
  return row ?? null;
}

/** The row, locked for the rest of the transaction (a sign-in's count of failures). */
export async function lockStaff(db: Db, id: string): Promise<StaffRow | null> {
  const [row] = await db.query<StaffRow>(
    `SELECT ${STAFF_COLUMNS} FROM staff s WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row ?? null;
}

export async function listStaff(db: Db): Promise<StaffRow[]> {
  return db.query<StaffRow>(`SELECT ${STAFF_COLUMNS} FROM staff s ORDER BY s.email`);
}

export async function setTotpLastStep(db: Db, id: string, step: number): Promise<void> {
  await db.query('UPDATE staff SET totp_last_step = $2 WHERE id = $1', [id, step]);
}

export interface ThrottleRow {
  failures: number;
  lockedUntil: Date | null;
}

/** The e-mail's count of wrong tries, locked for the transaction (a row made when missing). */
export async function lockSignInThrottle(db: Db, email: string, at: Date): Promise<ThrottleRow> {
  await db.query(
    `INSERT INTO staff_sign_in_throttle (email, failures, updated_at) VALUES ($1, 0, $2)
     ON CONFLICT (email) DO NOTHING`,
    [email, at],
  );
  const [row] = await db.query<ThrottleRow>(
    `SELECT failures, locked_until AS "lockedUntil" FROM staff_sign_in_throttle
      WHERE email = $1 FOR UPDATE`,
    [email],
  );
  return row as ThrottleRow;
}

export async function setSignInThrottle(
  db: Db,
  email: string,
  t: { failures: number; lockedUntil: Date | null; at: Date },
): Promise<void> {
  await db.query(
    `UPDATE staff_sign_in_throttle SET failures = $2, locked_until = $3, updated_at = $4
      WHERE email = $1`,
    [email, t.failures, t.lockedUntil, t.at],
  );
}

/** Counts untouched for a day are forgotten (the retention job): a lock lasts a day at most. */
export async function deleteStaleThrottles(db: Db, before: Date): Promise<number> {
  const rows = await db.query<{ email: string }>(
    'DELETE FROM staff_sign_in_throttle WHERE updated_at < $1 RETURNING email',
    [before],
  );
  return rows.length;
}

/** Enrolment done: the password and TOTP key set, the account active. */
export async function activateStaff(
  db: Db,
  s: { id: string; passwordHash: string; totpSealed: string | null; totpLastStep: number | null },
): Promise<void> {
  await db.query(
    `UPDATE staff SET password_hash = $2, totp_secret_sealed = $3, totp_last_step = $4,
            status = 'active'
      WHERE id = $1 AND status <> 'disabled'`,
    [s.id, s.passwordHash, s.totpSealed, s.totpLastStep],
  );
}

/**
 * A fresh start from a new enrolment link: the old password and TOTP key stop working at once
 * (a lost phone, a forgotten password) and every session ends; a disabled account comes back.
 */
export async function resetStaffFactors(db: Db, id: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE staff SET status = 'invited', password_hash = NULL, totp_secret_sealed = NULL,
            totp_last_step = NULL, sessions_valid_from = $2, disabled_at = NULL
      WHERE id = $1`,
    [id, at],
  );
  await db.query(
    'UPDATE staff_sessions SET ended_at = $2 WHERE staff_id = $1 AND ended_at IS NULL',
    [id, at],
  );
  await db.query(
    'UPDATE staff_passkeys SET removed_at = $2 WHERE staff_id = $1 AND removed_at IS NULL',
    [id, at],
  );
}

export async function disableStaff(db: Db, id: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE staff SET status = 'disabled', disabled_at = $2, sessions_valid_from = $2
      WHERE id = $1`,
    [id, at],
  );
  await db.query(
    'UPDATE staff_sessions SET ended_at = $2 WHERE staff_id = $1 AND ended_at IS NULL',
    [id, at],
  );
}

/** Administrators who can sign in, locked for the transaction: the last one must stay. */
export async function lockAdministrators(db: Db): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM staff
      WHERE 'admin' = ANY (roles) AND status = 'active' ORDER BY id FOR UPDATE`,
  );
  return rows.map((row) => row.id);
}

/** Every session of the account opened before `at` ends ("sign out everywhere"). */
export async function endSessionsBefore(db: Db, id: string, at: Date): Promise<void> {
  await db.query('UPDATE staff SET sessions_valid_from = $2 WHERE id = $1', [id, at]);
  await db.query(
    'UPDATE staff_sessions SET ended_at = $2 WHERE staff_id = $1 AND ended_at IS NULL',
    [id, at],
  );
}

export async function setStaffRoles(
  db: Db,
  id: string,
  roles: readonly StaffRole[],
): Promise<void> {
  await db.query('UPDATE staff SET roles = $2 WHERE id = $1', [id, roles]);
}

// Enrolment links

export async function insertEnrolment(
  db: Db,
  e: { staffId: string; tokenHash: Uint8Array; at: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `UPDATE staff_enrolments SET replaced_at = $2
      WHERE staff_id = $1 AND used_at IS NULL AND replaced_at IS NULL`,
    [e.staffId, e.at],
  );
  await db.query(
    `INSERT INTO staff_enrolments (staff_id, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [e.staffId, e.tokenHash, e.at, e.expiresAt],
  );
}

export interface EnrolmentRow {
  id: string;
  staffId: string;
  expiresAt: Date;
  usedAt: Date | null;
  replacedAt: Date | null;
  totpPendingSealed: string | null;
  webauthnChallenge: string | null;
}

export async function findEnrolment(db: Db, tokenHash: Uint8Array): Promise<EnrolmentRow | null> {
  const [row] = await db.query<EnrolmentRow>(
    `SELECT id::text AS id, staff_id::text AS "staffId", expires_at AS "expiresAt",
            used_at AS "usedAt", replaced_at AS "replacedAt",
            totp_pending_sealed AS "totpPendingSealed", webauthn_challenge AS "webauthnChallenge"
       FROM staff_enrolments WHERE token_hash = $1 FOR UPDATE`,
    [tokenHash],
  );
  return row ?? null;
}

export async function setEnrolmentTotp(db: Db, id: string, sealed: string): Promise<void> {
  await db.query('UPDATE staff_enrolments SET totp_pending_sealed = $2 WHERE id = $1', [
    id,
    sealed,
  ]);
}

/** The challenge the enrolment page's passkey registration must answer. */
export async function setEnrolmentWebauthnChallenge(
  db: Db,
  id: string,
  challenge: string,
): Promise<void> {
  await db.query('UPDATE staff_enrolments SET webauthn_challenge = $2 WHERE id = $1', [
    id,
    challenge,
  ]);
}

export async function useEnrolment(db: Db, id: string, at: Date): Promise<void> {
  await db.query('UPDATE staff_enrolments SET used_at = $2 WHERE id = $1', [id, at]);
}

// Sign-in challenges (between the password and the second factor)

export async function insertSignInChallenge(
  db: Db,
  c: {
    staffId: string;
    tokenHash: Uint8Array;
    at: Date;
    expiresAt: Date;
    webauthnChallenge: string | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO staff_sign_in_challenges
       (staff_id, token_hash, created_at, expires_at, webauthn_challenge)
     VALUES ($1, $2, $3, $4, $5)`,
    [c.staffId, c.tokenHash, c.at, c.expiresAt, c.webauthnChallenge],
  );
}

export interface ChallengeRow {
  id: string;
  staffId: string;
  expiresAt: Date;
  usedAt: Date | null;
  webauthnChallenge: string | null;
}

export async function findSignInChallenge(
  db: Db,
  tokenHash: Uint8Array,
): Promise<ChallengeRow | null> {
  const [row] = await db.query<ChallengeRow>(
    `SELECT id::text AS id, staff_id::text AS "staffId", expires_at AS "expiresAt",
            used_at AS "usedAt", webauthn_challenge AS "webauthnChallenge"
       FROM staff_sign_in_challenges WHERE token_hash = $1 FOR UPDATE`,
    [tokenHash],
  );
  return row ?? null;
}

export async function useSignInChallenge(db: Db, id: string, at: Date): Promise<void> {
  await db.query('UPDATE staff_sign_in_challenges SET used_at = $2 WHERE id = $1', [id, at]);
}

// Sessions

export async function insertStaffSession(
  db: Db,
  s: { staffId: string; tokenHash: Uint8Array; at: Date; userAgent: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO staff_sessions (token_hash, staff_id, created_at, last_used_at, user_agent)
     VALUES ($1, $2, $3, $3, $4)`,
    [s.tokenHash, s.staffId, s.at, s.userAgent],
  );
}

export interface StaffSessionRow {
  sessionId: string;
  createdAt: Date;
  lastUsedAt: Date;
  staff: StaffRow;
}

export async function findLiveStaffSession(
  db: Db,
  tokenHash: Uint8Array,
): Promise<StaffSessionRow | null> {
  const [row] = await db.query<
    {
      sessionId: string;
      sessionCreatedAt: Date;
      lastUsedAt: Date;
    } & StaffRow
  >(
    `SELECT ss.id::text AS "sessionId", ss.created_at AS "sessionCreatedAt",
            ss.last_used_at AS "lastUsedAt", ${STAFF_COLUMNS}
       FROM staff_sessions ss JOIN staff s ON s.id = ss.staff_id
      WHERE ss.token_hash = $1 AND ss.ended_at IS NULL AND s.status = 'active'`,
    [tokenHash],
  );
  if (!row) return null;
  const { sessionId, sessionCreatedAt, lastUsedAt, ...staff } = row;
  return { sessionId, createdAt: sessionCreatedAt, lastUsedAt, staff };
}

export async function touchStaffSession(db: Db, sessionId: string, at: Date): Promise<void> {
  await db.query(
    'UPDATE staff_sessions SET last_used_at = $2 WHERE id = $1 AND last_used_at < $2',
    [sessionId, at],
  );
}

export async function endStaffSession(db: Db, sessionId: string, at: Date): Promise<void> {
  await db.query('UPDATE staff_sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL', [
    sessionId,
    at,
  ]);
}
