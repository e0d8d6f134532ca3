import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { QuoteView } from '@contract/loan/api';
import { formatManilaDay, formatPesos } from '@/lib/loan/loan-format';
import { withdrawMessages } from './withdraw-messages';

/**
 * What the choice comes to, kept in view at the foot of /allWithdraw with the button under it, so
 * a change of amount, term or coupon shows its effect without scrolling (docs/loans.md#signing).
 * The figures are the server's quote, never worked out here. They are announced politely when a
 * new quote has come in: one per burst of changes (the quote is debounced), not one per step.
 */
export function QuoteSummary({
  quote,
  updating,
  children,
}: {
  /** The figures shown (the last ones, dimmed, while new ones are on their way); null for none. */
  quote: QuoteView | null;
  updating: boolean;
  /** A problem getting the figures, and the button that goes on. */
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="withdraw-summary">
      <p
        className={updating ? 'withdraw-summary__figures is-updating' : 'withdraw-summary__figures'}
        role="status"
        aria-busy={updating}
      >
        {quote ? (
          <>
            <strong>
              {intl.formatMessage(withdrawMessages.summaryReceive, {
                amount: formatPesos(intl, quote.receivedCentavos),
              })}
            </strong>
            <span>
              {intl.formatMessage(withdrawMessages.summaryRepay, {
                amount: formatPesos(intl, quote.totalRepaymentCentavos),
                date: formatManilaDay(intl, quote.dueDate),
              })}
            </span>
          </>
        ) : null}
      </p>
      {children}
    </div>
  );
}
