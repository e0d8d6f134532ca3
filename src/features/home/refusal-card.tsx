import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { RefusalReason } from '@contract/profile/api';
import { PATHS } from '@/config/paths';
import { formatManilaDay } from '@/lib/loan/loan-format';
import { homeMessages } from './home-messages';
import { refusalMessages as m } from './refusal-messages';

/**
 * A refused application (docs/loans.md#refusal): in plain words what it means and when the
 * borrower may apply again, then help and what happens to their data — never a dead end.
 */
export function RefusalCard({
  reapplyOn,
  reason,
}: {
  reapplyOn: string | null;
  /** A reviewer's recorded reason; the scorecard's (criteria) adds nothing to the kind words. */
  reason: RefusalReason | null;
}) {
  const intl = useIntl();
  return (
    <section className="card" aria-labelledby="application-title">
      <h2 id="application-title">{intl.formatMessage(homeMessages.rejectedTitle)}</h2>
      {reason === 'identity' || reason === 'information' ? (
        <p>
          {intl.formatMessage(
            reason === 'identity' ? homeMessages.refusalIdentity : homeMessages.refusalInformation,
          )}
        </p>
      ) : null}
      <p>{intl.formatMessage(homeMessages.rejectedBody)}</p>
      {reapplyOn ? (
        <p>{intl.formatMessage(m.reapply, { date: formatManilaDay(intl, reapplyOn) })}</p>
      ) : null}
      <h3 id="refusal-help">{intl.formatMessage(m.helpTitle)}</h3>
      <nav className="stack" aria-labelledby="refusal-help">
        <Link className="button button--secondary button--block" to={PATHS.helpCenter}>
          {intl.formatMessage(m.helpCenter)}
        </Link>
        <Link className="button button--secondary button--block" to={PATHS.customerService}>
          {intl.formatMessage(m.customerService)}
        </Link>
      </nav>
      <h3>{intl.formatMessage(m.dataTitle)}</h3>
      <p>{intl.formatMessage(m.dataKept)}</p>
      <Link className="button button--text button--block" to={PATHS.setup}>
        {intl.formatMessage(m.dataLink)}
      </Link>
    </section>
  );
}
