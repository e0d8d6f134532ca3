import { defineMessages } from '@/lib/i18n/define-messages';

/** The install offer and the My account entry (docs/install.md#offer). */
export const installMessages = defineMessages({
  offerTitle: {
    id: 'install.offer.title',
    defaultMessage: 'Add {proName} to your home screen',
    description: 'Heading of the install offer card (after approval, after a repayment)',
  },
  offerBody: {
    id: 'install.offer.body',
    defaultMessage:
      'Open it with one tap, like an app. It loads quickly and keeps working on a weak signal.',
    description: 'What installing the web app to the home screen gives',
  },
  offerBonus: {
    id: 'install.offer.bonus',
    defaultMessage:
      'Open it once from your home screen and get a {coupon} coupon for paying your loan in full. It also raises the most your credit limit can ever reach to {ceiling}; the limit itself still grows step by step, only as you repay on time.',
    description:
      'The home-screen bonus, shown while the borrower does not have it: coupon amount and the higher limit, formatted pesos',
  },
  add: {
    id: 'install.offer.add',
    defaultMessage: 'Add to home screen',
    description: 'Button: install the app (browser dialog, or the tutorial for this browser)',
  },
  notNow: {
    id: 'install.offer.notNow',
    defaultMessage: 'Not now',
    description: 'Button: dismiss the install offer (it stays away for 14 days)',
  },
  added: {
    id: 'install.offer.added',
    defaultMessage: 'Added. Open {proName} from your home screen next time.',
    description: 'Status after the borrower accepted the browser’s install dialog',
  },
  entry: {
    id: 'install.entry.my',
    defaultMessage: 'Add to home screen',
    description: 'Link from My account to the install tutorial (/addDeskTopBrowser)',
  },
});
