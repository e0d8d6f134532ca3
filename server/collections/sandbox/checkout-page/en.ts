import type { CheckoutTexts } from './checkout-texts.ts';

export const en: CheckoutTexts = {
  title: 'Pay your loan',
  sandboxNotice: 'Sandbox checkout: no real money moves. A tester decides the outcome below.',
  amountLabel: 'Amount to pay',
  forLabel: 'For',
  channelLabel: 'Pay with',
  stepsHeading: 'How to pay',
  steps: {
    ewallet: ({ channel, amount, brand }) => [
      `Open your ${channel} app.`,
      `Approve the payment request of ${amount} to ${brand} in your wallet.`,
      'Come back to this page when your wallet says the payment is done.',
    ],
    qr: ({ amount }) => [
      'Open your bank or e-wallet app and choose Scan QR (InstaPay QR Ph).',
      `Scan the code below and check that the amount is ${amount}.`,
      'Confirm the payment in your app.',
    ],
    overTheCounter: ({ channel, amount, expiry, brand }) => [
      `Go to any ${channel} branch before ${expiry}.`,
      `Tell the cashier you are paying ${brand} and give the reference number below.`,
      `Pay ${amount} in cash and keep the receipt.`,
    ],
    bank: ({ amount }) => [
      `Send exactly ${amount} by InstaPay or PESONet to the account below.`,
      'Write the transfer reference in the notes of your transfer.',
    ],
  },
  bankTransfer: 'Bank transfer',
  qrAlt: 'QR Ph code to scan with your bank or e-wallet app',
  referenceLabel: 'Reference number',
  storeLabel: 'Store',
  payBeforeLabel: 'Pay before',
  bankNameLabel: 'Bank',
  accountNameLabel: 'Account name',
  accountNumberLabel: 'Account number',
  transferReferenceLabel: 'Transfer reference',
  closesAt: (time) => `This checkout closes at ${time}.`,
  testerHeading: 'Tester controls',
  testerHelp: 'Choose what happens to this payment. The app is told the way a provider tells it.',
  pay: 'Pay',
  fail: 'Fail',
  expire: 'Let it expire',
  storeHeading: 'The store pays later',
  storeHelp:
    'Your reference is ready. When the cashier takes the cash, the store tells us and your loan is updated. You can go back to the app now.',
  storePay: 'Pay at the store now (tester)',
  back: (brand) => `Back to ${brand}`,
  ended: {
    paid: 'This payment is done.',
    failed: 'This payment did not go through.',
    expired: 'This checkout has expired.',
  },
};
