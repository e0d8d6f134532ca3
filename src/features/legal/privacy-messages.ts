import { defineMessages } from 'react-intl';

/**
 * Privacy Policy, part 1: heading block, scope, the data we collect, what we never take, how we
 * use data, and emergency contacts. Part 2 is in privacy-messages-protection.ts.
 * Law names (Data Privacy Act of 2012, RA numbers, NPC, SEC) stay untranslated.
 */
export const privacyMessages = defineMessages({
  title: {
    id: 'legal.privacy.title',
    defaultMessage: 'Privacy Policy',
    description: 'Privacy policy: page title (h1).',
  },
  effectiveDate: {
    id: 'legal.privacy.effectiveDate',
    defaultMessage: 'Effective date: {effectiveDate, date, long}',
    description: 'Privacy policy: date from which this version applies. {effectiveDate} is a date.',
  },
  operator: {
    id: 'legal.privacy.operator',
    defaultMessage:
      '{proName} is offered by {corporateName}, a company registered with the Securities and Exchange Commission (SEC).',
    description:
      'Privacy policy header: who runs the app. {proName} = app brand, {corporateName} = legal company name.',
  },
  secRegistration: {
    id: 'legal.privacy.secRegistration',
    defaultMessage: 'SEC Registration No.: {secRegistrationNo}',
    description:
      'Privacy policy header: the company’s SEC registration number (required by SEC MC 19 s.2019).',
  },
  certificateOfAuthority: {
    id: 'legal.privacy.certificateOfAuthority',
    defaultMessage: 'Certificate of Authority No.: {certificateOfAuthorityNo}',
    description:
      'Privacy policy header: the SEC Certificate of Authority number to operate as a lender.',
  },
  introHeading: {
    id: 'legal.privacy.introHeading',
    defaultMessage: 'About this policy',
    description: 'Privacy policy: section heading (h2).',
  },
  introWho: {
    id: 'legal.privacy.introWho',
    defaultMessage:
      'This Privacy Policy explains what personal data {corporateName} (“we” or “us”) collects when you use {proName}, why we collect it, who we share it with, how long we keep it and how you can exercise your rights. We are the personal information controller responsible for your data.',
    description:
      'Privacy policy, "About this policy": what the policy covers. "Personal information controller" is the legal term of the Data Privacy Act.',
  },
  introLaw: {
    id: 'legal.privacy.introLaw',
    defaultMessage:
      'We process personal data in accordance with the Data Privacy Act of 2012 (Republic Act No. 10173), its Implementing Rules and Regulations, and the applicable issuances of the National Privacy Commission (NPC), including NPC Circular No. 20-01 on the processing of personal data for loan-related transactions, as amended by NPC Circular No. 2022-02.',
    description:
      'Privacy policy, "About this policy": the laws we follow. Keep law names and numbers as they are.',
  },
  introAgree: {
    id: 'legal.privacy.introAgree',
    defaultMessage:
      'Please read this policy before you register. You are asked to agree to it before you log in. If you do not agree, please do not use {proName}.',
    description: 'Privacy policy, "About this policy": consent at login.',
  },
  introAge: {
    id: 'legal.privacy.introAge',
    defaultMessage: '{proName} loans are only for adults aged 21 to 65.',
    description: 'Privacy policy, "About this policy": age limits of borrowers.',
  },
  collectHeading: {
    id: 'legal.privacy.collectHeading',
    defaultMessage: 'The personal data we collect',
    description: 'Privacy policy: section heading (h2).',
  },
  collectIntro: {
    id: 'legal.privacy.collectIntro',
    defaultMessage:
      'We collect only the data we need to verify who you are, assess your application, send and collect your loan, and meet our legal duties. You give us most of it yourself when you register and apply:',
    description: 'Privacy policy, "Data we collect": sentence introducing the list that follows.',
  },
  collectMobile: {
    id: 'legal.privacy.collectMobile',
    defaultMessage: '<b>Mobile number</b> — you log in with it and a one-time code sent by SMS.',
    description:
      'Privacy policy, "Data we collect", list item. Keep the <b> tags around the label.',
  },
  collectPersonal: {
    id: 'legal.privacy.collectPersonal',
    defaultMessage:
      '<b>Personal details</b> — full name, birth date and age, gender, marital status, education, e-mail address, WhatsApp number and Viber account.',
    description:
      'Privacy policy, "Data we collect", list item. Keep the <b> tags around the label.',
  },
  collectAddress: {
    id: 'legal.privacy.collectAddress',
    defaultMessage: '<b>Address</b> — province, city, district, postal code and detailed address.',
    description:
      'Privacy policy, "Data we collect", list item. Keep the <b> tags around the label.',
  },
  collectId: {
    id: 'legal.privacy.collectId',
    defaultMessage: '<b>Government ID</b> — the type and number of your ID and a photo of it.',
    description:
      'Privacy policy, "Data we collect", list item. Keep the <b> tags around the label.',
  },
  collectFace: {
    id: 'legal.privacy.collectFace',
    defaultMessage:
      '<b>Face photo</b> — taken with your camera during face verification and used only to confirm that you are the person on the ID.',
    description:
      'Privacy policy, "Data we collect", list item. Keep the <b> tags around the label.',
  },
  collectWork: {
    id: 'legal.privacy.collectWork',
    defaultMessage:
      '<b>Work and income</b> — employment type, industry, job and position, company or school details, monthly income range, pay cycle and payday.',
    description:
      'Privacy policy, "Data we collect", list item. Keep the <b> tags around the label.',
  },
  collectContacts: {
    id: 'legal.privacy.collectContacts',
    defaultMessage:
      '<b>Three emergency contacts</b> that you choose — their name, mobile number and relationship to you.',
    description:
      'Privacy policy, "Data we collect", list item. Keep the <b> tags around the label.',
  },
  collectBank: {
    id: 'legal.privacy.collectBank',
    defaultMessage:
      '<b>Bank or e-wallet account</b> — the account and the payee name to which we send your loan.',
    description:
      'Privacy policy, "Data we collect", list item. Keep the <b> tags around the label.',
  },
  collectLoans: {
    id: 'legal.privacy.collectLoans',
    defaultMessage:
      '<b>Loan records</b> — your applications and their results, loan purpose, loans, signed documents, payments, extensions, coupons, messages, feedback and complaints.',
    description:
      'Privacy policy, "Data we collect", list item. Keep the <b> tags around the label.',
  },
  collectDevice: {
    id: 'legal.privacy.collectDevice',
    defaultMessage:
      '<b>Device information and approximate location</b> — only in our Android or iOS app and only if you allow it: for example your phone model, operating system, device identifiers and approximate location. We use them to prevent fraud and protect your account.',
    description:
      'Privacy policy, "Data we collect", list item. Keep the <b> tags around the label.',
  },
  collectTechnical: {
    id: 'legal.privacy.collectTechnical',
    defaultMessage:
      '<b>Technical data</b> — such as app version, browser, IP address, language setting and the advertisement or link that brought you to {proName}. Our app-analytics provider also collects technical data of this kind to measure our advertising.',
    description:
      'Privacy policy, "Data we collect", list item. Keep the <b> tags around the label.',
  },
  collectSensitive: {
    id: 'legal.privacy.collectSensitive',
    defaultMessage:
      'Some of these details are sensitive personal information under the Data Privacy Act — for example your age, marital status, education and government ID numbers. We process them only for the purposes in this policy, with your consent or where the law requires or allows it.',
    description:
      'Privacy policy, "Data we collect": paragraph after the list. "Sensitive personal information" is a legal term.',
  },
  neverHeading: {
    id: 'legal.privacy.neverHeading',
    defaultMessage: 'What we never take from your phone',
    description: 'Privacy policy: section heading (h2).',
  },
  neverContacts: {
    id: 'legal.privacy.neverContacts',
    defaultMessage:
      'We do not read or upload your phone’s contact list (address book). When you pick an emergency contact from your phone, only that one contact is shared with us.',
    description: 'Privacy policy, "What we never take": list item about the phone contact list.',
  },
  neverGallery: {
    id: 'legal.privacy.neverGallery',
    defaultMessage:
      'We do not browse your photo gallery. The camera — and the album, if you choose a picture from it — is used only for the ID and face photos needed to verify your identity.',
    description: 'Privacy policy, "What we never take": list item about photos and camera.',
  },
  neverSocial: {
    id: 'legal.privacy.neverSocial',
    defaultMessage: 'We do not ask for access to your social media accounts.',
    description: 'Privacy policy, "What we never take": list item about social media.',
  },
  neverPermissions: {
    id: 'legal.privacy.neverPermissions',
    defaultMessage:
      'Before the app asks for a permission or a piece of information, it tells you why it is needed. You may refuse, and you can turn a permission off later in your phone settings. Some steps, such as identity verification, cannot be completed without the permission they need.',
    description:
      'Privacy policy, "What we never take": paragraph on just-in-time notices and permissions.',
  },
  useHeading: {
    id: 'legal.privacy.useHeading',
    defaultMessage: 'How we use your data',
    description: 'Privacy policy: section heading (h2).',
  },
  useIntro: {
    id: 'legal.privacy.useIntro',
    defaultMessage: 'We use your personal data to:',
    description:
      'Privacy policy, "How we use": sentence introducing the list; each item continues it.',
  },
  useAccount: {
    id: 'legal.privacy.useAccount',
    defaultMessage: 'create your account, log you in and keep your account secure;',
    description:
      'Privacy policy, "How we use", list item continuing "We use your personal data to:".',
  },
  useVerify: {
    id: 'legal.privacy.useVerify',
    defaultMessage:
      'verify your identity and prevent fraud, including comparing your face photo with the photo on your ID;',
    description:
      'Privacy policy, "How we use", list item continuing "We use your personal data to:".',
  },
  useAssess: {
    id: 'legal.privacy.useAssess',
    defaultMessage: 'assess your application and set your credit limit;',
    description:
      'Privacy policy, "How we use", list item continuing "We use your personal data to:".',
  },
  useLoan: {
    id: 'legal.privacy.useLoan',
    defaultMessage:
      'prepare your disclosure statement and loan agreement, send your loan, receive your payments and keep the records of your account;',
    description:
      'Privacy policy, "How we use", list item. "Key fact statement" = the loan disclosure statement.',
  },
  useMessages: {
    id: 'legal.privacy.useMessages',
    defaultMessage:
      'send you service messages by SMS and in the app, such as login codes, payout and payment confirmations and due-date reminders;',
    description:
      'Privacy policy, "How we use", list item continuing "We use your personal data to:".',
  },
  useCollect: {
    id: 'legal.privacy.useCollect',
    defaultMessage: 'remind you of and collect amounts that are due, fairly and lawfully;',
    description:
      'Privacy policy, "How we use", list item continuing "We use your personal data to:".',
  },
  useSupport: {
    id: 'legal.privacy.useSupport',
    defaultMessage: 'answer your questions, feedback and complaints;',
    description:
      'Privacy policy, "How we use", list item continuing "We use your personal data to:".',
  },
  useOffers: {
    id: 'legal.privacy.useOffers',
    defaultMessage: 'show you coupons and offers inside the app;',
    description:
      'Privacy policy, "How we use", list item continuing "We use your personal data to:".',
  },
  useLegal: {
    id: 'legal.privacy.useLegal',
    defaultMessage:
      'meet our legal duties, such as reporting to the Credit Information Corporation and answering lawful requests of regulators and courts;',
    description:
      'Privacy policy, "How we use", list item continuing "We use your personal data to:".',
  },
  useImprove: {
    id: 'legal.privacy.useImprove',
    defaultMessage:
      'measure and improve our service and advertising, using combined or anonymised data where we can.',
    description:
      'Privacy policy, "How we use", last list item continuing "We use your personal data to:".',
  },
  useBasis: {
    id: 'legal.privacy.useBasis',
    defaultMessage:
      'We process your data because you consent to it, because it is needed to give you the loan you ask for under our agreement, because the law requires it, or for our legitimate interests, such as preventing fraud and keeping our service secure — always balanced against your rights.',
    description: 'Privacy policy, "How we use": the lawful bases for processing, in plain words.',
  },
  useAutomated: {
    id: 'legal.privacy.useAutomated',
    defaultMessage:
      'Your application is assessed by an automated scoring system. It uses information such as what you give in your application, the results of your identity verification and your repayment history with us. It does not use your contact list, photos or social media.',
    description: 'Privacy policy, "How we use": notice of automated decision-making.',
  },
  useAutomatedRights: {
    id: 'legal.privacy.useAutomatedRights',
    defaultMessage:
      'If your application is declined, the app shows when you may apply again. If you think a decision was based on wrong information, correct it in the app or contact our Data Protection Officer. You may ask how the decision was reached and object to it.',
    description:
      'Privacy policy, "How we use": what a borrower can do about an automated decision.',
  },
  contactsHeading: {
    id: 'legal.privacy.contactsHeading',
    defaultMessage: 'Your emergency contacts',
    description:
      'Privacy policy: section heading (h2). The 3 people the borrower names as emergency contacts.',
  },
  contactsChoose: {
    id: 'legal.privacy.contactsChoose',
    defaultMessage:
      'You choose exactly three emergency contacts yourself. Please name only people who know you and have agreed to let you share their name and number with us.',
    description: 'Privacy policy, "Emergency contacts": paragraph.',
  },
  contactsUse: {
    id: 'legal.privacy.contactsUse',
    defaultMessage:
      'We use their details only to help verify your application. We never use them to collect your loan, we never tell them about your loan or any debt, and we never send them payment reminders or demands.',
    description:
      'Privacy policy, "Emergency contacts": what contacts are (and are never) used for.',
  },
  contactsRights: {
    id: 'legal.privacy.contactsRights',
    defaultMessage:
      'Your emergency contacts have their own rights under the Data Privacy Act and may contact our Data Protection Officer about their data.',
    description: 'Privacy policy, "Emergency contacts": paragraph.',
  },
});
