import { defineMessages } from '@/lib/i18n/define-messages';

/** Texts of the message centre (/msgCenter) and a message's detail (/msgDetail). */
export const messagesMessages = defineMessages({
  title: {
    id: 'messages.centre.title',
    defaultMessage: 'Messages',
    description: 'Title of the message centre',
  },
  tabsLabel: {
    id: 'messages.centre.tabsLabel',
    defaultMessage: 'Message tabs',
    description: 'Accessible name of the Notify/Activity tab list',
  },
  notify: {
    id: 'messages.centre.notify',
    defaultMessage: 'Notify',
    description: 'Tab: the borrower’s own messages (decisions, orders, payments, reminders)',
  },
  activity: {
    id: 'messages.centre.activity',
    defaultMessage: 'Activity',
    description: 'Tab: the lender’s announcements',
  },
  unreadCount: {
    id: 'messages.centre.unreadCount',
    defaultMessage: '{count, plural, one {# unread} other {# unread}}',
    description: 'Unread count shown on a tab and the account page entry; {count} is a number',
  },
  unread: {
    id: 'messages.centre.unread',
    defaultMessage: 'Unread',
    description: 'Accessible text of the dot marking an unread message in the list',
  },
  emptyNotify: {
    id: 'messages.centre.emptyNotify',
    defaultMessage: 'No messages yet.',
    description: 'Empty Notify tab',
  },
  emptyActivity: {
    id: 'messages.centre.emptyActivity',
    defaultMessage: 'No announcements right now.',
    description: 'Empty Activity tab',
  },
  loadFailed: {
    id: 'messages.centre.loadFailed',
    defaultMessage: 'We could not load your messages.',
    description: 'Error state of the message list, followed by the error and a retry button',
  },
  retry: {
    id: 'messages.centre.retry',
    defaultMessage: 'Try again',
    description: 'Button: load the messages again after an error',
  },
  loadMore: {
    id: 'messages.centre.loadMore',
    defaultMessage: 'Load more',
    description: 'Button under the list: show older messages',
  },
  markAll: {
    id: 'messages.centre.markAll',
    defaultMessage: 'Mark all as read',
    description: 'Button: mark every message of this tab read',
  },
  markAllOffline: {
    id: 'messages.centre.markAllOffline',
    defaultMessage: 'Marking all as read needs a connection.',
    description: 'Why "Mark all as read" is disabled while offline',
  },
  detailTitle: {
    id: 'messages.detail.title',
    defaultMessage: 'Message',
    description: 'Title of the message detail when the message is not loaded yet',
  },
  back: {
    id: 'messages.detail.back',
    defaultMessage: 'Back to messages',
    description: 'Link from a message back to the message centre',
  },
  notFound: {
    id: 'messages.detail.notFound',
    defaultMessage: 'This message is no longer available.',
    description: 'Detail of an unknown message, or an announcement that has ended',
  },
  loadOneFailed: {
    id: 'messages.detail.loadFailed',
    defaultMessage: 'We could not load this message.',
    description: 'Error state of the message detail, followed by the error and a retry button',
  },
  openLink: {
    id: 'messages.detail.openLink',
    defaultMessage: 'View details',
    description: 'Button on a message: opens the screen it is about (the order, the repayment…)',
  },
  readQueued: {
    id: 'messages.detail.readQueued',
    defaultMessage: 'You are offline: this will be marked as read when you are back online.',
    description: 'Shown on a message opened offline; the read mark waits in the outbox',
  },
});
