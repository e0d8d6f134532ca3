import type { DocumentBlock, LoanDocument } from '../../contract/loan/documents.ts';
import type { DocumentContext } from './document-context.ts';
import type { DocumentFormat } from './document-format.ts';
import { chargeLines, couponNote, extensionText, lateChargeText } from './loan-figures.ts';
import type { DocumentTexts } from './texts/document-texts.ts';

/** A new wording, in any language, gets a new version. */
export const KEY_FACTS_VERSION = 'keyFacts/2026-11.2';

/**
 * The Truth in Lending disclosure (RA 3765, BSP Circ. 730) with the SEC MC 19 details: every
 * charge in pesos and when it is paid, net proceeds, finance charge, EIR and the schedule.
 */
export function renderKeyFacts(
  ctx: DocumentContext,
  texts: DocumentTexts,
  f: DocumentFormat,
): Omit<LoanDocument, 'hash'> {
  const { pricing: p, lender } = ctx;
  const c = texts.common;
  const k = texts.keyFacts;
  const term = c.days(p.termDays);
  const blocks: DocumentBlock[] = [
    { type: 'paragraph', text: k.readFirst },
    { type: 'heading', text: k.sections.lender },
    {
      type: 'facts',
      rows: [
        { label: c.corporateName, value: lender.corporateName },
        { label: c.secRegistrationNo, value: lender.secRegistrationNo },
        { label: c.certificateOfAuthorityNo, value: lender.certificateOfAuthorityNo },
      ],
    },
    { type: 'heading', text: k.sections.loan },
    {
      type: 'facts',
      rows: [
        { label: c.borrower, value: ctx.borrower.fullName },
        { label: k.issuedOn, value: f.date(ctx.issuedOn) },
        { label: c.principal, value: f.money(p.principalCentavos), strong: true },
        { label: c.term, value: term },
        { label: k.withdrawalDateIfToday, value: f.date(p.withdrawalDate) },
        { label: c.dueDateIfToday, value: f.date(p.dueDate) },
      ],
    },
    { type: 'paragraph', text: k.datesNote({ term, withdrawalDate: f.date(p.withdrawalDate) }) },
    { type: 'heading', text: k.sections.charges },
    {
      type: 'table',
      caption: k.chargesCaption,
      head: [...k.chargesHead],
      rows: [
        ...chargeLines(p, ctx.product, c, f).map((line) => [
          line.label,
          line.amount,
          c.chargeTiming[line.timing],
        ]),
        [c.couponDeduction, f.deduction(p.couponDeductionCentavos), couponNote(p, c, f)],
      ],
    },
    { type: 'heading', text: k.sections.cost },
    {
      type: 'facts',
      rows: [
        { label: c.netProceeds, value: f.money(p.receivedCentavos), strong: true },
        {
          label: c.interest,
          value: c.interestValue({
            amount: f.money(p.interestCentavos),
            rate: f.ratePpm(p.dailyInterestPpm),
            days: term,
          }),
        },
        { label: c.financeCharge, value: f.money(p.financeChargeCentavos) },
        { label: c.totalRepayment, value: f.money(p.totalRepaymentCentavos), strong: true },
        { label: c.eirPerMonth, value: f.percent(p.eirPerMonth), strong: true },
        { label: c.nominalPerMonth, value: f.percent(p.nominalRatePerMonth) },
      ],
    },
    { type: 'paragraph', text: k.eirNote },
    { type: 'heading', text: k.sections.schedule },
    {
      type: 'table',
      caption: k.scheduleCaption,
      head: [...k.scheduleHead],
      rows: p.plan.map((row) => [
        String(row.number),
        f.date(row.dueDate),
        f.money(row.principalCentavos),
        f.money(row.interestCentavos),
        f.money(row.feesCentavos),
        f.money(row.totalCentavos),
      ]),
    },
    { type: 'heading', text: k.sections.late },
    { type: 'paragraph', text: lateChargeText(ctx, c, f) },
    { type: 'heading', text: k.sections.extension },
    { type: 'paragraph', text: extensionText(ctx, c, f) },
    { type: 'heading', text: k.sections.prepayment },
    { type: 'paragraph', text: c.prepayment },
    { type: 'heading', text: k.sections.rights },
    { type: 'paragraph', text: k.copy },
    { type: 'heading', text: k.sections.complaints },
    {
      type: 'paragraph',
      text: c.complaints({ email: lender.serviceEmail, hotline: lender.hotLine }),
    },
  ];
  return {
    kind: 'keyFacts',
    version: KEY_FACTS_VERSION,
    language: ctx.language,
    title: k.title,
    blocks,
  };
}
