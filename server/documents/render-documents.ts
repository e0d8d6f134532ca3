import type { LoanDocument } from '../../contract/loan/documents.ts';
import { renderAgreement } from './agreement.ts';
import type { DocumentContext } from './document-context.ts';
import { documentFormat } from './document-format.ts';
import { sealDocument } from './document-hash.ts';
import { renderKeyFacts } from './key-facts.ts';
import { renderSanctionLetter } from './sanction-letter.ts';
import { DOCUMENT_TEXTS } from './texts/texts-by-language.ts';

export type { DocumentContext } from './document-context.ts';

/**
 * The key fact statement, the loan agreement and the sanction letter (DOCUMENT_KINDS order),
 * filled with this quote's figures in the borrower's language, each with its hash. A pure
 * function of the context: signing re-renders and compares the hashes with what was read.
 */
export function renderLoanDocuments(ctx: DocumentContext): LoanDocument[] {
  const texts = DOCUMENT_TEXTS[ctx.language];
  const format = documentFormat(ctx.language);
  return [
    renderKeyFacts(ctx, texts, format),
    renderAgreement(ctx, texts, format),
    renderSanctionLetter(ctx, texts, format),
  ].map(sealDocument);
}
