import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { errorDescriptor } from '@/lib/i18n/error-message-id';
import { recordPath } from './intent-result';
import { intentMessages } from './intent-messages';
import { repaymentMessages as m } from './repayment-messages';

/** How a loan with nothing more to pay ended, from its view or from the view's refusal. */
export type LoanEnd = 'settled' | 'cancelled' | 'closed';

/**
 * A loan with nothing to pay here (docs/loans.md#repayment-screens): a final state, not an error to
 * try again, with the way to its payments, home and its details.
 */
export function LoanEnded({ end, orderId }: { end: LoanEnd; orderId: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const text =
    end === 'settled'
      ? m.settled
      : end === 'cancelled'
        ? errorDescriptor('LOAN_CANCELLED')
        : m.closed;
  return (
    <section className="card stack" role="status">
      <p>{t(text)}</p>
      <Link className="button button--secondary button--block" to={recordPath(orderId)}>
        {t(intentMessages.record)}
      </Link>
      <Link className="button button--text" to={PATHS.home}>
        {t(m.backHome)}
      </Link>
      <OrderLink orderId={orderId} />
    </section>
  );
}

export function OrderLink({ orderId }: { orderId: string }) {
  const intl = useIntl();
  return (
    <Link
      className="button button--text"
      to={`${PATHS.order}?order=${encodeURIComponent(orderId)}`}
    >
      {intl.formatMessage(m.loanDetails)}
    </Link>
  );
}
