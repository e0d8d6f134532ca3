/* Zod-free: the document view renders these without loading the schemas. */

/**
 * The documents signed before a loan binds (docs/loans.md#disclosure): the key fact statement
 * (Truth in Lending disclosure), the loan agreement and the sanction letter.
 */
export const DOCUMENT_KINDS = ['keyFacts', 'agreement', 'sanctionLetter'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * The two the borrower must tick (docs/loans.md#signing); the key fact statement is read, not
 * agreed.
 */
export const AGREED_DOCUMENTS = ['agreement', 'sanctionLetter'] as const;

/**
 * A rendered document is data, not HTML: the server fills every text and figure in the
 * borrower's language and hashes this exact structure; the client only lays it out.
 */
export type DocumentBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'facts'; rows: { label: string; value: string; strong?: boolean }[] }
  | { type: 'table'; caption: string; head: string[]; rows: string[][] };

export interface LoanDocument {
  kind: DocumentKind;
  /** Template version, e.g. "keyFacts/2026-11"; a new wording gets a new version. */
  version: string;
  language: 'en' | 'ph' | 'hi';
  title: string;
  blocks: DocumentBlock[];
  /** SHA-256 (hex) of the canonical JSON of {kind, version, language, title, blocks}. */
  hash: string;
}
