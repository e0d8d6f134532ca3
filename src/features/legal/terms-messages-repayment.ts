import { defineMessages } from 'react-intl';

/**
 * Terms and Conditions, part 2: payout, repayment, extension, late payment and fair collection,
 * coupons, responsibilities, complaints, changes and governing law. Part 1 is terms-messages.ts.
 */
export const termsRepaymentMessages = defineMessages({
  payoutHeading: {
    id: 'legal.terms.payoutHeading',
    defaultMessage: 'Receiving your money',
    description: 'Terms: section heading (h2) about the loan payout.',
  },
  payoutSend: {
    id: 'legal.terms.payoutSend',
    defaultMessage:
      'After you sign, we send the net proceeds to the bank or e-wallet account you gave us. The money is usually credited within 24 hours.',
    description: 'Terms, "Receiving your money": paragraph.',
  },
  payoutFail: {
    id: 'legal.terms.payoutFail',
    defaultMessage:
      'If the transfer fails, for example because the account details are wrong, the app asks you to enter your bank or e-wallet details again and we send the money again.',
    description: 'Terms, "Receiving your money": paragraph.',
  },
  payoutCancel: {
    id: 'legal.terms.payoutCancel',
    defaultMessage:
      'Changed your mind? You may cancel the loan by contacting customer service within 24 hours after you receive the money. Customer service will tell you how to return it and will confirm when the loan is closed.',
    description: 'Terms, "Receiving your money": paragraph on cancelling a loan.',
  },
  repayHeading: {
    id: 'legal.terms.repayHeading',
    defaultMessage: 'Repaying and extending your loan',
    description: 'Terms: section heading (h2).',
  },
  repayDue: {
    id: 'legal.terms.repayDue',
    defaultMessage:
      'Repay by the due date shown in the app and in your disclosure statement, using a payment method offered in the app.',
    description: 'Terms, "Repaying": paragraph.',
  },
  repayExact: {
    id: 'legal.terms.repayExact',
    defaultMessage:
      'Pay exactly the amount the app shows for the option you choose, payment in full or extension. A payment of a different amount fails.',
    description: 'Terms, "Repaying": paragraph.',
  },
  repayStatus: {
    id: 'legal.terms.repayStatus',
    defaultMessage:
      'A payment counts once our payment provider confirms it. The app shows whether each payment is in progress, successful or failed.',
    description: 'Terms, "Repaying": paragraph.',
  },
  repayOrder: {
    id: 'legal.terms.repayOrder',
    defaultMessage:
      'Each payment is applied first to late charges, then to fees, then to interest and last to principal.',
    description: 'Terms, "Repaying": order in which a payment is applied.',
  },
  repayEarly: {
    id: 'legal.terms.repayEarly',
    defaultMessage:
      '<b>You may repay your loan in full at any time before the due date</b>, with no fee for paying early.',
    description: 'Terms, "Repaying": right to prepay. Keep the <b> tags.',
  },
  repayExtend: {
    id: 'legal.terms.repayExtend',
    defaultMessage:
      'Instead of repaying in full, you may extend your loan when the app offers it, by paying the extension fee. Your due date moves 8 days later and no overdue charges are added during those 8 days. Your principal does not go down: you still have to repay it in full.',
    description: 'Terms, "Repaying": how an extension works.',
  },
  repayExtendKfs: {
    id: 'legal.terms.repayExtendKfs',
    defaultMessage:
      'An extension is a renewal of your loan. Before you pay, you see its own extension disclosure statement, and the extension fee counts toward the limit of 100% of the amount you borrowed.',
    description: 'Terms, "Repaying": extension disclosure and total cost cap.',
  },
  lateHeading: {
    id: 'legal.terms.lateHeading',
    defaultMessage: 'Late payment and fair collection',
    description: 'Terms: section heading (h2).',
  },
  latePenalty: {
    id: 'legal.terms.latePenalty',
    defaultMessage:
      'If you do not pay in full by the due date, a late charge is added on the overdue amount at the rate in your loan agreement, never more than 5% a month. Late charges stop once the total cost limit is reached.',
    description: 'Terms, "Late payment": paragraph.',
  },
  lateCredit: {
    id: 'legal.terms.lateCredit',
    defaultMessage:
      'Late payment is reported to the Credit Information Corporation, can harm your credit record and may stop you from borrowing from us again.',
    description: 'Terms, "Late payment": paragraph.',
  },
  lateHelp: {
    id: 'legal.terms.lateHelp',
    defaultMessage:
      'If you expect to have trouble paying, contact customer service before the due date.',
    description: 'Terms, "Late payment": paragraph.',
  },
  collectionIntro: {
    id: 'legal.terms.collectionIntro',
    defaultMessage:
      'We collect only by lawful and fair means and follow SEC Memorandum Circular No. 18, Series of 2019. We, and anyone collecting on our behalf, will never:',
    description:
      'Terms, "Fair collection": sentence introducing the list; each item continues "will never:".',
  },
  collectionViolence: {
    id: 'legal.terms.collectionViolence',
    defaultMessage:
      'use or threaten violence, or threaten any action that cannot legally be taken;',
    description: 'Terms, "Fair collection", list item continuing "will never:".',
  },
  collectionLanguage: {
    id: 'legal.terms.collectionLanguage',
    defaultMessage: 'use obscene, insulting or profane language;',
    description: 'Terms, "Fair collection", list item continuing "will never:".',
  },
  collectionDisclose: {
    id: 'legal.terms.collectionDisclose',
    defaultMessage:
      'publish your name or personal details, or tell your family, employer, friends or emergency contacts about your debt;',
    description: 'Terms, "Fair collection", list item continuing "will never:".',
  },
  collectionContactList: {
    id: 'legal.terms.collectionContactList',
    defaultMessage: 'contact people in your phone’s contact list (we do not have access to it);',
    description: 'Terms, "Fair collection", list item continuing "will never:".',
  },
  collectionFalse: {
    id: 'legal.terms.collectionFalse',
    defaultMessage:
      'give false or misleading information, or pretend to be a lawyer, police officer, court or government official;',
    description: 'Terms, "Fair collection", list item continuing "will never:".',
  },
  collectionHours: {
    id: 'legal.terms.collectionHours',
    defaultMessage:
      'contact you about your loan before {contactFrom, time, short} or after {contactUntil, time, short} Manila time (narrower than the 6:00 AM to 10:00 PM the SEC allows), whatever the case.',
    description:
      'Terms, "Fair collection", last list item continuing "will never:". {contactFrom} and {contactUntil} are the configured contact hours (docs/glossary.md#contact-hours), shown in Philippine time.',
  },
  collectionReport: {
    id: 'legal.terms.collectionReport',
    defaultMessage:
      'If anyone collecting for us treats you unfairly, tell customer service. You may also report it to the Securities and Exchange Commission.',
    description: 'Terms, "Fair collection": paragraph after the list.',
  },
  couponsHeading: {
    id: 'legal.terms.couponsHeading',
    defaultMessage: 'Coupons',
    description: 'Terms: section heading (h2).',
  },
  couponsUse: {
    id: 'legal.terms.couponsUse',
    defaultMessage:
      'A coupon gives you the benefit stated on it, such as a deduction from an amount you pay. It can be used only during its validity period and for the purpose it shows; for example, some coupons can be used only when you pay in full.',
    description: 'Terms, "Coupons": paragraph.',
  },
  couponsOnce: {
    id: 'legal.terms.couponsOnce',
    defaultMessage:
      'Each coupon can be used once. If a payment with a coupon fails or expires unpaid, the coupon is released so that you can use it again.',
    description: 'Terms, "Coupons": paragraph.',
  },
  dutiesHeading: {
    id: 'legal.terms.dutiesHeading',
    defaultMessage: 'Your responsibilities',
    description: 'Terms: section heading (h2).',
  },
  dutiesIntro: {
    id: 'legal.terms.dutiesIntro',
    defaultMessage: 'When you use {proName}, you agree to:',
    description:
      'Terms, "Your responsibilities": sentence introducing the list; each item continues it.',
  },
  dutiesTrue: {
    id: 'legal.terms.dutiesTrue',
    defaultMessage: 'give true, complete and up-to-date information about yourself;',
    description: 'Terms, "Your responsibilities", list item continuing "you agree to:".',
  },
  dutiesOwn: {
    id: 'legal.terms.dutiesOwn',
    defaultMessage: 'use the service only for yourself and for lawful purposes;',
    description: 'Terms, "Your responsibilities", list item continuing "you agree to:".',
  },
  dutiesSecurity: {
    id: 'legal.terms.dutiesSecurity',
    defaultMessage: 'not misuse the app, get around its security or interfere with how it works;',
    description: 'Terms, "Your responsibilities", list item continuing "you agree to:".',
  },
  dutiesRepay: {
    id: 'legal.terms.dutiesRepay',
    defaultMessage: 'repay your loans on time.',
    description: 'Terms, "Your responsibilities", last list item continuing "you agree to:".',
  },
  dutiesBreach: {
    id: 'legal.terms.dutiesBreach',
    defaultMessage:
      'If you break these terms, we may refuse new loans or close your account. Amounts you already owe must still be paid.',
    description: 'Terms, "Your responsibilities": paragraph after the list.',
  },
  supportHeading: {
    id: 'legal.terms.supportHeading',
    defaultMessage: 'Customer service and complaints',
    description: 'Terms: section heading (h2).',
  },
  supportContact: {
    id: 'legal.terms.supportContact',
    defaultMessage:
      'Contact customer service at {hotLine} or {serviceEmail}, Monday to Sunday, 9:00 AM to 6:00 PM. You can also send us feedback in the app.',
    description:
      'Terms, "Customer service": {hotLine} is a phone number, {serviceEmail} an e-mail address.',
  },
  supportTrack: {
    id: 'legal.terms.supportTrack',
    defaultMessage:
      'We acknowledge every complaint, record it and track it until it is resolved, as the Financial Products and Services Consumer Protection Act (Republic Act No. 11765) requires, and we tell you the outcome.',
    description: 'Terms, "Customer service": complaint handling. Keep the law name.',
  },
  supportEscalate: {
    id: 'legal.terms.supportEscalate',
    defaultMessage:
      'If you are not satisfied with our answer, you may bring your complaint to the Securities and Exchange Commission or, for data privacy concerns, to the National Privacy Commission.',
    description: 'Terms, "Customer service": where to escalate a complaint.',
  },
  changesHeading: {
    id: 'legal.terms.changesHeading',
    defaultMessage: 'Changes, closing your account and governing law',
    description: 'Terms: section heading (h2).',
  },
  changesTerms: {
    id: 'legal.terms.changesTerms',
    defaultMessage:
      'We may update these terms. We will show the new effective date and tell you in the app before important changes take effect. Changes never alter a loan agreement you have already signed.',
    description: 'Terms, "Changes": paragraph.',
  },
  changesClose: {
    id: 'legal.terms.changesClose',
    defaultMessage:
      'You may delete your account in Settings › Delete account. Deleting it does not cancel any amount you owe, and we keep loan records for as long as the law requires.',
    description: 'Terms, "Changes": "Settings › Delete account" is the path in the app menu.',
  },
  changesLaw: {
    id: 'legal.terms.changesLaw',
    defaultMessage:
      'These terms and your loans are governed by the laws of the Philippines. Nothing in them limits your rights as a financial consumer or as a data subject under Philippine law.',
    description: 'Terms, "Governing law": paragraph.',
  },
});
