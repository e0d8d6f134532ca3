import { useIntl } from 'react-intl';
import type { LoanHomeView } from '@contract/loan/api';
import { defineMessages } from '@/lib/i18n/define-messages';
import { formatPesos } from '@/lib/loan/loan-format';

const m = defineMessages({
  quotaCeiling: {
    id: 'home.loan.quotaCeiling',
    defaultMessage: 'Your credit limit can grow to {ceiling} as you repay on time.',
    description:
      'One line on the approved and repaying cards: the most the quota can grow to ({ceiling}, whole pesos; docs/loans.md#quota)',
  },
});

/**
 * How far the quota can grow with on-time repayment: the scorecard's ceiling, or the home-screen
 * bonus's once granted (docs/loans.md#quota, docs/coupons.md#home-screen-bonus). Nothing when the
 * quota is there already.
 */
export function QuotaCeilingLine({ view }: { view: LoanHomeView }) {
  const intl = useIntl();
  if (view.quotaCentavos === null || view.quotaCeilingCentavos <= view.quotaCentavos) return null;
  return (
    <p className="quota__ceiling">
      {intl.formatMessage(m.quotaCeiling, {
        ceiling: formatPesos(intl, view.quotaCeilingCentavos, { whole: true }),
      })}
    </p>
  );
}
