import { defineMessages } from '@/lib/i18n/define-messages';

export const appMessages = defineMessages({
  tabHome: { id: 'app.tabs.home', defaultMessage: 'Home', description: 'Bottom tab: apply home' },
  tabLoans: {
    id: 'app.tabs.loans',
    defaultMessage: 'My loans',
    description: 'Bottom tab: the loan orders (/billIndex)',
  },
  tabMy: { id: 'app.tabs.my', defaultMessage: 'My account', description: 'Bottom tab: user tab' },
  tabsLabel: {
    id: 'app.tabs.label',
    defaultMessage: 'Main',
    description: 'Accessible name of the bottom navigation',
  },
  updateAvailable: {
    id: 'app.update.available',
    defaultMessage: 'An update is available.',
    description: 'Banner when a new version of the app is waiting',
  },
  updateReload: {
    id: 'app.update.reload',
    defaultMessage: 'Reload',
    description: 'Button: load the new version',
  },
  offlinePending: {
    id: 'app.offline.pending',
    defaultMessage:
      '{count, plural, one {# saved step is} other {# saved steps are}} waiting on this phone and will be sent when you are back online.',
    description: 'Offline banner: how many application steps wait to be sent',
  },
  offline: {
    id: 'app.offline.banner',
    defaultMessage:
      'You are offline. Cannot connect to the network. Check your mobile data or Wi-Fi.',
    description: 'Banner while the phone has no connection',
  },
  errorTitle: {
    id: 'app.error.title',
    defaultMessage: 'Something went wrong',
    description: 'Title when a screen failed to load or crashed',
  },
  errorBody: {
    id: 'app.error.body',
    defaultMessage: 'This screen could not be shown. Check your connection, then try again.',
    description: 'Explanation when a screen failed to load',
  },
  errorRetry: {
    id: 'app.error.retry',
    defaultMessage: 'Try again',
    description: 'Button: reload after an error',
  },
  errorHome: {
    id: 'app.error.home',
    defaultMessage: 'Go to the start page',
    description: 'Link back after an error',
  },
});
