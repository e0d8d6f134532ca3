import type { Db } from '../db/db.ts';

/*
 * What the data download reads and the account deletion erases (docs/account.md#data-download,
 * #account-deletion), table by table. Rows are exported whole as JSON minus the columns that are
 * internal (sequential ids, the customer key) or secret (token, code and answer hashes) or binary.
 */

type Row = Record<string, unknown>;

/** Internal or secret columns, never in a download. */
const HIDDEN = [
  'id',
  'customer_id',
  'seq',
  'token_hash',
  'code_hash',
  'answer_hash',
  'sandbox_answer',
  'client_key',
  // A keyed hash of the app's device id (docs/desk.md#matches): not readable, not the borrower's.
  'device_key',
  // The staff member's internal id; the decision and its source are exported.
  'decided_by',
  'otp_challenge_id',
  'replaced_by_session',
  'storage_key',
  'sha256',
  'signature_png',
  'signature_sha256',
  'documents_sha256',
  // The signed documents themselves: opened from the loan's page (/bill), not repeated here.
  'documents',
  'idempotency_key',
  'provider_ref',
  'checkout_url',
];

/** The tables the download reads by customer (constants, never input). */
const BY_CUSTOMER = {
  sessions: 'created_at',
  profile_sections: 'section',
  profile_section_history: 'replaced_at',
  applications: 'submitted_at',
  photos: 'created_at',
  quotes: 'created_at',
  orders: 'created_at',
  signatures: 'signed_at',
  payment_intents: 'created_at',
  receipts: 'paid_at',
  messages: 'created_at',
  announcement_reads: 'read_at',
  coupons: 'valid_from',
  customer_preferences: 'updated_at',
  home_screen_bonuses: 'granted_at',
} as const;
export type CustomerTable = keyof typeof BY_CUSTOMER;

/** The customer's rows of a table, oldest first, without hidden columns. */
export async function exportRows(db: Db, table: CustomerTable, customerId: string): Promise<Row[]> {
  const rows = await db.query<{ row: Row }>(
    `SELECT to_jsonb(t) - $2::text[] AS row FROM ${table} t
      WHERE t.customer_id = $1 ORDER BY t.${BY_CUSTOMER[table]}`,
    [customerId, HIDDEN],
  );
  return rows.map((r) => r.row);
}

/** The tables the download reads by phone (constants, never input). */
const BY_PHONE = {
  otp_challenges: 'created_at',
  phone_security: 'updated_at',
  sms_outbox: 'sent_at',
  wrong_code_attempts: 'attempted_at',
  captchas: 'created_at',
} as const;
export type PhoneTable = keyof typeof BY_PHONE;

export async function exportPhoneRows(db: Db, table: PhoneTable, phone: string): Promise<Row[]> {
  const rows = await db.query<{ row: Row }>(
    `SELECT to_jsonb(t) - $2::text[] AS row FROM ${table} t
      WHERE t.phone = $1 ORDER BY t.${BY_PHONE[table]}`,
    [phone, HIDDEN],
  );
  return rows.map((r) => r.row);
}

export interface AccountRecord {
  customerId: string;
  phone: string;
  createdAt: Date;
  settledLoans: number;
}

/** The live account: its public id, phone, creation. */
export async function findAccount(db: Db, customerId: string): Promise<AccountRecord | null> {
  const [row] = await db.query<AccountRecord>(
    `SELECT public_id AS "customerId", phone, created_at AS "createdAt",
            settled_loans AS "settledLoans"
       FROM customers WHERE id = $1 AND deleted_at IS NULL`,
    [customerId],
  );
  return row ?? null;
}

// ── Erasure: each runs inside the deletion's transaction ─────────────────────────────────────────

/** Sign-in traces of the phone: codes, wrong codes, its security row, the sandbox outbox, captchas. */
export async function erasePhoneTraces(tx: Db, phone: string): Promise<void> {
  await tx.query('DELETE FROM wrong_code_attempts WHERE phone = $1', [phone]);
  await tx.query('DELETE FROM otp_challenges WHERE phone = $1', [phone]);
  await tx.query('DELETE FROM phone_security WHERE phone = $1', [phone]);
  await tx.query('DELETE FROM sms_outbox WHERE phone = $1', [phone]);
  await tx.query('UPDATE captchas SET phone = NULL WHERE phone = $1', [phone]);
}

/** The sessions stay as revoked records, without the device they were opened on. */
export async function eraseSessionDevices(tx: Db, customerId: string): Promise<void> {
  await tx.query(
    'UPDATE sessions SET user_agent = NULL, device_key = NULL WHERE customer_id = $1',
    [customerId],
  );
}

/** Detaches the account from its number: a later sign-in with it is a new customer. */
export async function detachCustomer(tx: Db, customerId: string, at: Date): Promise<void> {
  await tx.query(
    'UPDATE customers SET phone = NULL, deleted_at = $2 WHERE id = $1 AND deleted_at IS NULL',
    [customerId, at],
  );
}

