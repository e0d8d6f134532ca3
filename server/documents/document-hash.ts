import { createHash } from 'node:crypto';
import { DOCUMENT_KINDS } from '../../contract/loan/documents.ts';
import type { DocumentBlock, LoanDocument } from '../../contract/loan/documents.ts';

/*
 * The hash identifies exactly what the borrower read and signed. It is taken over a canonical
 * JSON with every key in a fixed order, so a document read back from JSONB (which reorders
 * keys) hashes the same as when it was rendered.
 */

function canonicalBlock(block: DocumentBlock): DocumentBlock {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return { type: block.type, text: block.text };
    case 'facts':
      return {
        type: 'facts',
        // `strong: false` and no `strong` read the same, so they hash the same.
        rows: block.rows.map((row) =>
          row.strong === true
            ? { label: row.label, value: row.value, strong: true }
            : { label: row.label, value: row.value },
        ),
      };
    case 'table':
      return {
        type: 'table',
        caption: block.caption,
        head: [...block.head],
        rows: block.rows.map((row) => [...row]),
      };
  }
}

/** The exact text hashDocument hashes; the signed copy shows it so anyone can check the hash. */
export function canonicalDocumentJson(doc: Omit<LoanDocument, 'hash'>): string {
  return JSON.stringify({
    kind: doc.kind,
    version: doc.version,
    language: doc.language,
    title: doc.title,
    blocks: doc.blocks.map(canonicalBlock),
  });
}

/** SHA-256 (hex) of the canonical JSON of {kind, version, language, title, blocks}. */
export function hashDocument(doc: Omit<LoanDocument, 'hash'>): string {
  return createHash('sha256').update(canonicalDocumentJson(doc), 'utf8').digest('hex');
}

/** The document with its hash. */
export const sealDocument = (doc: Omit<LoanDocument, 'hash'>): LoanDocument => ({
  ...doc,
  hash: hashDocument(doc),
});

/**
 * signatures.documents_sha256: SHA-256 of the three document hashes joined with "\n" in
 * DOCUMENT_KINDS order. Refuses a set that is not exactly one document of each kind, or a
 * document whose hash does not match its content: a seal over either would vouch for nothing.
 */
export function sealDocuments(docs: readonly LoanDocument[]): Buffer {
  const hashes = DOCUMENT_KINDS.map((kind) => {
    const found = docs.filter((doc) => doc.kind === kind);
    if (found.length !== 1) {
      throw new Error(`Expected one ${kind} document, got ${found.length}`);
    }
    const doc = found[0]!;
    if (hashDocument(doc) !== doc.hash) throw new Error(`The ${kind} document's hash is wrong`);
    return doc.hash;
  });
  if (docs.length !== DOCUMENT_KINDS.length) {
    throw new Error(`Expected ${DOCUMENT_KINDS.length} documents, got ${docs.length}`);
  }
  return createHash('sha256').update(hashes.join('\n'), 'utf8').digest();
}
