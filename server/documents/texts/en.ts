import type { DocumentTexts } from './document-texts.ts';

export const en: DocumentTexts = {
  common: {
    days: (n) => (n === 1 ? '1 day' : `${n} days`),
    corporateName: 'Corporate name',
    secRegistrationNo: 'SEC registration no.',
    certificateOfAuthorityNo: 'Certificate of Authority no.',
    borrower: 'Borrower',
    principal: 'Amount of loan (principal)',
    term: 'Term',
    serviceFee: 'Service fee',
    creditReportingFee: 'Credit reporting fee',
    tax: ({ kind, rate, base }) =>
      `${{ vat: 'VAT', percentageTax: 'Percentage tax', serviceFeeTax: 'Tax on the service fee' }[kind]} (${rate} of ${base === 'serviceFee' ? 'the service fee' : 'all fees'})`,
    chargeTiming: {
      upfront: 'Deducted from the amount sent to you',
      atRepayment: 'Paid with your repayment on the due date',
    },
    chargeValue: ({ amount, timing }) => `${amount}, ${timing.toLowerCase()}`,
    couponDeduction: 'Coupon deduction',
    coupon: {
      none: 'No coupon used',
      upfront: 'Taken off the charges deducted from the amount sent',
      atRepayment: 'Taken off the charges due with your repayment',
      split: ({ upfront, atRepayment }) =>
        `${upfront} taken off the charges deducted from the amount sent, ${atRepayment} off the charges due with your repayment`,
    },
    interest: 'Interest',
    interestValue: ({ amount, rate, days }) => `${amount} (${rate} a day for ${days})`,
    netProceeds: 'You receive (net proceeds)',
    financeCharge: 'Finance charge (interest and charges, less the coupon)',
    totalRepayment: 'Total to repay',
    eirPerMonth: 'EIR per month',
    nominalPerMonth: 'Nominal interest rate per month',
    dueDateIfToday: 'Due date (if the money is sent today)',
    payoutAccount: 'Where the money goes',
    payout: {
      bank: ({ payee, last4, holder }) =>
        `${payee}, account ending in ${last4}, in the name of ${holder}`,
      ewallet: ({ payee, last4, holder }) =>
        `${payee} e-wallet, number ending in ${last4}, in the name of ${holder}`,
      remittance: ({ payee, holder }) => `Cash pick-up at ${payee}, in the name of ${holder}`,
    },
    dueRule: ({ term, dueDate }) =>
      `Your due date is ${term} after the day the money is sent. If it is sent today, the due date is ${dueDate}. The app and a message tell you the exact date once the money is sent.`,
    lateCharge: ({ rate, cap }) =>
      `If you pay late, a late charge of ${rate} of the overdue amount is added for each day it stays unpaid. Late charges stop once interest, fees (extension fees included) and late charges together reach ${cap}, which is 100% of the principal. The loan never costs you more than that.`,
    extension: ({ days, fee, rate, max }) =>
      `You may move the due date ${days} later by paying an extension fee of ${fee} (${rate} of the principal) on or before the due date. No late charges are added during those days, and the principal stays the same. You may extend ${max === 1 ? 'once' : `up to ${max} times`}; each extension comes with its own disclosure statement.`,
    extensionNone: 'This loan cannot be extended.',
    prepayment:
      'You may repay the whole loan at any time before the due date, with no fee for paying early (RA 11765). The app shows the amount to pay.',
    complaints: ({ email, hotline }) =>
      `For questions or complaints, email ${email} or call ${hotline}, Monday to Sunday, 09:00 to 18:00. We acknowledge every complaint and give you a complaint number to follow it up.`,
  },
  keyFacts: {
    title: 'Disclosure statement',
    readFirst:
      'Read this disclosure statement before you borrow. It shows the full cost of this loan, as RA 3765 (Truth in Lending Act) and BSP Circular No. 730 require.',
    sections: {
      lender: 'Lender',
      loan: 'Your loan',
      charges: 'Charges',
      cost: 'What you receive and what you repay',
      schedule: 'Payment schedule',
      late: 'If you pay late',
      extension: 'Moving the due date (extension)',
      prepayment: 'Paying early',
      rights: 'Your right to a copy',
      complaints: 'Questions and complaints',
    },
    issuedOn: 'Date of this statement',
    withdrawalDateIfToday: 'Money sent (if sent today)',
    datesNote: ({ term, withdrawalDate }) =>
      `The dates in this statement assume the money is sent today, ${withdrawalDate}. Your real due date is ${term} after the day the money is sent.`,
    chargesCaption: 'Charges on this loan',
    chargesHead: ['Charge', 'Amount', 'When it is paid'],
    eirNote:
      'EIR (effective interest rate) is the full cost of the loan for each 30-day month: interest and every fee, measured on the money you actually receive. Late charges are not included.',
    scheduleCaption: 'Payment schedule (if the money is sent today)',
    scheduleHead: ['No.', 'Due date', 'Principal', 'Interest', 'Fees', 'Total'],
    copy: 'You have the right to a copy of this statement. You can open it in the app and keep your own copy at any time, before and after you sign.',
  },
  agreement: {
    title: 'Loan agreement',
    intro: ({ lender, proName }) =>
      `This agreement is between ${lender} ("we"), which runs ${proName}, and the borrower named below ("you"). Read all of it before you sign.`,
    clauses: {
      parties: 'The parties',
      loan: 'The loan',
      disbursement: 'Sending the money',
      repayment: 'Repayment',
      prepayment: 'Paying early',
      extension: 'Moving the due date (extension)',
      late: 'Late payment',
      privacy: 'Your data',
      collection: 'How we collect',
      cancellation: 'Cancelling',
      complaints: 'Complaints',
      governingLaw: 'Governing law',
      signature: 'Electronic signature',
    },
    lender: 'Lender',
    address: 'Address',
    phone: 'Mobile number',
    disbursement: ({ amount, account }) =>
      `We send ${amount} to: ${account}. You confirm that this account is yours or that you may receive money in it. We aim to credit it within 24 hours after you sign.`,
    repayment: ({ total }) =>
      `On or before the due date, you pay ${total} through the repayment options in the app. A payment counts only if it is exactly the amount due for the option you choose. We apply each payment to late charges first, then fees, then interest, then principal.`,
    privacy:
      'We handle your personal data under RA 10173 (Data Privacy Act of 2012) and our privacy notice. We use it only to assess, give and collect this loan and to follow the law. We never read or copy the contact list on your phone. We use your emergency contacts only to help verify your application.',
    collection: ({ from, until }) =>
      `We, and anyone collecting for us, follow SEC Memorandum Circular No. 18, series of 2019. We never harass, threaten, insult or shame you. About this loan we contact only you, through the details you gave us: never your emergency contacts, family, employer or anyone else, and we never tell anyone about your debt. We contact you only between ${from} and ${until}, Manila time.`,
    cancellation: ({ email, hotline }) =>
      `You may cancel this loan through customer service (${email} or ${hotline}) within 24 hours after you receive the money. We then tell you how to return the money you received. Before the money is sent, you may cancel at any time the same way.`,
    governingLaw:
      'Philippine law governs this agreement, including RA 3765 (Truth in Lending Act), RA 9474 (Lending Company Regulation Act of 2007) and RA 11765 (Financial Products and Services Consumer Protection Act).',
    signature:
      'You sign this agreement electronically in the app. Under RA 8792 (Electronic Commerce Act of 2000), your electronic signature has the same effect as a handwritten one. We keep the signed documents, the time, your signature, and the phone and IP address used; you can get a copy in the app.',
  },
  sanctionLetter: {
    title: 'Loan approval letter',
    date: ({ date }) => `Date: ${date}`,
    to: ({ name, address }) => `To: ${name}, ${address}`,
    greeting: ({ name }) => `Dear ${name},`,
    body: ({ lender, proName }) =>
      `We are pleased to tell you that ${lender} has approved your loan through ${proName}, on the terms below.`,
    validity:
      'This approval is valid only for the offer shown in the app. Sign before the offer expires; if it expires or any figure changes, you will get a new offer to sign.',
    credited: 'Once you sign, the net proceeds are credited to the account above within 24 hours.',
    readDocuments:
      'Before you sign, read the disclosure statement and the loan agreement. They are part of this approval.',
    closing: 'Sincerely,',
    registration: ({ sec, ca }) =>
      `SEC registration no. ${sec} · Certificate of Authority no. ${ca}`,
  },
  signedCopy: {
    pageTitle: ({ orderNo }) => `Signed loan documents, order ${orderNo}`,
    intro: 'This is your copy of the documents you signed. Keep it.',
    orderNo: 'Order no.',
    signedAt: 'Signed on',
    signature: 'Your signature',
    signatureAlt: 'Signature of the borrower',
    version: 'Version',
    hash: 'Document hash (SHA-256)',
    seal: 'Record seal (SHA-256 of the three document hashes)',
    howToCheck:
      'To check a document, copy its document data below exactly and compute its SHA-256, for example with sha256sum. The result must equal the document hash shown. Customer service can confirm that a hash matches our record.',
    documentData: 'Document data',
  },
};
