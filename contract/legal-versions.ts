/* Zod-free: the server records consents against it, the client's legal screens show it. */

/** The legal documents a borrower agrees to at sign-in (docs/care.md#legal-versions). */
export const LEGAL_DOCUMENTS = ['privacy', 'terms'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/**
 * The live version of each document and the Manila day it took effect. A version, once live, is
 * never edited: a change is a new version with its own date (docs/care.md#legal-versions).
 */
export const LEGAL_VERSIONS: Record<LegalDocument, { version: string; effectiveDate: string }> = {
  privacy: { version: '2', effectiveDate: '2026-11-28' },
  terms: { version: '2', effectiveDate: '2026-11-28' },
};
