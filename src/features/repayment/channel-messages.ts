import { defineMessages } from '@/lib/i18n/define-messages';
import { channelNameMessages } from '@/ui/payment/channel-name-messages';

/**
 * Payment channels and their groups (docs/loans.md#payment-channels), and the loan's timeline. The
 * channel's name is shared with home (src/ui/payment).
 */
export const channelMessages = {
  ...channelNameMessages,
  ...defineMessages({
    group: {
      id: 'repayment.channel.group',
      defaultMessage:
        '{group, select, ewallet {E-wallet} qr {QR Ph} overTheCounter {Over the counter} bank {Bank transfer} other {Other}}',
      description: 'A group of payment channels',
    },
    groupHint: {
      id: 'repayment.channel.groupHint',
      defaultMessage:
        '{group, select, ewallet {Pay in your e-wallet app.} qr {Scan a QR code with any bank or e-wallet app (InstaPay).} overTheCounter {Pay cash at a store with a reference number, before the end of tomorrow.} bank {Transfer from your bank account.} other {}}',
      description: 'How a group of payment channels works',
    },
  }),
};

export const timelineMessages = defineMessages({
  title: {
    id: 'repayment.timeline.title',
    defaultMessage: 'Your loan at a glance',
    description: 'Heading of the loan’s small timeline',
  },
  point: {
    id: 'repayment.timeline.point',
    defaultMessage:
      '{kind, select, received {Money received} extended {Extended} partPaid {Part paid} today {Today} due {Due date} paid {Paid} other {Event}}',
    description:
      'A point on the loan timeline. {kind}: received, extended, partPaid, today, due, paid',
  },
  item: {
    id: 'repayment.timeline.item',
    defaultMessage: '{label}: {date}',
    description: 'Text equivalent of one timeline point, for screen readers',
  },
});
