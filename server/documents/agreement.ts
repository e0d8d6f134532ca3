import type { DocumentBlock, LoanDocument } from '../../contract/loan/documents.ts';
import type { DocumentContext } from './document-context.ts';
import { clockOf } from '../../contract/loan/contact-hours.ts';
import { formatPhone } from './document-format.ts';
import type { DocumentFormat } from './document-format.ts';
import {
  chargeLines,
  couponNote,
  extensionText,
  lateChargeText,
  payoutDescription,
} from './loan-figures.ts';
import type { DocumentTexts } from './texts/document-texts.ts';

export const AGREEMENT_VERSION = 'agreement/2026-11.2';

/** The loan agreement: numbered clauses, each a heading and short plain sentences. */
export function renderAgreement(
  ctx: DocumentContext,
  texts: DocumentTexts,
  f: DocumentFormat,
): Omit<LoanDocument, 'hash'> {
  const { pricing: p, lender, borrower } = ctx;
  const c = texts.common;
  const a = texts.agreement;
  const contact = { email: lender.serviceEmail, hotline: lender.hotLine };
  const clauses: [title: string, blocks: DocumentBlock[]][] = [
    [
      a.clauses.parties,
      [
        {
          type: 'facts',
          rows: [
            { label: a.lender, value: lender.corporateName },
            { label: c.secRegistrationNo, value: lender.secRegistrationNo },
            { label: c.certificateOfAuthorityNo, value: lender.certificateOfAuthorityNo },
            { label: c.borrower, value: borrower.fullName },
            { label: a.address, value: borrower.address },
            { label: a.phone, value: formatPhone(borrower.phone) },
          ],
        },
      ],
    ],
    [
      a.clauses.loan,
      [
        {
          type: 'facts',
          rows: [
            { label: c.principal, value: f.money(p.principalCentavos), strong: true },
            { label: c.term, value: c.days(p.termDays) },
            ...chargeLines(p, ctx.product, c, f).map((line) => ({
              label: line.label,
              value: c.chargeValue({ amount: line.amount, timing: c.chargeTiming[line.timing] }),
            })),
            {
              label: c.couponDeduction,
              value: c.chargeValue({
                amount: f.deduction(p.couponDeductionCentavos),
                timing: couponNote(p, c, f),
              }),
            },
            {
              label: c.interest,
              value: c.interestValue({
                amount: f.money(p.interestCentavos),
                rate: f.ratePpm(p.dailyInterestPpm),
                days: c.days(p.termDays),
              }),
            },
            { label: c.netProceeds, value: f.money(p.receivedCentavos), strong: true },
            { label: c.financeCharge, value: f.money(p.financeChargeCentavos) },
            { label: c.totalRepayment, value: f.money(p.totalRepaymentCentavos), strong: true },
            { label: c.eirPerMonth, value: f.percent(p.eirPerMonth) },
          ],
        },
        {
          type: 'paragraph',
          text: c.dueRule({ term: c.days(p.termDays), dueDate: f.date(p.dueDate) }),
        },
      ],
    ],
    [
      a.clauses.disbursement,
      [
        {
          type: 'paragraph',
          text: a.disbursement({
            amount: f.money(p.receivedCentavos),
            account: payoutDescription(ctx, c),
          }),
        },
      ],
    ],
    [
      a.clauses.repayment,
      [{ type: 'paragraph', text: a.repayment({ total: f.money(p.totalRepaymentCentavos) }) }],
    ],
    [a.clauses.prepayment, [{ type: 'paragraph', text: c.prepayment }]],
    [a.clauses.extension, [{ type: 'paragraph', text: extensionText(ctx, c, f) }]],
    [a.clauses.late, [{ type: 'paragraph', text: lateChargeText(ctx, c, f) }]],
    [a.clauses.privacy, [{ type: 'paragraph', text: a.privacy }]],
    [
      a.clauses.collection,
      [
        {
          type: 'paragraph',
          text: a.collection({
            from: clockOf(ctx.contactHours.fromHour),
            until: clockOf(ctx.contactHours.toHour),
          }),
        },
      ],
    ],
    [a.clauses.cancellation, [{ type: 'paragraph', text: a.cancellation(contact) }]],
    [a.clauses.complaints, [{ type: 'paragraph', text: c.complaints(contact) }]],
    [a.clauses.governingLaw, [{ type: 'paragraph', text: a.governingLaw }]],
    [a.clauses.signature, [{ type: 'paragraph', text: a.signature }]],
  ];
  return {
    kind: 'agreement',
    version: AGREEMENT_VERSION,
    language: ctx.language,
    title: a.title,
    blocks: [
      {
        type: 'paragraph',
        text: a.intro({ lender: lender.corporateName, proName: lender.proName }),
      },
      ...clauses.flatMap(([title, blocks], index): DocumentBlock[] => [
        { type: 'heading', text: `${index + 1}. ${title}` },
        ...blocks,
      ]),
    ],
  };
}
