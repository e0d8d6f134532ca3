import type { CollectionBucket, ContactOutcome } from '../../contract/desk/collections.ts';
import type { Db } from '../db/db.ts';
import { BUCKET_DAYS } from '../domain/desk/collection-buckets.ts';

/*
 * The collections desk's SQL (docs/desk.md#collections): overdue loans by bucket, the reminders
 * and contacts of one, a contact recorded and the promise it holds.
 */

/** The loans a bucket lists at once, most overdue first. */
export const COLLECTION_LIST_LIMIT = 100;
/** The most a bucket's export holds: said in the file when there are more. */
export const COLLECTION_EXPORT_LIMIT = 5000;

export interface OverdueLoanRow {
  orderId: string;
  orderNo: string;
  customerId: string;
  publicId: string;
  phone: string;
  basic: { firstName?: string; middleName?: string; lastName?: string } | null;
  status: 'repaying';
  amountCentavos: number;
  product: unknown;
  pricing: unknown;
  disbursedAt: Date;
  dueDate: string;
  promisedOn: string | null;
  remindersSent: number;
  lastContactAt: Date | null;
}

const COLUMNS = `o.id::text AS "orderId", o.order_no AS "orderNo",
  o.customer_id::text AS "customerId", c.public_id AS "publicId", c.phone, b.data AS basic,
  o.status, o.amount_centavos AS "amountCentavos", o.product, o.pricing,
  o.disbursed_at AS "disbursedAt", o.due_date::text AS "dueDate",
  o.promised_on::text AS "promisedOn",
  (SELECT count(*)::int FROM reminders r WHERE r.order_id = o.id) AS "remindersSent",
  (SELECT max(k.at) FROM collection_contacts k WHERE k.order_id = o.id) AS "lastContactAt"`;
const FROM = `FROM orders o JOIN customers c ON c.id = o.customer_id
  LEFT JOIN profile_sections b ON b.customer_id = o.customer_id AND b.section = 'basic'`;

/**
 * A bucket's loans on the Manila day `today`, from `offset`, one more than the limit (to say
 * there are more).
 */
export async function listOverdueLoans(
  db: Db,
  l: { bucket: CollectionBucket; today: string; offset: number; limit: number },
): Promise<OverdueLoanRow[]> {
  const { from, to } = BUCKET_DAYS[l.bucket];
  return db.query<OverdueLoanRow>(
    `SELECT ${COLUMNS} ${FROM}
      WHERE o.status = 'repaying' AND o.due_date <= $1::date - $2::int
        AND ($3::int IS NULL OR o.due_date >= $1::date - $3::int)
      ORDER BY o.due_date, o.order_no
      OFFSET $4 LIMIT $5`,
    [l.today, from, to, l.offset, l.limit + 1],
  );
}

/** A loan being repaid and past its due date on `today`; null for any other. */
export async function findOverdueLoan(
  db: Db,
  orderNo: string,
  today: string,
): Promise<OverdueLoanRow | null> {
  const [row] = await db.query<OverdueLoanRow>(
    `SELECT ${COLUMNS} ${FROM}
      WHERE o.order_no = $1 AND o.status = 'repaying' AND o.due_date < $2::date`,
    [orderNo, today],
  );
  return row ?? null;
}

export async function remindersOf(
  db: Db,
  orderId: string,
): Promise<{ kind: string; dueDate: string; at: Date }[]> {
  return db.query(
    `SELECT kind, due_date::text AS "dueDate", sent_at AS at FROM reminders
      WHERE order_id = $1 ORDER BY sent_at, kind`,
    [orderId],
  );
}

export interface ContactRow {
  at: Date;
  staff: string;
  channel: string;
  outcome: ContactOutcome;
  promisedOn: string | null;
  note: string;
}

export async function contactsOf(db: Db, orderId: string): Promise<ContactRow[]> {
  return db.query<ContactRow>(
    `SELECT k.at, s.display_name AS staff, k.channel, k.outcome,
            k.promised_on::text AS "promisedOn", k.note
       FROM collection_contacts k JOIN staff s ON s.id = k.staff_id
      WHERE k.order_id = $1 ORDER BY k.at DESC, k.id DESC LIMIT 200`,
    [orderId],
  );
}

/** One contact, and the order's promise when it made one; in the caller's transaction. */
export async function insertContact(
  tx: Db,
  c: {
    orderId: string;
    staffId: string;
    at: Date;
    channel: string;
    outcome: ContactOutcome;
    promisedOn: string | null;
    note: string;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO collection_contacts (order_id, staff_id, at, channel, outcome, promised_on, note)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7)`,
    [c.orderId, c.staffId, c.at, c.channel, c.outcome, c.promisedOn, c.note],
  );
  if (c.promisedOn) {
    await tx.query(`UPDATE orders SET promised_on = $2::date WHERE id = $1`, [
      c.orderId,
      c.promisedOn,
    ]);
  }
}

/** Whether a promise to pay holds the reminders of `today` (docs/desk.md#promise-to-pay). */
export async function promiseHolds(tx: Db, orderId: string, today: string): Promise<boolean> {
  const [row] = await tx.query<{ holds: boolean }>(
    `SELECT coalesce(promised_on >= $2::date, false) AS holds FROM orders WHERE id = $1`,
    [orderId, today],
  );
  return row?.holds ?? false;
}
