import type { LoanDocument } from '../../contract/loan/documents.ts';
import type { Language } from '../../contract/language.ts';
import type { Db } from '../db/db.ts';

export interface SignatureRow {
  id: string;
  orderId: string;
  quoteId: string;
  language: Language;
  /** Exactly as rendered and shown when signed, each with its hash and version. */
  documents: LoanDocument[];
  documentsSha256: Uint8Array;
  agreed: { agreement: boolean; sanctionLetter: boolean };
  signaturePng: Uint8Array;
  signatureSha256: Uint8Array;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
  device: Record<string, unknown>;
}

const COLUMNS = `id::text AS id, order_id::text AS "orderId", quote_id::text AS "quoteId",
  language, documents, documents_sha256 AS "documentsSha256", agreed,
  signature_png AS "signaturePng", signature_sha256 AS "signatureSha256",
  signed_at AS "signedAt", ip, user_agent AS "userAgent", device`;

export async function insertSignature(
  db: Db,
  s: SignatureRow & { customerId: string },
): Promise<void> {
  await db.query(
    `INSERT INTO signatures (id, order_id, customer_id, quote_id, language, documents,
                             documents_sha256, agreed, signature_png, signature_sha256, signed_at,
                             ip, user_agent, device)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb, $9, $10, $11, $12, $13, $14::jsonb)`,
    [
      s.id,
      s.orderId,
      s.customerId,
      s.quoteId,
      s.language,
      JSON.stringify(s.documents),
      s.documentsSha256,
      JSON.stringify(s.agreed),
      s.signaturePng,
      s.signatureSha256,
      s.signedAt,
      s.ip,
      s.userAgent,
      JSON.stringify(s.device),
    ],
  );
}

/** The signed record of an order (the caller checked the order is theirs). */
export async function findSignature(db: Db, orderId: string): Promise<SignatureRow | null> {
  const [row] = await db.query<SignatureRow>(
    `SELECT ${COLUMNS} FROM signatures WHERE order_id = $1`,
    [orderId],
  );
  return row ?? null;
}
