import { defineMessages } from 'react-intl';

/**
 * Privacy Policy, part 2: sharing, credit information, collection, retention, security, the data
 * subject's rights, account deletion, changes and contact. Part 1 is in privacy-messages.ts.
 */
export const privacyProtectionMessages = defineMessages({
  shareHeading: {
    id: 'legal.privacy.shareHeading',
    defaultMessage: 'Who we share your data with',
    description: 'Privacy policy: section heading (h2).',
  },
  shareIntro: {
    id: 'legal.privacy.shareIntro',
    defaultMessage:
      'We never sell your personal data. We share only what each of the following needs for its task, under agreements that require it to protect your data:',
    description: 'Privacy policy, "Sharing": sentence introducing the list of recipients.',
  },
  sharePayments: {
    id: 'legal.privacy.sharePayments',
    defaultMessage:
      'payment and payout providers, banks and e-wallets — to send your loan and receive your payments;',
    description: 'Privacy policy, "Sharing", list item (recipient — purpose).',
  },
  shareSms: {
    id: 'legal.privacy.shareSms',
    defaultMessage: 'our SMS provider — to send login codes and service messages;',
    description: 'Privacy policy, "Sharing", list item (recipient — purpose).',
  },
  shareIdentity: {
    id: 'legal.privacy.shareIdentity',
    defaultMessage: 'identity verification providers — to check your ID and face photo;',
    description: 'Privacy policy, "Sharing", list item (recipient — purpose).',
  },
  shareCredit: {
    id: 'legal.privacy.shareCredit',
    defaultMessage:
      'the Credit Information Corporation and accredited credit bureaus — to report your credit data as the law requires;',
    description: 'Privacy policy, "Sharing", list item (recipient — purpose).',
  },
  shareAnalytics: {
    id: 'legal.privacy.shareAnalytics',
    defaultMessage:
      'our app-analytics provider — to measure which advertisements bring people to {proName};',
    description: 'Privacy policy, "Sharing", list item (recipient — purpose).',
  },
  shareHosting: {
    id: 'legal.privacy.shareHosting',
    defaultMessage: 'providers that host and run our systems, acting only on our instructions;',
    description: 'Privacy policy, "Sharing", list item (recipient — purpose).',
  },
  shareGovernment: {
    id: 'legal.privacy.shareGovernment',
    defaultMessage:
      'government agencies, regulators such as the SEC and the NPC, and courts — when the law requires it or they lawfully order it.',
    description: 'Privacy policy, "Sharing", last list item (recipient — purpose).',
  },
  shareAbroad: {
    id: 'legal.privacy.shareAbroad',
    defaultMessage:
      'Some providers may process data outside the Philippines. We remain responsible for your data and require them to protect it as the Data Privacy Act requires.',
    description: 'Privacy policy, "Sharing": paragraph on processing outside the Philippines.',
  },
  creditHeading: {
    id: 'legal.privacy.creditHeading',
    defaultMessage: 'Your credit record',
    description: 'Privacy policy: section heading (h2).',
  },
  creditSubmit: {
    id: 'legal.privacy.creditSubmit',
    defaultMessage:
      'Under the Credit Information System Act (Republic Act No. 9510), we submit your basic credit data — your identity details and information about your loans and how you repay them — to the Credit Information Corporation (CIC). The CIC may share it with accredited credit bureaus and lenders as that law allows.',
    description:
      'Privacy policy, "Credit record": notice of submission to the CIC. Keep law and agency names.',
  },
  creditEffect: {
    id: 'legal.privacy.creditEffect',
    defaultMessage:
      'Repaying on time can help your credit record. Late payment or non-payment is reported too and may make it harder to borrow in the future. You may ask the CIC for your credit report and ask for errors to be corrected.',
    description: 'Privacy policy, "Credit record": paragraph.',
  },
  collectionHeading: {
    id: 'legal.privacy.collectionHeading',
    defaultMessage: 'Collection without harassment',
    description: 'Privacy policy: section heading (h2) about debt collection.',
  },
  collectionBody: {
    id: 'legal.privacy.collectionBody',
    defaultMessage:
      'When a payment is due or overdue, we contact only you, through the mobile number, e-mail and messaging accounts you gave us, and only between {contactFrom, time, short} and {contactUntil, time, short} Manila time. We never contact your emergency contacts about your loan or your debt. We never disclose your debt to anyone else, and we never use your personal data to shame, threaten or harass you. Our Terms and Conditions list the fair collection rules we follow under SEC Memorandum Circular No. 18, Series of 2019.',
    description:
      'Privacy policy, "Collection": paragraph. Keep the circular name. {contactFrom} and {contactUntil} are the configured contact hours (docs/glossary.md#contact-hours), in Philippine time.',
  },
  retentionHeading: {
    id: 'legal.privacy.retentionHeading',
    defaultMessage: 'How long we keep your data',
    description: 'Privacy policy: section heading (h2).',
  },
  retentionActive: {
    id: 'legal.privacy.retentionActive',
    defaultMessage:
      'We keep your personal data while your account is active and for as long as we need it for the purposes in this policy.',
    description: 'Privacy policy, "Retention": paragraph.',
  },
  retentionLegal: {
    id: 'legal.privacy.retentionLegal',
    defaultMessage:
      'After that, we keep records such as your identity, loan and payment records only for the periods the law requires, for example under lending, tax and anti-money laundering rules. We then delete them securely or make them anonymous.',
    description: 'Privacy policy, "Retention": paragraph.',
  },
  retentionDevice: {
    id: 'legal.privacy.retentionDevice',
    defaultMessage:
      'The app keeps a few things on your phone so that it works quickly and offline, such as your language choice, your login session and a copy of your latest loan information. Logging out deletes your login session and this copy.',
    description: 'Privacy policy, "Retention": what is stored on the phone itself.',
  },
  securityHeading: {
    id: 'legal.privacy.securityHeading',
    defaultMessage: 'How we protect your data',
    description: 'Privacy policy: section heading (h2).',
  },
  securityIntro: {
    id: 'legal.privacy.securityIntro',
    defaultMessage: 'We use organisational, physical and technical safeguards, including:',
    description: 'Privacy policy, "Security": sentence introducing the list.',
  },
  securityTransit: {
    id: 'legal.privacy.securityTransit',
    defaultMessage: 'encryption of the data sent between the app and our servers;',
    description: 'Privacy policy, "Security", list item.',
  },
  securityAccess: {
    id: 'legal.privacy.securityAccess',
    defaultMessage:
      'access control: only authorised staff who need your data for their work can see it, and they must keep it confidential;',
    description: 'Privacy policy, "Security", list item.',
  },
  securityTokens: {
    id: 'legal.privacy.securityTokens',
    defaultMessage: 'login tokens kept on our servers only in hashed (scrambled) form.',
    description:
      'Privacy policy, "Security", list item. A token is the key that keeps you logged in.',
  },
  securityBreach: {
    id: 'legal.privacy.securityBreach',
    defaultMessage:
      'No system is completely secure. If a personal data breach is likely to put you at real risk of harm, we will notify you and the National Privacy Commission as the law requires.',
    description: 'Privacy policy, "Security": paragraph on data breaches.',
  },
  securityOtp: {
    id: 'legal.privacy.securityOtp',
    defaultMessage:
      'Help protect your account: never share your SMS code with anyone, including people who say they are from {proName}.',
    description: 'Privacy policy, "Security": advice to the borrower.',
  },
  rightsHeading: {
    id: 'legal.privacy.rightsHeading',
    defaultMessage: 'Your rights',
    description: 'Privacy policy: section heading (h2) on data subject rights.',
  },
  rightsIntro: {
    id: 'legal.privacy.rightsIntro',
    defaultMessage: 'As a data subject under the Data Privacy Act, you have the right:',
    description: 'Privacy policy, "Rights": sentence introducing the list; each item continues it.',
  },
  rightsInformed: {
    id: 'legal.privacy.rightsInformed',
    defaultMessage: '<b>to be informed</b> whether and how your personal data is being processed;',
    description:
      'Privacy policy, "Rights", list item. Keep the <b> tags around the name of the right.',
  },
  rightsAccess: {
    id: 'legal.privacy.rightsAccess',
    defaultMessage: '<b>to access</b> your personal data and receive a copy of it;',
    description:
      'Privacy policy, "Rights", list item. Keep the <b> tags around the name of the right.',
  },
  rightsObject: {
    id: 'legal.privacy.rightsObject',
    defaultMessage:
      '<b>to object</b> to processing, including processing based on consent, direct marketing and automated decisions;',
    description:
      'Privacy policy, "Rights", list item. Keep the <b> tags around the name of the right.',
  },
  rightsErasure: {
    id: 'legal.privacy.rightsErasure',
    defaultMessage:
      '<b>to erasure or blocking</b> of data that is incomplete, outdated, false, unlawfully obtained or no longer needed;',
    description:
      'Privacy policy, "Rights", list item. Keep the <b> tags around the name of the right.',
  },
  rightsRectification: {
    id: 'legal.privacy.rightsRectification',
    defaultMessage: '<b>to rectification</b>, so that inaccurate or incomplete data is corrected;',
    description:
      'Privacy policy, "Rights", list item. Keep the <b> tags around the name of the right.',
  },
  rightsPortability: {
    id: 'legal.privacy.rightsPortability',
    defaultMessage:
      '<b>to data portability</b>, so that you get your data in an electronic, commonly used format;',
    description:
      'Privacy policy, "Rights", list item. Keep the <b> tags around the name of the right.',
  },
  rightsDamages: {
    id: 'legal.privacy.rightsDamages',
    defaultMessage:
      '<b>to damages</b> if you are harmed by inaccurate, incomplete, outdated, false or unlawfully obtained data, or by unauthorised use of your data;',
    description:
      'Privacy policy, "Rights", list item. Keep the <b> tags around the name of the right.',
  },
  rightsComplaint: {
    id: 'legal.privacy.rightsComplaint',
    defaultMessage:
      '<b>to file a complaint</b> with the National Privacy Commission (www.privacy.gov.ph).',
    description: 'Privacy policy, "Rights", last list item. Keep the <b> tags and the web address.',
  },
  rightsHow: {
    id: 'legal.privacy.rightsHow',
    defaultMessage:
      'You can update most of your details yourself in the app. For any other request, e-mail our Data Protection Officer at {serviceEmail}. We may first ask you to confirm your identity, and we will answer within the time the law requires.',
    description:
      'Privacy policy, "Rights": how to make a request. {serviceEmail} is an e-mail address.',
  },
  rightsLimits: {
    id: 'legal.privacy.rightsLimits',
    defaultMessage:
      'Some rights have limits. For example, we cannot erase loan and payment records that the law requires us to keep, or data we still need for a loan that is not yet repaid.',
    description: 'Privacy policy, "Rights": paragraph.',
  },
  deleteHeading: {
    id: 'legal.privacy.deleteHeading',
    defaultMessage: 'Deleting your account',
    description: 'Privacy policy: section heading (h2).',
  },
  deleteHow: {
    id: 'legal.privacy.deleteHow',
    defaultMessage: 'You can ask to delete your account at any time in Settings › Delete account.',
    description:
      'Privacy policy, "Deleting your account": "Settings › Delete account" is the path in the app menu.',
  },
  deleteEffect: {
    id: 'legal.privacy.deleteEffect',
    defaultMessage:
      'We then delete or anonymise your personal data, except the records the law requires us to keep and the data needed for any loan you still owe. Deleting your account does not cancel that loan.',
    description: 'Privacy policy, "Deleting your account": paragraph.',
  },
  changesHeading: {
    id: 'legal.privacy.changesHeading',
    defaultMessage: 'Changes to this policy',
    description: 'Privacy policy: section heading (h2).',
  },
  changesBody: {
    id: 'legal.privacy.changesBody',
    defaultMessage:
      'We may update this policy when our service or the law changes. We will show the new effective date and tell you in the app before important changes take effect. If a change needs your consent, we will ask for it.',
    description: 'Privacy policy, "Changes": paragraph.',
  },
  contactHeading: {
    id: 'legal.privacy.contactHeading',
    defaultMessage: 'Contact us',
    description: 'Privacy policy: section heading (h2).',
  },
  contactDpo: {
    id: 'legal.privacy.contactDpo',
    defaultMessage: 'Data Protection Officer: {serviceEmail}',
    description: 'Privacy policy, "Contact us", list item. {serviceEmail} is an e-mail address.',
  },
  contactHotline: {
    id: 'legal.privacy.contactHotline',
    defaultMessage: 'Customer service: {hotLine}, Monday to Sunday, 9:00 AM to 6:00 PM',
    description:
      'Privacy policy, "Contact us", list item. {hotLine} is a phone number; hours are Philippine time.',
  },
  contactCompany: {
    id: 'legal.privacy.contactCompany',
    defaultMessage: 'Personal information controller: {corporateName}',
    description:
      'Privacy policy, "Contact us", list item. {corporateName} is the legal company name.',
  },
});
