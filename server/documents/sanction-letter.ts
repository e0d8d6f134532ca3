import type { LoanDocument } from '../../contract/loan/documents.ts';
import type { DocumentContext } from './document-context.ts';
import type { DocumentFormat } from './document-format.ts';
import { payoutDescription } from './loan-figures.ts';
import type { DocumentTexts } from './texts/document-texts.ts';

export const SANCTION_LETTER_VERSION = 'sanctionLetter/2026-11.2';

/** The lender's letter that the loan is sanctioned on these terms, valid while the quote is. */
export function renderSanctionLetter(
  ctx: DocumentContext,
  texts: DocumentTexts,
  f: DocumentFormat,
): Omit<LoanDocument, 'hash'> {
  const { pricing: p, lender, borrower } = ctx;
  const c = texts.common;
  const s = texts.sanctionLetter;
  return {
    kind: 'sanctionLetter',
    version: SANCTION_LETTER_VERSION,
    language: ctx.language,
    title: s.title,
    blocks: [
      { type: 'paragraph', text: s.date({ date: f.date(ctx.issuedOn) }) },
      { type: 'paragraph', text: s.to({ name: borrower.fullName, address: borrower.address }) },
      { type: 'paragraph', text: s.greeting({ name: borrower.fullName }) },
      {
        type: 'paragraph',
        text: s.body({ lender: lender.corporateName, proName: lender.proName }),
      },
      {
        type: 'facts',
        rows: [
          { label: c.principal, value: f.money(p.principalCentavos) },
          { label: c.term, value: c.days(p.termDays) },
          { label: c.netProceeds, value: f.money(p.receivedCentavos), strong: true },
          { label: c.totalRepayment, value: f.money(p.totalRepaymentCentavos), strong: true },
          { label: c.dueDateIfToday, value: f.date(p.dueDate) },
          { label: c.eirPerMonth, value: f.percent(p.eirPerMonth) },
          { label: c.payoutAccount, value: payoutDescription(ctx, c) },
        ],
      },
      {
        type: 'paragraph',
        text: c.dueRule({ term: c.days(p.termDays), dueDate: f.date(p.dueDate) }),
      },
      { type: 'paragraph', text: s.validity },
      { type: 'paragraph', text: s.credited },
      { type: 'paragraph', text: s.readDocuments },
      { type: 'paragraph', text: s.closing },
      { type: 'paragraph', text: lender.corporateName },
      {
        type: 'paragraph',
        text: s.registration({
          sec: lender.secRegistrationNo,
          ca: lender.certificateOfAuthorityNo,
        }),
      },
    ],
  };
}
