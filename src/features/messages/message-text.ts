import type { IntlShape } from 'react-intl';
import type { MessageItem, NotifyItem } from '@contract/messages/api';
import { MESSAGE_KINDS, type MessageKind } from '@contract/messages/kinds';
import { formatManilaDate, formatManilaDay, formatPesos } from '@/lib/loan/loan-format';
import { messageTexts } from './message-texts';

type Texts = { title: string; body: string };

const centavos = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const day = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

/**
 * The values a kind's text takes, from the stored params (docs/messages.md#kinds): money as
 * pesos, Manila dates in the borrower's locale, codes as they are.
 */
export function messageValues(intl: IntlShape, params: NotifyItem['params']) {
  const pesos = (key: string, whole = false) => {
    const value = centavos(params[key]);
    return value === null ? '' : formatPesos(intl, value, { whole });
  };
  const date = day(params.newDueDate) ?? day(params.dueDate) ?? day(params.reapplyOn);
  const nextDate = day(params.nextDueDate);
  return {
    orderNo: String(params.orderNo ?? ''),
    ticketNo: String(params.ticketNo ?? ''),
    receiptNo: String(params.receiptNo ?? ''),
    reason: String(params.reason ?? params.failureReason ?? params.refusalReason ?? 'other'),
    days: centavos(params.days) ?? 0,
    amount: pesos('amountCentavos'),
    quota: pesos('quotaCentavos', true),
    total: pesos('totalRepaymentCentavos'),
    paid: pesos('paidCentavos'),
    balance: pesos('balanceCentavos'),
    owed: pesos('owedCentavos'),
    // What fell due after a payment, as it stood that day (docs/loans.md#dues); messages stored
    // before carry a bare balance instead, and keep saying what they said.
    next: nextDate
      ? params.nextOverdue === true
        ? 'overdue'
        : 'due'
      : Object.hasOwn(params, 'nextDueDate')
        ? 'settled'
        : 'before',
    nextDate: nextDate ? formatManilaDay(intl, nextDate) : '',
    nextAmount: pesos('nextDueCentavos'),
    nextGrows: params.nextGrows === true ? 'yes' : 'no',
    perDay: pesos('perDayCentavos'),
    perDayKnown: (centavos(params.perDayCentavos) ?? 0) > 0 ? 'yes' : 'no',
    deduction: pesos('deductionCentavos'),
    ceiling: pesos('ceilingCentavos', true),
    date: date ? formatManilaDay(intl, date) : '',
    until:
      typeof params.validUntil === 'string' && !Number.isNaN(Date.parse(params.validUntil))
        ? formatManilaDate(intl, params.validUntil)
        : '',
  };
}

const isKnownKind = (kind: string): kind is MessageKind =>
  (MESSAGE_KINDS as readonly string[]).includes(kind);

/** A message's title and body in the borrower's language; an announcement's as the server sent. */
export function messageText(intl: IntlShape, item: MessageItem): Texts {
  if (item.tab === 'activity') return { title: item.title, body: item.body };
  if (!isKnownKind(item.kind)) return { title: '', body: '' };
  const values = messageValues(intl, item.params);
  return {
    title: intl.formatMessage(messageTexts[`${item.kind}Title`], values),
    body: intl.formatMessage(messageTexts[`${item.kind}Body`], values),
  };
}
