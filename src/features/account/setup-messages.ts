import { defineMessages } from '@/lib/i18n/define-messages';

/** /setup (docs/account.md#settings). */
export const setupMessages = defineMessages({
  title: {
    id: 'account.settings.title',
    defaultMessage: 'Settings',
    description: 'Heading of the settings screen (/setup), also the link to it on My account',
  },
  versions: {
    id: 'account.settings.versions',
    defaultMessage: 'Version',
    description: 'Heading: the app and server versions',
  },
  appVersion: {
    id: 'account.settings.appVersion',
    defaultMessage: 'App version',
    description: 'Label: the version of this app',
  },
  serverVersion: {
    id: 'account.settings.serverVersion',
    defaultMessage: 'Server version',
    description: 'Label: the version of the server the app talks to',
  },
  notifications: {
    id: 'account.settings.notifications',
    defaultMessage: 'Notifications',
    description: 'Heading: the notification preferences',
  },
  promotions: {
    id: 'account.settings.promotions',
    defaultMessage: 'Show promotions and campaigns in my messages',
    description: 'Checkbox: campaigns in the Activity tab of the message centre (off by default)',
  },
  reminderSms: {
    id: 'account.settings.reminderSms',
    defaultMessage: 'Send me an SMS the day before my payment is due',
    description: 'Checkbox: the courtesy SMS the day before the due date (on by default)',
  },
  promotionsHint: {
    id: 'account.settings.promotionsHint',
    defaultMessage:
      'New offers and campaigns, in the Activity tab of Messages. Off unless you turn it on.',
    description: 'Line under the promotions checkbox: what it shows, and that it starts off',
  },
  reminderSmsHint: {
    id: 'account.settings.reminderSmsHint',
    defaultMessage:
      'A text message the day before the due date. The reminder in Messages comes either way.',
    description:
      'Line under the day-before SMS checkbox: only the SMS stops, not the in-app message',
  },
  alwaysSent: {
    id: 'account.settings.alwaysSent',
    defaultMessage:
      'Messages about your application, your loans and payments, and reminders on the due day and after it are always sent: you need them to manage your loan.',
    description: 'Explains which notices cannot be switched off',
  },
  offline: {
    id: 'account.settings.offline',
    defaultMessage: 'You are offline. Connect to the internet to change this.',
    description: 'Why settings, downloads and deletion are disabled offline',
  },
  loadFailed: {
    id: 'account.settings.loadFailed',
    defaultMessage: 'Your settings could not be loaded.',
    description: 'The settings request failed',
  },
  retry: {
    id: 'account.settings.retry',
    defaultMessage: 'Try again',
    description: 'Button: load the settings again',
  },
  signOut: {
    // Its id from when the button was on My account (the translations are the same).
    id: 'account.my.signOut',
    defaultMessage: 'Sign out',
    description: 'Button: sign out',
  },
  yourData: {
    id: 'account.settings.yourData',
    defaultMessage: 'Your data',
    description: 'Heading: download my data',
  },
  dataIntro: {
    id: 'account.settings.dataIntro',
    defaultMessage:
      'Download a copy of everything we hold about you: your profile, loans, payments, messages and coupons.',
    description: 'What the data download contains',
  },
  downloadJson: {
    id: 'account.settings.downloadJson',
    defaultMessage: 'Download (JSON, for other apps)',
    description: 'Button: the machine-readable copy of my data',
  },
  downloadHtml: {
    id: 'account.settings.downloadHtml',
    defaultMessage: 'Download a readable copy',
    description: 'Button: the readable (HTML) copy of my data',
  },
  deleteHeading: {
    id: 'account.settings.deleteHeading',
    defaultMessage: 'Delete account',
    description: 'Heading of the account deletion section',
  },
  deleteButton: {
    id: 'account.settings.deleteButton',
    defaultMessage: 'Delete my account',
    description: 'Button: opens the deletion confirmation',
  },
  blockedOutstanding: {
    id: 'account.settings.blocked.outstanding',
    defaultMessage:
      'You cannot delete your account while a loan is not fully paid. Pay it first; your account can be deleted after that.',
    description:
      'Deletion refused: a loan owes money (or was paid out and cancelled, not returned)',
  },
  blockedInProgress: {
    id: 'account.settings.blocked.inProgress',
    defaultMessage:
      'You cannot delete your account while a loan is being processed. Wait until it is paid out and repaid, or cancelled.',
    description: 'Deletion refused: a loan not yet paid out',
  },
  blockedPayment: {
    id: 'account.settings.blocked.payment',
    defaultMessage:
      'A payment of yours is still in progress. Wait until it is finished, then try again.',
    description: 'Deletion refused: a payment intent is pending',
  },
  blockedReview: {
    id: 'account.settings.blocked.review',
    defaultMessage:
      'Your application is being reviewed. Wait for the decision (it takes a moment), then try again.',
    description: 'Deletion refused: the application awaits its decision',
  },
  seeLoan: {
    id: 'account.settings.seeLoan',
    defaultMessage: 'See the loan',
    description: 'Link from a deletion refusal to the loan it is about',
  },
  confirmTitle: {
    id: 'account.settings.confirmTitle',
    defaultMessage: 'Delete your account?',
    description: 'Heading of the deletion confirmation dialog',
  },
  erased: {
    id: 'account.settings.erased',
    defaultMessage:
      'Erased now: your profile, contacts, ID and face photos, drafts, messages, unused coupons and settings. You are signed out on every phone.',
    description: 'What the deletion erases',
  },
  kept: {
    id: 'account.settings.kept',
    defaultMessage:
      'Kept for {years} years because the law requires it, without your phone number: your past loans, their signed documents and your payments. After that they are removed too.',
    description: 'What the deletion keeps, and for how long ({years}: whole years)',
  },
  downloadFirst: {
    id: 'account.settings.downloadFirst',
    defaultMessage: 'Download your data first if you want a copy. This cannot be undone.',
    description: 'Advice in the deletion dialog',
  },
  understood: {
    id: 'account.settings.understood',
    defaultMessage: 'I understand that my account and data will be deleted',
    description: 'Required checkbox in the deletion dialog',
  },
  understoodRequired: {
    id: 'account.settings.understoodRequired',
    defaultMessage: 'Tick the box to confirm.',
    description: 'Error: the deletion was pressed without ticking the box',
  },
  confirmDelete: {
    id: 'account.settings.confirmDelete',
    defaultMessage: 'Delete my account',
    description: 'Destructive button in the dialog: deletes the account',
  },
  cancel: {
    id: 'account.settings.cancel',
    defaultMessage: 'Keep my account',
    description: 'Button: closes the deletion dialog without deleting',
  },
  deleted: {
    id: 'account.settings.deleted',
    defaultMessage: 'Your account was deleted.',
    description: 'Toast after the account was deleted',
  },
});