/** The profile and its history (contacts included); applications not behind a loan. */
export async function eraseProfile(tx: Db, customerId: string): Promise<void> {
  await tx.query('DELETE FROM profile_section_history WHERE customer_id = $1', [customerId]);
  await tx.query('DELETE FROM profile_sections WHERE customer_id = $1', [customerId]);
  await tx.query(
    `DELETE FROM applications a WHERE a.customer_id = $1
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.application_id = a.id)
        AND NOT EXISTS (SELECT 1 FROM quotes q WHERE q.application_id = a.id)`,
    [customerId],
  );
}

/** Photo rows stay as the record (their bytes go by a job); where they were sent from goes now. */
export async function erasePhotoOrigins(tx: Db, customerId: string): Promise<void> {
  await tx.query('UPDATE photos SET created_ip = NULL, user_agent = NULL WHERE customer_id = $1', [
    customerId,
  ]);
}

/** The customer's photos whose bytes are still in the store. */
export async function photosToErase(
  db: Db,
  customerId: string,
): Promise<{ id: string; storageKey: string }[]> {
  return db.query(
    `SELECT id::text AS id, storage_key AS "storageKey" FROM photos
      WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY id`,
    [customerId],
  );
}

/** Records that a deleted account's photo left the store, current or replaced alike. */
export async function markPhotoErased(db: Db, id: string, at: Date): Promise<void> {
  await db.query('UPDATE photos SET deleted_at = $2 WHERE id = $1 AND deleted_at IS NULL', [
    id,
    at,
  ]);
}

/** Quotes never signed; a signed one stays with its loan. */
export async function eraseUnsignedQuotes(tx: Db, customerId: string): Promise<void> {
  await tx.query(
    `DELETE FROM quotes q WHERE q.customer_id = $1
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.quote_id = q.id)
        AND NOT EXISTS (SELECT 1 FROM signatures s WHERE s.quote_id = q.id)`,
    [customerId],
  );
}

/**
 * The kept payout records without the borrower's contact: the e-wallet or payout phone leaves the
 * orders' payout accounts and the payouts sent (ours and the sandbox provider's books). The name,
 * channel and account stay with the money they record until the retention period ends
 * (purgeKeptRecords).
 */
export async function detachPayoutContacts(tx: Db, customerId: string): Promise<void> {
  await tx.query(
    `UPDATE orders SET payout_account = payout_account - 'withdrawalPhone'
      WHERE customer_id = $1 AND payout_account ? 'withdrawalPhone'`,
    [customerId],
  );
  await tx.query(
    `UPDATE payouts p SET destination = p.destination - 'withdrawalPhone'
       FROM orders o
      WHERE o.id = p.order_id AND o.customer_id = $1 AND p.destination ? 'withdrawalPhone'`,
    [customerId],
  );
  await tx.query(
    `UPDATE sandbox_payouts s SET destination = s.destination - 'withdrawalPhone'
       FROM payouts p JOIN orders o ON o.id = p.order_id
      WHERE s.idempotency_key = p.idempotency_key AND o.customer_id = $1
        AND s.destination ? 'withdrawalPhone'`,
    [customerId],
  );
}

/** Coupons no loan or payment used; a used one stays with the ledger it lowered. */
export async function eraseUnusedCoupons(tx: Db, customerId: string): Promise<void> {
  await tx.query(
    `DELETE FROM coupons c WHERE c.customer_id = $1
        AND NOT EXISTS (SELECT 1 FROM quotes q WHERE q.coupon_id = c.id)
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.coupon_id = c.id)
        AND NOT EXISTS (SELECT 1 FROM payment_intents i WHERE i.coupon_id = c.id)`,
    [customerId],
  );
}

export async function eraseMessages(tx: Db, customerId: string): Promise<void> {
  await tx.query('DELETE FROM messages WHERE customer_id = $1', [customerId]);
  await tx.query('DELETE FROM announcement_reads WHERE customer_id = $1', [customerId]);
}

export async function erasePreferences(tx: Db, customerId: string): Promise<void> {
  await tx.query('DELETE FROM customer_preferences WHERE customer_id = $1', [customerId]);
}

/** The home-screen bonus's row (docs/coupons.md#home-screen-bonus); its coupon goes with the coupons. */
export async function eraseHomeScreenBonus(tx: Db, customerId: string): Promise<void> {
  await tx.query('DELETE FROM home_screen_bonuses WHERE customer_id = $1', [customerId]);
}

/**
 * The collections desk's contacts about the customer's loans (docs/desk.md#collections), for the
 * download: when, how, what came of it, the day promised, the note; never who on staff.
 */
export async function exportCollectionContacts(db: Db, customerId: string): Promise<Row[]> {
  return db.query<Row>(
    `SELECT o.order_no AS "orderNo", k.at, k.channel, k.outcome,
            k.promised_on::text AS "promisedOn", k.note
       FROM collection_contacts k JOIN orders o ON o.id = k.order_id
      WHERE o.customer_id = $1
      ORDER BY k.at, k.id`,
    [customerId],
  );
}

/**
 * Staff's notes on the contacts are their words about a person: gone with the account. The
 * contacts themselves (when, how, the outcome) stay with the loan's records.
 */
export async function eraseCollectionNotes(tx: Db, customerId: string): Promise<void> {
  await tx.query(
    `UPDATE collection_contacts k SET note = ''
       FROM orders o WHERE o.id = k.order_id AND o.customer_id = $1 AND k.note <> ''`,
    [customerId],
  );
}
