import { defineMessages } from 'react-intl';

/**
 * Terms and Conditions, part 1: heading block, scope, eligibility, account, application, key fact
 * statement and cost. Part 2 (money in and out, collection, complaints) is in
 * terms-messages-repayment.ts. Law names and numbers stay untranslated.
 */
export const termsMessages = defineMessages({
  title: {
    id: 'legal.terms.title',
    defaultMessage: 'Terms and Conditions',
    description: 'Terms and conditions: page title (h1).',
  },
  effectiveDate: {
    id: 'legal.terms.effectiveDate',
    defaultMessage: 'Effective date: {effectiveDate, date, long}',
    description: 'Terms: date from which this version applies. {effectiveDate} is a date.',
  },
  operator: {
    id: 'legal.terms.operator',
    defaultMessage:
      '{proName} is a lending service of {corporateName}, a company registered with the Securities and Exchange Commission (SEC).',
    description:
      'Terms header: who runs the app. {proName} = app brand, {corporateName} = legal company name.',
  },
  secRegistration: {
    id: 'legal.terms.secRegistration',
    defaultMessage: 'SEC Registration No.: {secRegistrationNo}',
    description:
      'Terms header: the company’s SEC registration number (required by SEC MC 19 s.2019).',
  },
  certificateOfAuthority: {
    id: 'legal.terms.certificateOfAuthority',
    defaultMessage: 'Certificate of Authority No.: {certificateOfAuthorityNo}',
    description: 'Terms header: the SEC Certificate of Authority number to operate as a lender.',
  },
  readFirst: {
    id: 'legal.terms.readFirst',
    defaultMessage:
      '<b>Before you borrow, read the disclosure statement of your loan.</b> It shows how much you will receive, every charge and how much you must repay.',
    description:
      'Terms header: advice to read the disclosure statement before borrowing. Keep the <b> tags.',
  },
  aboutHeading: {
    id: 'legal.terms.aboutHeading',
    defaultMessage: 'About these terms',
    description: 'Terms: section heading (h2).',
  },
  aboutAgree: {
    id: 'legal.terms.aboutAgree',
    defaultMessage:
      'These Terms and Conditions govern your use of {proName}, a service of {corporateName} (“we” or “us”). You accept them when you register. Please read them together with our Privacy Policy.',
    description: 'Terms, "About": paragraph.',
  },
  aboutLoanDocs: {
    id: 'legal.terms.aboutLoanDocs',
    defaultMessage:
      'Each loan also has its own disclosure statement and loan agreement, which you see and sign before the loan is made. For that loan, they prevail where they differ from these terms.',
    description: 'Terms, "About": paragraph on the loan documents.',
  },
  eligibilityHeading: {
    id: 'legal.terms.eligibilityHeading',
    defaultMessage: 'Who can borrow',
    description: 'Terms: section heading (h2).',
  },
  eligibilityIntro: {
    id: 'legal.terms.eligibilityIntro',
    defaultMessage: 'To borrow through {proName}, you must:',
    description: 'Terms, "Who can borrow": sentence introducing the list; each item continues it.',
  },
  eligibilityAge: {
    id: 'legal.terms.eligibilityAge',
    defaultMessage: 'be 21 to 65 years old;',
    description: 'Terms, "Who can borrow", list item continuing "you must:".',
  },
  eligibilityPhone: {
    id: 'legal.terms.eligibilityPhone',
    defaultMessage: 'live in the Philippines and use a Philippine mobile number of your own;',
    description: 'Terms, "Who can borrow", list item continuing "you must:".',
  },
  eligibilityId: {
    id: 'legal.terms.eligibilityId',
    defaultMessage: 'have a valid government-issued ID;',
    description: 'Terms, "Who can borrow", list item continuing "you must:".',
  },
  eligibilityAccount: {
    id: 'legal.terms.eligibilityAccount',
    defaultMessage: 'have a bank or e-wallet account that can receive the money;',
    description: 'Terms, "Who can borrow", list item continuing "you must:".',
  },
  eligibilityTruth: {
    id: 'legal.terms.eligibilityTruth',
    defaultMessage: 'give information that is true, complete and about yourself.',
    description: 'Terms, "Who can borrow", last list item continuing "you must:".',
  },
  eligibilityNoGuarantee: {
    id: 'legal.terms.eligibilityNoGuarantee',
    defaultMessage:
      'Meeting these requirements does not guarantee that your application will be approved.',
    description: 'Terms, "Who can borrow": paragraph after the list.',
  },
  accountHeading: {
    id: 'legal.terms.accountHeading',
    defaultMessage: 'Your account',
    description: 'Terms: section heading (h2).',
  },
  accountLogin: {
    id: 'legal.terms.accountLogin',
    defaultMessage:
      'You log in with your mobile number and a one-time code sent by SMS. Keep your phone and SIM card safe, and never share the code with anyone — not even someone who says they are from {proName}.',
    description: 'Terms, "Your account": paragraph.',
  },
  accountLost: {
    id: 'legal.terms.accountLost',
    defaultMessage:
      'If you lose your phone or think someone else has used your account, contact customer service right away.',
    description: 'Terms, "Your account": paragraph.',
  },
  accountMessages: {
    id: 'legal.terms.accountMessages',
    defaultMessage:
      'We send service messages — login codes, application results, payout and payment confirmations and due-date reminders — by SMS and in the app’s message centre. They are part of the service, so please keep your number active.',
    description: 'Terms, "Your account": paragraph on service messages.',
  },
  applyHeading: {
    id: 'legal.terms.applyHeading',
    defaultMessage: 'Applying and your credit limit',
    description: 'Terms: section heading (h2).',
  },
  applySteps: {
    id: 'legal.terms.applySteps',
    defaultMessage:
      'To apply, complete the identity, face, personal, work, contact and bank or e-wallet steps in the app. If we cannot verify something — for example, if a photo is unclear — the app asks you to correct it or upload it again.',
    description: 'Terms, "Applying": paragraph.',
  },
  applyDecision: {
    id: 'legal.terms.applyDecision',
    defaultMessage:
      'We decide with an automated scoring system and our credit policy. We may approve a credit limit or decline your application. If we decline it, the app shows when you may apply again.',
    description: 'Terms, "Applying": paragraph.',
  },
  applyLimit: {
    id: 'legal.terms.applyLimit',
    defaultMessage:
      'Your credit limit is the most you may borrow at one time. It is not a loan by itself, and it may change over time — for example, it can grow when you repay on time.',
    description: 'Terms, "Applying": paragraph.',
  },
  applyOneLoan: {
    id: 'legal.terms.applyOneLoan',
    defaultMessage:
      'If you have a loan that is not yet repaid, you must repay it before you can take a new one.',
    description: 'Terms, "Applying": paragraph.',
  },
  applyFalse: {
    id: 'legal.terms.applyFalse',
    defaultMessage:
      'Applying with false information or with another person’s identity is fraud. We will decline the application or close the account, and we may report it to the authorities.',
    description: 'Terms, "Applying": paragraph.',
  },
  kfsHeading: {
    id: 'legal.terms.kfsHeading',
    defaultMessage: 'Your disclosure statement and loan agreement',
    description:
      'Terms: section heading (h2). "Key fact statement" = the loan disclosure statement.',
  },
  kfsIntro: {
    id: 'legal.terms.kfsIntro',
    defaultMessage:
      'Before a loan binds you, we show you its disclosure statement, as the Truth in Lending Act (Republic Act No. 3765) requires. It shows, in pesos and centavos:',
    description: 'Terms, "Key fact statement": sentence introducing the list. Keep the law name.',
  },
  kfsAmount: {
    id: 'legal.terms.kfsAmount',
    defaultMessage: 'the amount financed (the loan amount);',
    description: 'Terms, "Key fact statement", list item.',
  },
  kfsCharges: {
    id: 'legal.terms.kfsCharges',
    defaultMessage:
      'each charge, such as interest, the service fee, the credit reporting fee and any tax, listed separately;',
    description: 'Terms, "Key fact statement", list item.',
  },
  kfsNet: {
    id: 'legal.terms.kfsNet',
    defaultMessage: 'the net proceeds, which is the amount you will actually receive;',
    description: 'Terms, "Key fact statement", list item.',
  },
  kfsFinance: {
    id: 'legal.terms.kfsFinance',
    defaultMessage: 'the total finance charge;',
    description: 'Terms, "Key fact statement", list item.',
  },
  kfsEir: {
    id: 'legal.terms.kfsEir',
    defaultMessage: 'the effective interest rate (EIR) per month;',
    description: 'Terms, "Key fact statement", list item.',
  },
  kfsSchedule: {
    id: 'legal.terms.kfsSchedule',
    defaultMessage: 'the payment schedule: each due date and the amount to pay.',
    description: 'Terms, "Key fact statement", last list item.',
  },
  kfsSign: {
    id: 'legal.terms.kfsSign',
    defaultMessage:
      'Read it carefully. If you agree, you accept the loan by signing the loan agreement in the app with your electronic signature, which is valid under the Electronic Commerce Act of 2000 (Republic Act No. 8792). If you do not sign, no loan is made.',
    description: 'Terms, "Key fact statement": paragraph on signing.',
  },
  kfsCopy: {
    id: 'legal.terms.kfsCopy',
    defaultMessage:
      'You have the right to a copy of your disclosure statement and loan agreement. You can view them in the app, and customer service will send you a copy on request.',
    description: 'Terms, "Key fact statement": paragraph on the right to a copy.',
  },
  costHeading: {
    id: 'legal.terms.costHeading',
    defaultMessage: 'What your loan costs',
    description: 'Terms: section heading (h2).',
  },
  costParts: {
    id: 'legal.terms.costParts',
    defaultMessage:
      'Your loan costs interest plus the fees shown in the disclosure statement. Interest is charged on the principal you still owe. Fees deducted when we send your loan reduce the amount you receive.',
    description: 'Terms, "Cost": paragraph.',
  },
  costCapsIntro: {
    id: 'legal.terms.costCapsIntro',
    defaultMessage:
      'Whatever the amount or term of your loan, we stay within the ceilings set by SEC Memorandum Circular No. 14, Series of 2025:',
    description:
      'Terms, "Cost": sentence introducing the list of legal ceilings. Keep the circular name.',
  },
  costCapNominal: {
    id: 'legal.terms.costCapNominal',
    defaultMessage: 'interest of no more than 6% a month (0.20% a day);',
    description: 'Terms, "Cost", list item: ceiling on the nominal interest rate.',
  },
  costCapEir: {
    id: 'legal.terms.costCapEir',
    defaultMessage:
      'an effective interest rate of no more than 12% a month, counting interest and all fees except late charges, measured against the amount you actually receive;',
    description: 'Terms, "Cost", list item: ceiling on the effective interest rate (EIR).',
  },
  costCapPenalty: {
    id: 'legal.terms.costCapPenalty',
    defaultMessage: 'late charges of no more than 5% a month of the overdue amount;',
    description: 'Terms, "Cost", list item: ceiling on late payment penalties.',
  },
  costCapTotal: {
    id: 'legal.terms.costCapTotal',
    defaultMessage:
      'total interest, fees and late charges, including any extensions, of no more than 100% of the amount you borrowed. Once this limit is reached, nothing more is added.',
    description: 'Terms, "Cost", last list item: the total cost ceiling.',
  },
  costNoHidden: {
    id: 'legal.terms.costNoHidden',
    defaultMessage:
      'We do not charge anything that is not disclosed in your disclosure statement, your loan agreement or these terms.',
    description: 'Terms, "Cost": paragraph after the list.',
  },
});
