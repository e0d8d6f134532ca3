import type { OrderStatus } from '@contract/loan/order-states';
import { defineMessages } from '@/lib/i18n/define-messages';

/**
 * Labels of the order states (docs/loans.md#order-states), shown in the list, the detail and the
 * history.
 */
export const statusMessages = defineMessages({
  requested: {
    id: 'orders.status.requested',
    defaultMessage: 'Requested',
    description: 'Order status: signed, waiting for the check',
  },
  toCheck: {
    id: 'orders.status.toCheck',
    defaultMessage: 'Being checked',
    description: 'Order status: to check',
  },
  disbursing: {
    id: 'orders.status.disbursing',
    defaultMessage: 'Disbursement in process',
    description: 'Order status: the money is being sent (credited within 24 hours)',
  },
  disbursementFailed: {
    id: 'orders.status.disbursementFailed',
    defaultMessage: 'Disbursement failed',
    description: 'Order status: the payout failed, bank details to re-enter',
  },
  repaying: {
    id: 'orders.status.repaying',
    defaultMessage: 'Pending repayment',
    description: 'Order status: money sent, to be repaid',
  },
  settled: {
    id: 'orders.status.settled',
    defaultMessage: 'Settled',
    description: 'Order status: fully repaid',
  },
  cancelled: {
    id: 'orders.status.cancelled',
    defaultMessage: 'Cancelled',
    description: 'Order status: cancelled through customer service',
  },
}) satisfies Record<OrderStatus, unknown>;

/** Why an order moved, as the server records it (order_events.reason). */
export const reasonMessages = defineMessages({
  signed: {
    id: 'orders.reason.signed',
    defaultMessage: 'You signed the loan documents',
    description: 'History reason: the borrower signed (order created)',
  },
  accountUnavailable: {
    id: 'orders.reason.accountUnavailable',
    defaultMessage: 'The transfer to your account did not go through',
    description: 'History reason: the payout failed because the account could not receive it',
  },
  bankReentered: {
    id: 'orders.reason.bankReentered',
    defaultMessage: 'You re-entered your bank details; sending again',
    description: 'History reason: payout retried after the borrower changed the account',
  },
  paid: {
    id: 'orders.reason.paid',
    defaultMessage: 'The money reached your account',
    description: 'History reason: the payout succeeded',
  },
  notApproved: {
    id: 'orders.reason.notApproved',
    defaultMessage: 'Your application is no longer approved',
    description: 'History reason: cancelled at the check because the application is not approved',
  },
  customerRequest: {
    id: 'orders.reason.customerRequest',
    defaultMessage: 'Cancelled at your request',
    description: 'History reason: customer service cancelled it at the borrower’s request',
  },
});
