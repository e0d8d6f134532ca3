import { defineMessages } from '@/lib/i18n/define-messages';

/** Choosing how and where to pay (docs/loans.md#repayment-screens). */
export const payMessages = defineMessages({
  wayLegend: {
    id: 'repayment.pay.wayLegend',
    defaultMessage: 'How do you want to pay?',
    description: 'Legend of the choice between pay in full, extend and part payment',
  },
  wayFull: {
    id: 'repayment.pay.wayFull',
    defaultMessage: 'Pay in full',
    description: 'Way to pay: settle the whole loan today',
  },
  wayFullDetail: {
    id: 'repayment.pay.wayFullDetail',
    defaultMessage: '{amount} today, and the loan is closed',
    description: 'Under "Pay in full": what it costs. {amount} in pesos',
  },
  wayExtension: {
    id: 'repayment.pay.wayExtension',
    defaultMessage: 'Extend 8 days',
    description: 'Way to pay: pay the extension and move the due date 8 days later',
  },
  wayExtensionDetail: {
    id: 'repayment.pay.wayExtensionDetail',
    defaultMessage: 'Pay {amount} today; then {due} falls due on {date}',
    description:
      'Under "Extend 8 days": its cost today, the new due date and what falls due then (docs/loans.md#extension-price)',
  },
  extensionUnavailable: {
    id: 'repayment.pay.extensionUnavailable',
    defaultMessage:
      '{reason, select, MAX_EXTENSIONS {This loan was already extended {max, plural, one {# time} other {# times}}, the most allowed.} other {This loan cannot be extended: its costs have reached the legal limit.}}',
    description:
      'Why an extension is not offered. {reason}: MAX_EXTENSIONS or TOTAL_COST_CAP; {max}: the limit',
  },
  wayPart: {
    id: 'repayment.pay.wayPart',
    defaultMessage: 'Pay another amount',
    description: 'Way to pay: a part payment of the borrower’s choice',
  },
  wayPartDetail: {
    id: 'repayment.pay.wayPartDetail',
    defaultMessage: 'From {min} to {max}; the due date stays the same',
    description: 'Under "Pay another amount": the range allowed',
  },
  couponLegend: {
    id: 'repayment.pay.couponLegend',
    defaultMessage: 'Coupon',
    description: 'Legend of the repayment coupon choice',
  },
  noCoupon: {
    id: 'repayment.pay.noCoupon',
    defaultMessage: 'No coupon',
    description: 'Coupon choice: pay without a coupon',
  },
  couponLowers: {
    id: 'repayment.pay.couponLowers',
    defaultMessage: '{amount} off',
    description:
      'A coupon: what it takes off this way to pay today (late charges, then fees; never interest or principal)',
  },
  couponValidUntil: {
    id: 'repayment.pay.couponValidUntil',
    defaultMessage: 'Valid until {date}',
    description: 'A coupon: its last day',
  },
  couponFullOnly: {
    id: 'repayment.pay.couponFullOnly',
    defaultMessage:
      'None of your coupons lowers this payment today. A repayment coupon lowers a payment in full; a cash coupon also lowers an extension or a part payment, when late charges or fees are owed.',
    description:
      'Note shown with an extension or a part payment when the borrower’s coupons apply only to paying in full (docs/coupons.md#types)',
  },
  partLabel: {
    id: 'repayment.pay.partLabel',
    defaultMessage: 'Amount to pay (₱)',
    description: 'Label of the part payment amount field, in pesos',
  },
  partHint: {
    id: 'repayment.pay.partHint',
    defaultMessage: 'From {min} to {max}',
    description: 'Hint under the part payment field',
  },
  partInvalid: {
    id: 'repayment.pay.partInvalid',
    defaultMessage: 'Enter an amount in pesos, such as 500 or 750.50.',
    description: 'Part payment field: not a peso amount',
  },
  partTooLow: {
    id: 'repayment.pay.partTooLow',
    defaultMessage: 'The least you can pay is {min}.',
    description: 'Part payment field: below the minimum',
  },
  partTooHigh: {
    id: 'repayment.pay.partTooHigh',
    defaultMessage: 'This is more than you owe. The most you can pay is {max}.',
    description: 'Part payment field: above the balance',
  },
  channelLegend: {
    id: 'repayment.pay.channelLegend',
    defaultMessage: 'Where will you pay?',
    description: 'Legend of the payment channel choice',
  },
  channelMissing: {
    id: 'repayment.pay.channelMissing',
    defaultMessage: 'Choose where you will pay.',
    description: 'No payment channel chosen',
  },
  payButton: {
    id: 'repayment.pay.button',
    defaultMessage: 'Pay {amount}',
    description: 'Button: create the payment and open the checkout',
  },
  extendButton: {
    id: 'repayment.pay.extendButton',
    defaultMessage: 'Pay {amount} and extend',
    description: 'Button: pay the extension and open the checkout',
  },
  offline: {
    id: 'repayment.pay.offline',
    defaultMessage: 'You are offline. Payments need a connection: connect to pay.',
    description: 'Why the pay buttons are disabled while offline (docs/offline.md#never-queued)',
  },
  quoteStale: {
    id: 'repayment.pay.quoteStale',
    defaultMessage:
      'The amount has changed since you opened this page. Please check the new figure.',
    description: 'QUOTE_STALE on repayment: the screen shows today’s figures again',
  },
  agreementRequired: {
    id: 'repayment.pay.agreementRequired',
    defaultMessage: 'Please read the extension disclosure statement and tick the box to agree.',
    description: 'Extension without agreement to its disclosure statement',
  },
  notOffered: {
    id: 'repayment.pay.notOffered',
    defaultMessage: 'This way to pay is not offered now. Please choose another.',
    description: 'The chosen channel is not offered by the payment provider',
  },
  goToCheckout: {
    id: 'repayment.pay.goToCheckout',
    defaultMessage: 'Opening the payment page…',
    description: 'Status while the browser moves to the checkout',
  },
});
