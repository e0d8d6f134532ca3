import { defineMessages } from '@/lib/i18n/define-messages';

export const accountMessages = defineMessages({
  title: {
    id: 'account.my.title',
    defaultMessage: 'My account',
    description: 'Heading of the user tab',
  },
  phone: {
    id: 'account.my.phone',
    defaultMessage: 'Mobile number',
    description: 'Label: the signed-in phone',
  },
  customerId: {
    id: 'account.my.customerId',
    defaultMessage: 'Customer ID',
    description: 'Label: customer number',
  },
  memberSince: {
    id: 'account.my.memberSince',
    defaultMessage: 'Member since',
    description: 'Label: registration date',
  },
  copyId: {
    id: 'account.my.copyId',
    defaultMessage: 'Copy customer ID',
    description: 'Button: copy the customer ID for customer service',
  },
  changeBank: {
    id: 'account.my.changeBank',
    defaultMessage: 'Change payout account',
    description: 'Link for repeat borrowers to the bank change (/changeBank)',
  },
  privacy: {
    id: 'account.my.privacy',
    defaultMessage: 'Privacy Policy',
    description: 'Link to the privacy policy',
  },
  terms: {
    id: 'account.my.terms',
    defaultMessage: 'Terms and Conditions',
    description: 'Link to the terms',
  },
  paymentRecord: {
    id: 'account.my.paymentRecord',
    defaultMessage: 'Payment record',
    description: 'Link to the repayment record of the last 3 months (/repaidDetail?view=record)',
  },
  coupons: {
    id: 'account.my.coupons',
    defaultMessage: 'Coupons',
    description: 'Link to the borrower’s coupons (/coupon)',
  },
  helpCenter: {
    id: 'account.my.helpCenter',
    defaultMessage: 'Help centre',
    description: 'Link to the help centre, the frequently asked questions (/helpCenter)',
  },
  customerService: {
    id: 'account.my.customerService',
    defaultMessage: 'Customer service',
    description: 'Link to the customer service page: hours, hotline, e-mail (/customerService)',
  },
  aboutUs: {
    id: 'account.my.aboutUs',
    defaultMessage: 'About us',
    description: 'Link to the lender’s identity and the app version (/aboutUs)',
  },
  groupLoans: {
    id: 'account.my.group.loans',
    defaultMessage: 'Loans and payments',
    description: 'Heading of the My account rows for loans, payments, coupons and agreed documents',
  },
  groupAccount: {
    id: 'account.my.group.account',
    defaultMessage: 'Profile and settings',
    description: 'Heading of the My account rows for the profile, messages and settings',
  },
  groupHelp: {
    id: 'account.my.group.help',
    defaultMessage: 'Help and support',
    description: 'Heading of the My account rows for the help centre, customer service, feedback',
  },
  groupLegal: {
    id: 'account.my.group.legal',
    defaultMessage: 'Legal and about us',
    description: 'Heading of the My account rows for the privacy policy, terms and about us',
  },
  profile: {
    id: 'account.my.profile',
    defaultMessage: 'My profile',
    description: 'Link to the profile view: name, mobile, e-mail, address (/myProfile)',
  },
});
