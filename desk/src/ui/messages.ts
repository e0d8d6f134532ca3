import { defineMessages } from '@/lib/i18n/define-messages';

/** Words every desk page uses. */
export const common = defineMessages({
  product: { id: 'desk.product', defaultMessage: 'Sulong Cash desk' },
  loading: { id: 'desk.loading', defaultMessage: 'Loading…' },
  offline: {
    id: 'desk.offline',
    defaultMessage: 'The desk could not reach the server. Check the connection and try again.',
  },
  tryAgain: { id: 'desk.tryAgain', defaultMessage: 'Try again' },
  signOut: { id: 'desk.signOut', defaultMessage: 'Sign out' },
  signOutEverywhere: { id: 'desk.signOutEverywhere', defaultMessage: 'Sign out everywhere' },
  signOutFailed: {
    id: 'desk.signOutFailed',
    defaultMessage: 'You are still signed in: the desk could not reach the server. Try again.',
  },
  navigation: { id: 'desk.navigation', defaultMessage: 'Desk' },
  home: { id: 'desk.nav.home', defaultMessage: 'My account' },
  today: { id: 'desk.nav.today', defaultMessage: 'Today' },
  reviews: { id: 'desk.nav.reviews', defaultMessage: 'Review queue' },
  borrowers: { id: 'desk.nav.borrowers', defaultMessage: 'Borrowers' },
  payouts: { id: 'desk.nav.payouts', defaultMessage: 'Payouts' },
  collections: { id: 'desk.nav.collections', defaultMessage: 'Collections' },
  approvals: { id: 'desk.nav.approvals', defaultMessage: 'Approvals' },
  staff: { id: 'desk.nav.staff', defaultMessage: 'Staff' },
  audit: { id: 'desk.nav.audit', defaultMessage: 'Audit trail' },
  jobs: { id: 'desk.nav.jobs', defaultMessage: 'Failed jobs' },
  settings: { id: 'desk.nav.settings', defaultMessage: 'Settings' },
  signedInAs: { id: 'desk.signedInAs', defaultMessage: 'Signed in as {name}' },
});

/** The five roles as staff read them (docs/desk.md#roles). */
export const roleNames = defineMessages({
  reviewer: { id: 'desk.role.reviewer', defaultMessage: 'Reviewer (applications)' },
  collections: { id: 'desk.role.collections', defaultMessage: 'Collections (overdue loans)' },
  finance: { id: 'desk.role.finance', defaultMessage: 'Finance (payouts, payments, refunds)' },
  care: { id: 'desk.role.care', defaultMessage: 'Care (tickets, messages, coupons)' },
  admin: { id: 'desk.role.admin', defaultMessage: 'Administrator (staff, settings)' },
});
