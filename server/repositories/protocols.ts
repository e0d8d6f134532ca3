import type { Db } from '../db/db.ts';

/** A signed loan as the protocols list names it (docs/care.md#protocols). */
export interface SignedLoanRow {
  orderId: string;
  orderNo: string;
  signedAt: Date;
  documents: { kind: string; version: string }[];
}

/** The borrower's signed loans, newest first, with each signed document's kind and version. */
export async function listSignedLoans(db: Db, customerId: string): Promise<SignedLoanRow[]> {
  return db.query<SignedLoanRow>(
    `SELECT o.id::text AS "orderId", o.order_no AS "orderNo", s.signed_at AS "signedAt",
            (SELECT COALESCE(jsonb_agg(jsonb_build_object('kind', d->>'kind',
                                                          'version', d->>'version')), '[]'::jsonb)
               FROM jsonb_array_elements(s.documents) AS d) AS documents
       FROM signatures s JOIN orders o ON o.id = s.order_id
      WHERE s.customer_id = $1
      ORDER BY s.signed_at DESC`,
    [customerId],
  );
}

export interface AgreedExtensionRow {
  intentId: string;
  orderId: string;
  orderNo: string;
  agreedAt: Date;
  language: 'en' | 'ph' | 'hi';
  disclosure: unknown;
}

const EXTENSION_COLUMNS = `
  i.id::text AS "intentId", i.order_id::text AS "orderId", o.order_no AS "orderNo",
  i.agreed_at AS "agreedAt", i.language, i.disclosure`;

/** The extensions the borrower agreed to and paid, newest first. */
export async function listPaidExtensions(
  db: Db,
  customerId: string,
): Promise<AgreedExtensionRow[]> {
  return db.query<AgreedExtensionRow>(
    `SELECT ${EXTENSION_COLUMNS}
       FROM payment_intents i JOIN orders o ON o.id = i.order_id
      WHERE i.customer_id = $1 AND i.kind = 'extension' AND i.status = 'succeeded'
      ORDER BY i.agreed_at DESC`,
    [customerId],
  );
}

/** One extension intent of the borrower's, whatever its status; another's is not found. */
export async function findOwnExtension(
  db: Db,
  customerId: string,
  intentId: string,
): Promise<AgreedExtensionRow | null> {
  const [row] = await db.query<AgreedExtensionRow>(
    `SELECT ${EXTENSION_COLUMNS}
       FROM payment_intents i JOIN orders o ON o.id = i.order_id
      WHERE i.customer_id = $1 AND i.id = $2 AND i.kind = 'extension'`,
    [customerId, intentId],
  );
  return row ?? null;
}
