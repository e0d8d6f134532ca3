import { useIntl } from 'react-intl';
import { LoadProblem } from '@/ui/load-problem';
import { Link, useLocation } from 'react-router-dom';
import type { ProtocolsView } from '@contract/care/protocols-api';
import { PATHS } from '@/config/paths';
import { useGetProtocolsQuery } from '@/lib/api/care-api';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { formatManilaDate, formatManilaDay } from '@/lib/loan/loan-format';
import { BackHeader } from '@/ui/back-header';
import { uiMessages } from '@/ui/ui-messages';
import { AgreedDisclosure } from './agreed-disclosure';
import { protocolsMessages as m } from './protocols-messages';
import './protocols.css';

const LEGAL_PATHS = { privacy: PATHS.privacy, terms: PATHS.terms } as const;

/**
 * /protocols (docs/care.md#protocols): the privacy policy and terms with the version agreed, each
 * signed loan (its stored signed documents on /bill) and each extension's disclosure as agreed
 * (`?intent=<id>`).
 */
function ProtocolsScreen() {
  const intl = useIntl();
  const intentId = new URLSearchParams(useLocation().search).get('intent');
  return (
    <main className="page">
      <BackHeader fallback={intentId ? PATHS.protocols : PATHS.my} />
      <h1 className="page__title">{intl.formatMessage(m.title)}</h1>
      {intentId ? <AgreedDisclosure intentId={intentId} /> : <ProtocolList />}
    </main>
  );
}

function ProtocolList() {
  const intl = useIntl();
  const query = useGetProtocolsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!query.data) {
    return query.isFetching ? (
      <p className="card" role="status">
        {intl.formatMessage(uiMessages.loading)}
      </p>
    ) : (
      <LoadProblem
        title={intl.formatMessage(m.loadFailed)}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <>
      <p className="page__lead">{intl.formatMessage(m.lead)}</p>
      <Documents view={query.data} />
    </>
  );
}

function Documents({ view }: { view: ProtocolsView }) {
  const intl = useIntl();
  return (
    <>
      <section className="card stack" aria-labelledby="protocols-legal">
        <h2 id="protocols-legal">{intl.formatMessage(m.legal)}</h2>
        <ul className="stack protocol-list">
          {view.consents.map((consent) => (
            <li key={`${consent.document}-${consent.version}`}>
              <Link
                className="button button--secondary button--block"
                to={LEGAL_PATHS[consent.document]}
              >
                {intl.formatMessage(m.document, { document: consent.document })}
              </Link>
              <p className="field__hint">
                {intl.formatMessage(m.legalFacts, {
                  version: consent.version,
                  effective: consent.effectiveDate
                    ? formatManilaDay(intl, consent.effectiveDate)
                    : '—',
                  agreed: formatManilaDate(intl, consent.agreedAt),
                })}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section className="card stack" aria-labelledby="protocols-loans">
        <h2 id="protocols-loans">{intl.formatMessage(m.loans)}</h2>
        {view.loans.length === 0 ? (
          <p>{intl.formatMessage(m.noLoans)}</p>
        ) : (
          <ul className="stack protocol-list">
            {view.loans.map((loan) => (
              <li key={loan.orderId}>
                <Link
                  className="button button--secondary button--block"
                  to={`${PATHS.order}?order=${encodeURIComponent(loan.orderId)}`}
                >
                  {intl.formatMessage(m.loan, { orderNo: loan.orderNo })}
                </Link>
                <p className="field__hint">
                  {intl.formatMessage(m.signedOn, {
                    date: formatManilaDate(intl, loan.signedAt),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card stack" aria-labelledby="protocols-extensions">
        <h2 id="protocols-extensions">{intl.formatMessage(m.extensions)}</h2>
        {view.extensions.length === 0 ? (
          <p>{intl.formatMessage(m.noExtensions)}</p>
        ) : (
          <ul className="stack protocol-list">
            {view.extensions.map((extension) => (
              <li key={extension.intentId}>
                <Link
                  className="button button--secondary button--block"
                  to={`${PATHS.protocols}?intent=${encodeURIComponent(extension.intentId)}`}
                >
                  {intl.formatMessage(m.extension, {
                    orderNo: extension.orderNo,
                    date: formatManilaDate(intl, extension.agreedAt),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export default withMessagesBundle('screens', ProtocolsScreen);
