import { defineMessages } from '@/lib/i18n/define-messages';

/** The notice of a granted home-screen bonus (docs/coupons.md#home-screen-bonus). */
export const bonusMessages = defineMessages({
  title: {
    id: 'bonus.notice.title',
    defaultMessage: 'Thank you for adding the app to your home screen',
    description: 'Title of the notice shown once the home-screen bonus was granted',
  },
  body: {
    id: 'bonus.notice.body',
    defaultMessage:
      'You have a {coupon} coupon for paying a loan in full, and the most your credit limit can reach is now {ceiling}. The limit grows step by step, only as you repay on time.',
    description:
      'Notice body. {coupon} = the coupon amount in pesos, {ceiling} = the new quota ceiling in whole pesos',
  },
  toCoupons: {
    id: 'bonus.notice.toCoupons',
    defaultMessage: 'See my coupons',
    description: 'Link from the bonus notice to the coupon list (/coupon)',
  },
  dismiss: {
    id: 'bonus.notice.dismiss',
    defaultMessage: 'Dismiss',
    description: 'Button: close the bonus notice for good',
  },
  dismissLabel: {
    id: 'bonus.notice.dismissLabel',
    defaultMessage: 'Dismiss the home-screen bonus notice',
    description: 'Accessible name of the Dismiss button of the bonus notice',
  },
});
