import { defineMessages } from '@/lib/i18n/define-messages';

/**
 * A payment channel's name (docs/loans.md#payment-channels): on the repayment screens, and on home
 * while a payment waits (docs/loans.md#waiting-payment). Brand names stay as they are.
 */
export const channelNameMessages = defineMessages({
  name: {
    id: 'repayment.channel.name',
    defaultMessage:
      '{channel, select, gcash {GCash} maya {Maya} qrph {QR Ph} sevenEleven {7-Eleven} cebuana {Cebuana Lhuillier} mlhuillier {M Lhuillier} palawan {Palawan Express} bayadCenter {Bayad Center} bankTransfer {Bank transfer} other {Other}}',
    description: 'A payment channel by name (brand names stay as they are)',
  },
});
