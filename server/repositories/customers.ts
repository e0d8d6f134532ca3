import type { Db } from '../db/db.ts';

export interface Customer {
  /** Internal: the key of every table, never in an API answer. */
  id: string;
  /** What the borrower and the API see (docs/security.md#customer-ids); drawn by the database. */
  publicId: string;
  phone: string;
  createdAt: Date;
}

const COLUMNS = 'id::text AS id, public_id AS "publicId", phone, created_at AS "createdAt"';

export async function findLiveCustomerByPhone(db: Db, phone: string): Promise<Customer | null> {
  const [row] = await db.query<Customer>(
    `SELECT ${COLUMNS} FROM customers WHERE phone = $1 AND deleted_at IS NULL`,
    [phone],
  );
  return row ?? null;
}

export async function insertCustomer(db: Db, phone: string, at: Date): Promise<Customer> {
  const [row] = await db.query<Customer>(
    `INSERT INTO customers (phone, created_at) VALUES ($1, $2) RETURNING ${COLUMNS}`,
    [phone, at],
  );
  return row!;
}

/** The internal key of a live customer by the public id the API shows; null when none. */
export async function findLiveCustomerKey(db: Db, publicId: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM customers WHERE public_id = $1 AND deleted_at IS NULL`,
    [publicId],
  );
  return row?.id ?? null;
}

/**
 * Whether the customer is still live (not deleted). Read in a writer's transaction under a lock
 * the deletion also takes, it sees a deletion that committed while the writer waited
 * (docs/account.md#account-deletion).
 */
export async function isLiveCustomer(db: Db, customerId: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM customers WHERE id = $1 AND deleted_at IS NULL`, [
    customerId,
  ]);
  return rows.length > 0;
}
