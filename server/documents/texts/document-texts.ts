import type { TaxKind } from '../../../contract/loan/api.ts';
import type { ChargeTiming } from '../../domain/pricing/product-config.ts';

/*
 * Every word of the loan documents, per language. Texts with figures are functions so each
 * language can put the figures where its grammar wants them; the figures arrive already
 * formatted for the language. The interface makes a missing or extra key a tsc error.
 */

export interface PayoutTexts {
  bank: (p: { payee: string; last4: string; holder: string }) => string;
  ewallet: (p: { payee: string; last4: string; holder: string }) => string;
  remittance: (p: { payee: string; holder: string }) => string;
}

export interface CommonTexts {
  days: (n: number) => string;
  corporateName: string;
  secRegistrationNo: string;
  certificateOfAuthorityNo: string;
  borrower: string;
  principal: string;
  term: string;
  serviceFee: string;
  creditReportingFee: string;
  /** The tax line: its configured kind, its rate and what it is charged on. */
  tax: (p: { kind: TaxKind; rate: string; base: 'serviceFee' | 'allFees' }) => string;
  chargeTiming: Record<ChargeTiming, string>;
  /** A charge row's value in a facts list: amount and when it is paid. */
  chargeValue: (p: { amount: string; timing: string }) => string;
  couponDeduction: string;
  coupon: {
    none: string;
    upfront: string;
    atRepayment: string;
    split: (p: { upfront: string; atRepayment: string }) => string;
  };
  interest: string;
  interestValue: (p: { amount: string; rate: string; days: string }) => string;
  netProceeds: string;
  financeCharge: string;
  totalRepayment: string;
  eirPerMonth: string;
  nominalPerMonth: string;
  dueDateIfToday: string;
  payoutAccount: string;
  payout: PayoutTexts;
  dueRule: (p: { term: string; dueDate: string }) => string;
  lateCharge: (p: { rate: string; cap: string }) => string;
  extension: (p: { days: string; fee: string; rate: string; max: number }) => string;
  extensionNone: string;
  prepayment: string;
  complaints: (p: { email: string; hotline: string }) => string;
}

export interface KeyFactsTexts {
  title: string;
  readFirst: string;
  sections: {
    lender: string;
    loan: string;
    charges: string;
    cost: string;
    schedule: string;
    late: string;
    extension: string;
    prepayment: string;
    rights: string;
    complaints: string;
  };
  issuedOn: string;
  withdrawalDateIfToday: string;
  datesNote: (p: { term: string; withdrawalDate: string }) => string;
  chargesCaption: string;
  chargesHead: [charge: string, amount: string, when: string];
  eirNote: string;
  scheduleCaption: string;
  scheduleHead: [
    number: string,
    dueDate: string,
    principal: string,
    interest: string,
    fees: string,
    total: string,
  ];
  copy: string;
}

export interface AgreementTexts {
  title: string;
  intro: (p: { lender: string; proName: string }) => string;
  clauses: {
    parties: string;
    loan: string;
    disbursement: string;
    repayment: string;
    prepayment: string;
    extension: string;
    late: string;
    privacy: string;
    collection: string;
    cancellation: string;
    complaints: string;
    governingLaw: string;
    signature: string;
  };
  lender: string;
  address: string;
  phone: string;
  disbursement: (p: { amount: string; account: string }) => string;
  repayment: (p: { total: string }) => string;
  privacy: string;
  /** How we collect; `from` and `until` are the contact hours as the documents write times. */
  collection: (p: { from: string; until: string }) => string;
  cancellation: (p: { email: string; hotline: string }) => string;
  governingLaw: string;
  signature: string;
}

export interface SanctionLetterTexts {
  title: string;
  date: (p: { date: string }) => string;
  to: (p: { name: string; address: string }) => string;
  greeting: (p: { name: string }) => string;
  body: (p: { lender: string; proName: string }) => string;
  validity: string;
  credited: string;
  readDocuments: string;
  closing: string;
  registration: (p: { sec: string; ca: string }) => string;
}

/** The downloadable signed copy (signed-html.ts): the words around the documents. */
export interface SignedCopyTexts {
  pageTitle: (p: { orderNo: string }) => string;
  intro: string;
  orderNo: string;
  signedAt: string;
  signature: string;
  signatureAlt: string;
  version: string;
  hash: string;
  seal: string;
  howToCheck: string;
  documentData: string;
}

export interface DocumentTexts {
  common: CommonTexts;
  keyFacts: KeyFactsTexts;
  agreement: AgreementTexts;
  sanctionLetter: SanctionLetterTexts;
  signedCopy: SignedCopyTexts;
}
