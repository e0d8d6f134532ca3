import type { Db } from '../db/db.ts';

/** Whether the borrower has a payment of any loan still in progress. */
export async function hasLiveIntent(db: Db, customerId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM payment_intents WHERE customer_id = $1 AND status = 'pending' LIMIT 1`,
    [customerId],
  );
  return rows.length > 0;
}

/** Records a deletion: when, and until which Manila day the kept records are kept. */
export async function insertAccountDeletion(
  db: Db,
  d: { customerId: string; erasedAt: Date; keepUntil: string },
): Promise<void> {
  await db.query(
    `INSERT INTO account_deletions (customer_id, erased_at, keep_until) VALUES ($1, $2, $3)`,
    [d.customerId, d.erasedAt, d.keepUntil],
  );
}

/** Deleted accounts whose kept records are past their day and not yet purged, oldest first. */
export async function deletionsDueForPurge(
  db: Db,
  { today, limit }: { today: string; limit: number },
): Promise<string[]> {
  const rows = await db.query<{ customerId: string }>(
    `SELECT customer_id::text AS "customerId" FROM account_deletions
      WHERE purged_at IS NULL AND keep_until < $1
      ORDER BY keep_until, customer_id LIMIT $2`,
    [today, limit],
  );
  return rows.map((r) => r.customerId);
}

/**
 * Past the retention period: what still identifies the borrower in the kept records goes — the
 * signature images and signed documents, the payout account and the payouts' destinations (their
 * channel stays), where a
 * signature came from. Amounts, dates and statuses stay, anonymous. Once per account.
 */
export async function purgeKeptRecords(db: Db, customerId: string, at: Date): Promise<boolean> {
  const [claimed] = await db.query(
    `UPDATE account_deletions SET purged_at = $2
      WHERE customer_id = $1 AND purged_at IS NULL RETURNING 1`,
    [customerId, at],
  );
  if (!claimed) return false;
  await db.query(
    `UPDATE signatures
        SET signature_png = '\\x'::bytea, documents = '[]'::jsonb, ip = NULL, user_agent = NULL,
            device = '{}'::jsonb
      WHERE customer_id = $1`,
    [customerId],
  );
  await db.query(
    `UPDATE orders
        SET payout_account = jsonb_build_object('channel', payout_account->'channel', 'erased', true)
      WHERE customer_id = $1`,
    [customerId],
  );
  // The payouts sent hold the same account: ours and the sandbox provider's books.
  await db.query(
    `UPDATE payouts p
        SET destination = jsonb_build_object('channel', p.destination->'channel', 'erased', true)
       FROM orders o
      WHERE o.id = p.order_id AND o.customer_id = $1`,
    [customerId],
  );
  await db.query(
    `UPDATE sandbox_payouts s
        SET destination = jsonb_build_object('channel', s.destination->'channel', 'erased', true)
       FROM payouts p JOIN orders o ON o.id = p.order_id
      WHERE s.idempotency_key = p.idempotency_key AND o.customer_id = $1`,
    [customerId],
  );
  return true;
}

/** Records store keys whose rows the deletion erased: their bytes are still to go. */
export async function insertPendingErasures(
  tx: Db,
  d: { customerId: string; objectKeys: readonly string[]; at: Date },
): Promise<void> {
  if (d.objectKeys.length === 0) return;
  await tx.query(
    `INSERT INTO pending_erasures (object_key, customer_id, created_at)
     SELECT key, $1, $3 FROM unnest($2::text[]) AS key
     ON CONFLICT (object_key) DO NOTHING`,
    [d.customerId, d.objectKeys, d.at],
  );
}

/** The customer's store keys still to erase, oldest first. */
export async function pendingErasures(db: Db, customerId: string): Promise<string[]> {
  const rows = await db.query<{ key: string }>(
    `SELECT object_key AS key FROM pending_erasures WHERE customer_id = $1
      ORDER BY created_at, object_key`,
    [customerId],
  );
  return rows.map((r) => r.key);
}

/** The key's bytes are gone from the store. */
export async function dropPendingErasure(db: Db, objectKey: string): Promise<void> {
  await db.query('DELETE FROM pending_erasures WHERE object_key = $1', [objectKey]);
}

/**
 * Deleted accounts with bytes still in the store (a pending key, or a photo not marked erased),
 * by customer key after `after`: the daily sweep's pages.
 */
export async function deletedAccountsWithBytes(
  db: Db,
  { after, limit }: { after: string; limit: number },
): Promise<string[]> {
  const rows = await db.query<{ customerId: string }>(
    `SELECT customer_id::text AS "customerId" FROM (
       SELECT customer_id FROM pending_erasures WHERE customer_id > $1
       UNION
       SELECT d.customer_id FROM account_deletions d
        WHERE d.customer_id > $1
          AND EXISTS (SELECT 1 FROM photos p
                       WHERE p.customer_id = d.customer_id AND p.deleted_at IS NULL)
     ) AS left_over
     ORDER BY customer_id LIMIT $2`,
    [after, limit],
  );
  return rows.map((r) => r.customerId);
}
