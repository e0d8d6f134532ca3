import { defineMessages } from '@/lib/i18n/define-messages';

/** The home-screen bonus's coupon on its card (docs/coupons.md#home-screen-bonus). */
export const bonusCouponTexts = defineMessages({
  homeScreenBonus: {
    id: 'coupons.card.homeScreenBonus',
    defaultMessage: 'Home-screen bonus',
    description: 'Coupon card title of the coupon granted for adding the app to the home screen',
  },
  fullRepaymentOnly: {
    id: 'coupons.card.fullRepaymentOnly',
    defaultMessage: 'Only for paying a loan in full, not for an extension or a part payment',
    description: 'Coupon card fact: a coupon usable only for payment in full',
  },
});
