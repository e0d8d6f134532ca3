import { useIntl } from 'react-intl';
import type { NextDueView } from '@contract/loan/dues';
import { formatManilaDay, formatPesos } from '@/lib/loan/loan-format';
import type { FactRow } from '../facts';
import { duesMessages as m } from './dues-messages';

/**
 * What fell due after a payment, as the ledger stood once it posted (docs/loans.md#receipts): a
 * row for a receipt or a history line, the amount always with its date (never a bare balance).
 * A payment that settled the loan says so in a row of its own.
 */
export function useNextDueRow(): (next: NextDueView | null) => FactRow {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (next) =>
    next
      ? [
          t(next.overdue ? m.nextOverdue : m.nextDue, { date: formatManilaDay(intl, next.date) }),
          formatPesos(intl, next.centavos),
          true,
        ]
      : [t(m.repaidLabel), t(m.repaid), true];
}

/** The same as one sentence, for a history line. */
export function useNextDueText(): (next: NextDueView | null) => string {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (next) =>
    next
      ? t(next.overdue ? m.nextOverdueLine : m.nextDueLine, {
          date: formatManilaDay(intl, next.date),
          amount: formatPesos(intl, next.centavos),
        })
      : t(m.repaidLine);
}
