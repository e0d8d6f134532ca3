import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { LoanHomeView, ProductView } from '@contract/loan/api';
import { PATHS } from '@/config/paths';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { amountRange } from '@contract/loan/amounts';
import { formatPesos } from '@/lib/loan/loan-format';
import { useMoneyWait } from '@/lib/snapshot/snapshot-scope';
import { snapshotMessages } from '@/lib/snapshot/snapshot-messages';
import { Button } from '@/ui/button';
import { homeMessages } from './home-messages';
import { loanHomeMessages as m } from './loan-home-messages';

/**
 * The withdraw button of a product, or, in its place, why a new loan is not possible now: an
 * outstanding repayment blocks a new withdrawal (docs/loans.md#one-open-order). Offline, or showing
 * the snapshot, the button waits and says why (docs/offline.md#never-queued).
 */
export function WithdrawAction({ view, product }: { view: LoanHomeView; product: ProductView }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const wait = useMoneyWait();
  const hintId = useId();
  let reason: string | null = null;
  // A loan in progress has not reached the borrower: nothing to settle yet, and after a failed
  // payout the card above asks for the account (docs/loans.md#one-open-order).
  if (view.blockedBy === 'ORDER_IN_PROGRESS') {
    reason = intl.formatMessage(
      view.currentOrder?.status === 'disbursementFailed' ? m.notSentBlocked : m.inProgressBlocked,
    );
  } else if (view.blockedBy) reason = errorText({ code: view.blockedBy, message: '' }) ?? null;
  else if (!amountRange(product, view.quotaCentavos ?? 0)) {
    reason = intl.formatMessage(m.belowMinimum, {
      amount: formatPesos(intl, product.minAmountCentavos, { whole: true }),
    });
  }
  if (reason) return <p className="alert alert--info">{reason}</p>;
  if (wait) {
    return (
      <div className="stack">
        <p id={hintId} className="field__hint">
          {intl.formatMessage(
            wait === 'offline' ? snapshotMessages.withdrawOffline : snapshotMessages.unreachable,
          )}
        </p>
        <Button block disabled aria-describedby={hintId}>
          {intl.formatMessage(homeMessages.withdraw)}
        </Button>
      </div>
    );
  }
  return (
    <Link
      className="button button--block"
      to={`${PATHS.allWithdraw}?product=${encodeURIComponent(product.id)}`}
    >
      {intl.formatMessage(homeMessages.withdraw)}
    </Link>
  );
}
