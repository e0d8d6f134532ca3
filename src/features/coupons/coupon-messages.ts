import { defineMessages } from '@/lib/i18n/define-messages';

/** /coupon and /couponInvalid (docs/coupons.md#lists). */
export const couponMessages = defineMessages({
  title: {
    id: 'coupons.list.title',
    defaultMessage: 'My coupons',
    description: 'Title of the coupon list (/coupon)',
  },
  lead: {
    id: 'coupons.list.lead',
    defaultMessage: 'Coupons lower what you pay. Each can be used once, before it expires.',
    description: 'Lead under the coupon list title',
  },
  empty: {
    id: 'coupons.list.empty',
    defaultMessage:
      'No coupons to use right now. New ones come with our promotions. Coupons you used or that expired are under “Expired and used coupons” below.',
    description:
      'The borrower has no usable coupon; true also for one who used the welcome coupon (docs/coupons.md#lists). Names the link below it (coupons.list.toInvalid)',
  },
  loadFailed: {
    id: 'coupons.list.loadFailed',
    defaultMessage: 'We could not load your coupons.',
    description: 'The coupon list failed to load',
  },
  loading: {
    id: 'coupons.list.loading',
    defaultMessage: 'Loading your coupons…',
    description: 'Screen-reader status while the coupon list loads',
  },
  toInvalid: {
    id: 'coupons.list.toInvalid',
    defaultMessage: 'Expired and used coupons',
    description: 'Link from the coupon list to the expired and used coupons (/couponInvalid)',
  },
  invalidTitle: {
    id: 'coupons.invalid.title',
    defaultMessage: 'Expired and used coupons',
    description: 'Title of /couponInvalid',
  },
  tabsLabel: {
    id: 'coupons.invalid.tabsLabel',
    defaultMessage: 'Which coupons',
    description: 'Accessible name of the expired / used tabs',
  },
  expiredTab: {
    id: 'coupons.invalid.expiredTab',
    defaultMessage: 'Expired ({count})',
    description: 'Tab of expired coupons, with how many',
  },
  usedTab: {
    id: 'coupons.invalid.usedTab',
    defaultMessage: 'Used ({count})',
    description: 'Tab of used coupons, with how many',
  },
  emptyExpired: {
    id: 'coupons.invalid.emptyExpired',
    defaultMessage: 'No expired coupons.',
    description: 'The expired tab is empty',
  },
  emptyUsed: {
    id: 'coupons.invalid.emptyUsed',
    defaultMessage: 'You have not used a coupon yet.',
    description: 'The used tab is empty',
  },
  backToList: {
    id: 'coupons.invalid.backToList',
    defaultMessage: 'Back to my coupons',
    description: 'Link from /couponInvalid back to /coupon',
  },
  // The card.
  typePlatform: {
    id: 'coupons.card.typePlatform',
    defaultMessage: 'Promo coupon',
    description: 'Name of a platform coupon (granted by a campaign or customer service)',
  },
  typeWithdrawal: {
    id: 'coupons.card.typeWithdrawal',
    defaultMessage: 'Loan coupon',
    description: 'Name of a withdrawal coupon (lowers the charges of a new loan)',
  },
  typeRepayment: {
    id: 'coupons.card.typeRepayment',
    defaultMessage: 'Repayment coupon',
    description: 'Name of a repayment coupon',
  },
  typeCash: {
    id: 'coupons.card.typeCash',
    defaultMessage: 'Cash coupon',
    description: 'Name of a cash coupon',
  },
  amountOff: {
    id: 'coupons.card.amountOff',
    defaultMessage: '{amount} off',
    description: 'The coupon amount, e.g. "₱50.00 off"',
  },
  forWithdrawal: {
    id: 'coupons.card.forWithdrawal',
    defaultMessage: 'For: the charges of a new loan',
    description: 'What a withdrawal-side coupon lowers',
  },
  forPayInFull: {
    id: 'coupons.card.forPayInFull',
    defaultMessage: 'For: paying a loan in full',
    description: 'What a pay-in-full coupon lowers',
  },
  forAnyPayment: {
    id: 'coupons.card.forAnyPayment',
    defaultMessage: 'For: any payment of a loan (pay in full, extension or part payment)',
    description: 'What a cash coupon lowers (docs/coupons.md#types)',
  },
  minimumLoan: {
    id: 'coupons.card.minimumLoan',
    defaultMessage: 'For loans of {amount} or more',
    description: 'The minimum loan amount of a withdrawal coupon',
  },
  minimumPayment: {
    id: 'coupons.card.minimumPayment',
    defaultMessage: 'When paying {amount} or more',
    description: 'The minimum payment of a pay-in-full coupon',
  },
  validUntil: {
    id: 'coupons.card.validUntil',
    defaultMessage: 'Valid until {date}',
    description: 'Last day the coupon can be used (Manila date)',
  },
  heldPayment: {
    id: 'coupons.card.heldPayment',
    defaultMessage: 'Held for your payment in progress',
    description: 'The coupon is reserved by a payment that has not finished',
  },
  heldOrder: {
    id: 'coupons.card.heldOrder',
    defaultMessage: 'Held for your loan request',
    description: 'The coupon is reserved by a loan request not yet paid out',
  },
  use: {
    id: 'coupons.card.use',
    defaultMessage: 'Use',
    description: 'Button taking the borrower to where the coupon applies',
  },
  useLabel: {
    id: 'coupons.card.useLabel',
    defaultMessage: 'Use the {amount} coupon',
    description: 'Accessible name of the Use button, naming the coupon',
  },
  whenBorrowing: {
    id: 'coupons.card.whenBorrowing',
    defaultMessage: 'Use it when you can borrow.',
    description: 'Why Use is disabled: no withdrawal possible now (not approved, loan open)',
  },
  whenRepaying: {
    id: 'coupons.card.whenRepaying',
    defaultMessage: 'Use it when you repay a loan in full.',
    description: 'Why Use is disabled: no loan is being repaid',
  },
  whenReleased: {
    id: 'coupons.card.whenReleased',
    defaultMessage: 'You can use it again if that one does not go through.',
    description: 'Why Use is disabled on a reserved coupon',
  },
  whenLoaded: {
    id: 'coupons.card.whenLoaded',
    defaultMessage: 'Checking where you can use it…',
    description: 'Why Use is disabled while the loan status is not known yet',
  },
  expiredOn: {
    id: 'coupons.card.expiredOn',
    defaultMessage: 'Expired on {date}',
    description: 'When an unused coupon expired (Manila date)',
  },
  invalid: {
    id: 'coupons.card.invalid',
    defaultMessage: 'No longer usable',
    description: 'A coupon released twice by payments that did not go through',
  },
  usedAt: {
    id: 'coupons.card.usedAt',
    defaultMessage: 'Used on {time}',
    description: 'When the coupon was used (Manila date and time)',
  },
});
