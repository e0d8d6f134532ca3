import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { toApiError } from '@/lib/api/api-error';
import { useGetPublicConfigQuery } from '@/lib/api/public-config-api';
import { selectLanguage } from '@/lib/i18n/settings-slice';
import { selectAppType } from '@/lib/core/core-slice';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { formatManilaTime } from '@/lib/loan/loan-format';
import { CustomerService } from '@/ui/customer-service';
import { DocumentView } from '@/ui/document-view';
import { LoadProblem } from '@/ui/load-problem';
import { useAppSelector } from '@/app/hooks';
import { useGetPublicKeyFactsQuery } from './api';
import { keyFactsMessages as m } from './key-facts-messages';

/**
 * /KSResult?order&expires&sig: an order's key fact statement from a signed, expiring link, for
 * anyone holding it, signed in or not (docs/loans.md#key-fact-link).
 */
function KeyFactsScreen() {
  const intl = useIntl();
  const language = useAppSelector(selectLanguage);
  const appType = useAppSelector(selectAppType);
  const query = new URLSearchParams(useLocation().search);
  const order = query.get('order') ?? '';
  const expires = query.get('expires') ?? '';
  const sig = query.get('sig') ?? '';
  const complete = Boolean(order && expires && sig);
  // The statement never changes but its link expires: a refetch when the signal returns could
  // replace the statement being read with "link expired".
  const statement = useGetPublicKeyFactsQuery(
    { order, expires, sig, language },
    { skip: !complete, refetchOnReconnect: false },
  );
  const { data: config } = useGetPublicConfigQuery();
  const error = toApiError(statement.error);
  const view = statement.data;

  let problem: string | null = null;
  if (!complete || error?.code === 'NOT_FOUND' || error?.code === 'VALIDATION_FAILED') {
    problem = intl.formatMessage(m.notFound);
  } else if (error?.code === 'LINK_EXPIRED') {
    problem = intl.formatMessage(m.expired);
  }

  return (
    <main className="page">
      <h1 className="page__title">{intl.formatMessage(m.title)}</h1>
      {statement.isLoading ? <div className="card card--placeholder" aria-hidden="true" /> : null}
      {problem ? (
        <p className="alert" role="alert">
          {problem}
        </p>
      ) : null}
      {error && !problem ? (
        <LoadProblem
          as="section"
          error={statement.error}
          onRetry={() => void statement.refetch()}
        />
      ) : null}
      {view && !error ? (
        <>
          <section className="card">
            <dl className="facts">
              <dt>{intl.formatMessage(m.orderNo)}</dt>
              <dd>{view.orderNo}</dd>
              <dt>{intl.formatMessage(m.expires)}</dt>
              <dd>{formatManilaTime(intl, view.expiresAt)}</dd>
            </dl>
            <p className="page__lead">{intl.formatMessage(m.readOnly)}</p>
          </section>
          <section className="card">
            <DocumentView document={view.document} headingLevel={2} />
          </section>
        </>
      ) : null}
      {problem || error ? <CustomerService contacts={config} appType={appType} /> : null}
    </main>
  );
}

export default withMessagesBundle('screens', KeyFactsScreen);
