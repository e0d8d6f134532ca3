import type {
  ApplicationStatus,
  CorrectionReason,
  RefusalReason,
} from '../../contract/profile/api.ts';
import type { Section } from '../../contract/profile/sections.ts';
import type { Db } from '../db/db.ts';

export interface Application {
  id: string;
  customerId: string;
  status: ApplicationStatus;
  submittedAt: Date;
  decidedAt: Date | null;
  quotaCentavos: number | null;
  /** YYYY-MM-DD (Manila). */
  reapplyOn: string | null;
  refusalReason: RefusalReason | null;
  correctionReason: CorrectionReason | null;
  correctionSection: Section | null;
  correctionField: string | null;
}

const COLUMNS = `applications.id::text AS id, customer_id::text AS "customerId", status,
  submitted_at AS "submittedAt", decided_at AS "decidedAt",
  quota_centavos AS "quotaCentavos", reapply_on::text AS "reapplyOn",
  refusal_reason AS "refusalReason", correction_reason AS "correctionReason", correction_section AS "correctionSection",
  correction_field AS "correctionField"`;

/** The columns of an Application, for a reader that joins them to others (loan-home.ts). */
export const APPLICATION_COLUMNS = COLUMNS;

export async function latestApplication(db: Db, customerId: string): Promise<Application | null> {
  const [row] = await db.query<Application>(
    `SELECT ${COLUMNS} FROM applications WHERE customer_id = $1
      ORDER BY submitted_at DESC, seq DESC LIMIT 1`,
    [customerId],
  );
  return row ?? null;
}

/** An application under review or approved: the profile is read-only while one exists. */
export const LOCKING_APPLICATION = `status IN ('underReview', 'approved')`;

/** Whether the customer has a LOCKING_APPLICATION. */
export async function hasLockingApplication(db: Db, customerId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM applications WHERE customer_id = $1 AND ${LOCKING_APPLICATION} LIMIT 1`,
    [customerId],
  );
  return rows.length > 0;
}

/** Ever approved: a condition of changing the payout account (with a settled loan). */
export async function hasApprovedApplication(db: Db, customerId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM applications WHERE customer_id = $1 AND status = 'approved' LIMIT 1`,
    [customerId],
  );
  return rows.length > 0;
}

export async function insertApplication(
  db: Db,
  a: { id: string; customerId: string; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO applications (id, customer_id, status, submitted_at)
     VALUES ($1, $2, 'underReview', $3)`,
    [a.id, a.customerId, a.at],
  );
}

/**
 * The application if it is still waiting for its decision, locked until the transaction ends:
 * `queued` says whether the one wanted waits for a person (the desk) or not yet (the job).
 */
export async function lockUnderReview(
  db: Db,
  id: string,
  queued: boolean,
): Promise<Application | null> {
  const [row] = await db.query<Application>(
    `SELECT ${COLUMNS} FROM applications
      WHERE id = $1 AND status = 'underReview' AND (review_queued_at IS NOT NULL) = $2
      FOR UPDATE`,
    [id, queued],
  );
  return row ?? null;
}

/** Decisions the customer had before (needsCorrection counts): sandbox triggers act on the first. */
export async function countDecided(db: Db, customerId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM applications WHERE customer_id = $1 AND status <> 'underReview'`,
    [customerId],
  );
  return row?.n ?? 0;
}

export type Decision =
  | { status: 'approved'; quotaCentavos: number }
  | { status: 'rejected'; reapplyOn: string; refusalReason: RefusalReason }
  | {
      status: 'needsCorrection';
      correction: { reason: CorrectionReason; section: Section; field: string };
    };

/** Records the decision; false when the application was no longer under review. */
export async function decideApplication(
  db: Db,
  d: {
    id: string;
    decision: Decision;
    at: Date;
    source: 'scorecard' | 'sandbox' | 'staff';
    /** The staff member who decided (source 'staff'). */
    decidedBy?: string | null;
    /** Undefined: keeps what is stored (a person decides on the scorecard's breakdown). */
    scorecard?: unknown;
  },
): Promise<boolean> {
  const { decision } = d;
  const rows = await db.query(
    `UPDATE applications
        SET status = $2, decided_at = $3, quota_centavos = $4, reapply_on = $5::date,
            correction_reason = $6, correction_section = $7, correction_field = $8,
            scorecard = CASE WHEN $12 THEN $9::jsonb ELSE scorecard END, decision_source = $10,
            decided_by = $11, refusal_reason = $13
      WHERE id = $1 AND status = 'underReview'
      RETURNING id`,
    [
      d.id,
      decision.status,
      d.at,
      decision.status === 'approved' ? decision.quotaCentavos : null,
      decision.status === 'rejected' ? decision.reapplyOn : null,
      decision.status === 'needsCorrection' ? decision.correction.reason : null,
      decision.status === 'needsCorrection' ? decision.correction.section : null,
      decision.status === 'needsCorrection' ? decision.correction.field : null,
      d.scorecard == null ? null : JSON.stringify(d.scorecard),
      d.source,
      d.decidedBy ?? null,
      d.scorecard !== undefined,
      decision.status === 'rejected' ? decision.refusalReason : null,
    ],
  );
  return rows.length > 0;
}

/**
 * Who to tell about a decision: the application, its owner's phone, and the language the owner
 * chose in Settings, else that of their last code request (the language they last used the app
 * in), if any. A deleted account has no phone: nobody (docs/account.md#account-deletion).
 */
export async function findDecisionRecipient(
  db: Db,
  id: string,
): Promise<{ application: Application; phone: string; language: string | null } | null> {
  const [row] = await db.query<Application & { phone: string; language: string | null }>(
    `SELECT ${COLUMNS}, c.phone,
            COALESCE(
              (SELECT p.language FROM customer_preferences p WHERE p.customer_id = c.id),
              (SELECT o.language FROM otp_challenges o WHERE o.phone = c.phone
                ORDER BY o.created_at DESC, o.id DESC LIMIT 1)) AS language
       FROM applications JOIN customers c ON c.id = applications.customer_id
      WHERE applications.id = $1 AND c.deleted_at IS NULL`,
    [id],
  );
  if (!row) return null;
  const { phone, language, ...application } = row;
  return { application, phone, language };
}

/** Marks the decision SMS as sent; false when it already was (the job ran before). */
export async function claimDecisionSms(db: Db, applicationId: string, at: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE applications SET decision_sms_at = $2
      WHERE id = $1 AND decision_sms_at IS NULL RETURNING id`,
    [applicationId, at],
  );
  return rows.length > 0;
}
