import { useIntl } from 'react-intl';
import type { OrderEvent } from '@contract/loan/api';
import { formatManilaDay, formatManilaTime, formatPesos } from '@/lib/loan/loan-format';
import { useNextDueText } from '@/ui/dues/next-due';
import { orderMessages as m } from './order-messages';
import { reasonMessages, statusMessages } from './order-status-messages';

/**
 * The loan's history (docs/loans.md#order-history): each change of status and each payment, with
 * what fell due after it as it stood that day (an extension's new due date and amount, what a part
 * payment left due and when).
 */
export function OrderHistory({ history }: { history: OrderEvent[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const nextDue = useNextDueText();
  return (
    <section className="card" aria-labelledby="order-history">
      <h2 id="order-history">{t(m.historyTitle)}</h2>
      <ol className="history">
        {history.map((event, index) => {
          if (event.type === 'payment') {
            const { payment } = event;
            return (
              <li key={index}>
                <span className="history__time">{formatManilaTime(intl, event.at)}</span>
                <strong>
                  {t(m.historyPayment, {
                    kind: payment.kind,
                    amount: formatPesos(intl, payment.paidCentavos),
                  })}
                </strong>
                {payment.kind === 'extension' && payment.next ? (
                  <span className="charge-hint">
                    {t(m.historyNewDueDate, { date: formatManilaDay(intl, payment.next.date) })}
                  </span>
                ) : null}
                <span className="charge-hint">{nextDue(payment.next)}</span>
              </li>
            );
          }
          const reason =
            event.reason && Object.hasOwn(reasonMessages, event.reason)
              ? t(reasonMessages[event.reason as keyof typeof reasonMessages])
              : null;
          return (
            <li key={index}>
              <span className="history__time">{formatManilaTime(intl, event.at)}</span>
              <strong>{t(statusMessages[event.status])}</strong>
              {reason ? <span className="charge-hint">{reason}</span> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
