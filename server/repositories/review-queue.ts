import type { MatchKind, ReviewReason } from '../../contract/desk/review.ts';
import type { CorrectionReason } from '../../contract/profile/api.ts';
import type { Db } from '../db/db.ts';
import { APPLICATION_COLUMNS } from './applications.ts';
import type { Application } from './applications.ts';

/** The oldest applications waiting for a person the queue lists at once. */
export const REVIEW_LIST_LIMIT = 200;

/** Leaves an application under review for a person (docs/desk.md#review-queue). */
export async function queueForReview(
  db: Db,
  q: { id: string; at: Date; reasons: ReviewReason[]; scorecard: unknown },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE applications SET review_queued_at = $2, review_reasons = $3::text[],
            scorecard = $4::jsonb
      WHERE id = $1 AND status = 'underReview' AND review_queued_at IS NULL
      RETURNING id`,
    [q.id, q.at, q.reasons, JSON.stringify(q.scorecard)],
  );
  return rows.length > 0;
}

export interface QueuedApplication {
  applicationId: string;
  publicId: string;
  phone: string;
  basic: { firstName?: string; lastName?: string } | null;
  submittedAt: Date;
  queuedAt: Date;
  reasons: ReviewReason[];
  scorecard: { total?: number; approveAt?: number } | null;
}

/** The queue, oldest first, one more than the limit so the caller can say there are more. */
export async function listReviewQueue(db: Db, limit: number): Promise<QueuedApplication[]> {
  return db.query<QueuedApplication>(
    `SELECT a.id::text AS "applicationId", c.public_id AS "publicId", c.phone,
            b.data AS basic, a.submitted_at AS "submittedAt", a.review_queued_at AS "queuedAt",
            a.review_reasons AS reasons, a.scorecard
       FROM applications a
       JOIN customers c ON c.id = a.customer_id
       LEFT JOIN profile_sections b ON b.customer_id = a.customer_id AND b.section = 'basic'
      WHERE a.status = 'underReview' AND a.review_queued_at IS NOT NULL
      ORDER BY a.review_queued_at, a.seq
      LIMIT $1`,
    [limit + 1],
  );
}

export interface ReviewedApplication extends Application {
  publicId: string;
  phone: string;
  customerSince: Date;
  deleted: boolean;
  queuedAt: Date | null;
  reasons: ReviewReason[] | null;
  scorecard: unknown;
  decisionSource: 'scorecard' | 'sandbox' | 'staff' | null;
  decidedByName: string | null;
}

export async function findReviewedApplication(
  db: Db,
  id: string,
): Promise<ReviewedApplication | null> {
  const [row] = await db.query<ReviewedApplication>(
    `SELECT ${APPLICATION_COLUMNS}, c.public_id AS "publicId", c.phone,
            c.created_at AS "customerSince", c.deleted_at IS NOT NULL AS deleted,
            applications.review_queued_at AS "queuedAt", applications.review_reasons AS reasons,
            applications.scorecard, applications.decision_source AS "decisionSource",
            (SELECT s.display_name FROM staff s WHERE s.id = applications.decided_by)
              AS "decidedByName"
       FROM applications
       JOIN customers c ON c.id = applications.customer_id
      WHERE applications.id = $1`,
    [id],
  );
  return row ?? null;
}

/** The customer's other applications, newest first. */
export async function earlierApplications(
  db: Db,
  customerId: string,
  exceptId: string,
): Promise<
  {
    id: string;
    status: Application['status'];
    submittedAt: Date;
    decidedAt: Date | null;
    correctionReason: CorrectionReason | null;
  }[]
> {
  return db.query(
    `SELECT id::text AS id, status, submitted_at AS "submittedAt", decided_at AS "decidedAt",
            correction_reason AS "correctionReason"
       FROM applications WHERE customer_id = $1 AND id <> $2
      ORDER BY submitted_at DESC, seq DESC LIMIT 20`,
    [customerId, exceptId],
  );
}

/**
 * What the customer shares with other customers (docs/desk.md#matches): the same ID (type and
 * number), a payout account another one has or had (a bank account at the same bank, a wallet
 * number anywhere), the login phone as another one's wallet or the reverse, a device both signed
 * in on. Internal ids stay here; the caller shows public ones. `accounts` is inlined into each
 * branch (NOT MATERIALIZED) so each uses the account indexes instead of reading every account.
 */
export async function findMatches(
  db: Db,
  customerId: string,
  kinds: readonly MatchKind[] = ['idNumber', 'payoutAccount', 'phone', 'device'],
): Promise<{ kind: MatchKind; publicId: string }[]> {
  return db.query(
    `WITH me AS (
       SELECT c.id, c.phone, i.data AS identity, b.data AS bank
         FROM customers c
         LEFT JOIN profile_sections i ON i.customer_id = c.id AND i.section = 'identity'
         LEFT JOIN profile_sections b ON b.customer_id = c.id AND b.section = 'bank'
        WHERE c.id = $1
     ), accounts AS NOT MATERIALIZED (
       SELECT customer_id, data FROM profile_sections
        WHERE section = 'bank' AND data ->> 'account' <> ''
       UNION ALL
       SELECT customer_id, data FROM profile_section_history
        WHERE section = 'bank' AND data ->> 'account' <> ''
     ), found AS (
       SELECT 'idNumber' AS kind, o.customer_id
         FROM profile_sections o, me
        WHERE 'idNumber' = ANY($2::text[]) AND o.section = 'identity'
          AND o.data ->> 'idNumber' = me.identity ->> 'idNumber'
          AND o.data ->> 'idType' = me.identity ->> 'idType' AND o.customer_id <> me.id
       UNION
       SELECT 'payoutAccount', o.customer_id
         FROM accounts o, me
        WHERE 'payoutAccount' = ANY($2::text[]) AND me.bank ->> 'account' <> ''
          AND o.data ->> 'account' = me.bank ->> 'account'
          AND o.data ->> 'channel' = me.bank ->> 'channel'
          AND (me.bank ->> 'channel' = 'ewallet' OR o.data ->> 'payeeCode' = me.bank ->> 'payeeCode')
          AND o.customer_id <> me.id
       UNION
       SELECT 'phone', o.customer_id
         FROM accounts o, me
        WHERE 'phone' = ANY($2::text[]) AND o.data ->> 'channel' = 'ewallet'
          AND o.data ->> 'account' = '0' || substr(me.phone, 4) AND o.customer_id <> me.id
       UNION
       SELECT 'phone', c.id
         FROM customers c, me
        WHERE 'phone' = ANY($2::text[]) AND me.bank ->> 'channel' = 'ewallet'
          AND c.phone = '+63' || substr(me.bank ->> 'account', 2)
          AND c.id <> me.id AND c.deleted_at IS NULL
       UNION
       SELECT 'device', theirs.customer_id
         FROM sessions mine
         JOIN sessions theirs ON theirs.device_key = mine.device_key
        WHERE 'device' = ANY($2::text[]) AND mine.customer_id = $1
          AND mine.device_key IS NOT NULL AND theirs.customer_id <> $1
     )
     SELECT found.kind, c.public_id AS "publicId"
       FROM found JOIN customers c ON c.id = found.customer_id
      ORDER BY found.kind, c.public_id
      LIMIT 50`,
    [customerId, kinds],
  );
}
