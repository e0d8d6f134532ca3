import type { Db } from '../db/db.ts';
import type { LegalDocument } from '../../contract/legal-versions.ts';

export interface ConsentRow {
  document: LegalDocument;
  version: string;
  agreedAt: Date;
}

/**
 * Records that the borrower agreed to these versions now; a version already agreed keeps its
 * first date (docs/care.md#legal-versions).
 */
export async function recordConsents(
  tx: Db,
  customerId: string,
  documents: readonly { document: LegalDocument; version: string }[],
  at: Date,
): Promise<void> {
  for (const d of documents) {
    await tx.query(
      `INSERT INTO consents (customer_id, document, version, agreed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (customer_id, document, version) DO NOTHING`,
      [customerId, d.document, d.version, at],
    );
  }
}

export async function listConsents(db: Db, customerId: string): Promise<ConsentRow[]> {
  return db.query<ConsentRow>(
    `SELECT document, version, agreed_at AS "agreedAt" FROM consents
      WHERE customer_id = $1 ORDER BY document, agreed_at DESC`,
    [customerId],
  );
}

export async function deleteConsents(tx: Db, customerId: string): Promise<void> {
  await tx.query(`DELETE FROM consents WHERE customer_id = $1`, [customerId]);
}
