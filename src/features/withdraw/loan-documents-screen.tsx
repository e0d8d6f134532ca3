import { useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { DOCUMENT_KINDS, type DocumentKind } from '@contract/loan/documents';
import { toApiError } from '@/lib/api/api-error';
import { selectLanguage } from '@/lib/i18n/settings-slice';
import { withMessagesBundle } from '@/lib/i18n/messages-bundle-provider';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { Button } from '@/ui/button';
import { DocumentView } from '@/ui/document-view';
import { useAppSelector } from '@/app/hooks';
import { AgreementForm } from './agreement-form';
import { useGetWithdrawDocumentsQuery } from './api';
import { documentsMessages } from './documents-messages';
import { FlowPage, FlowProblem } from './flow-page';
import { flowMessages } from './flow-messages';
import { clearQuoteRecord, withdrawPathFor } from './flow-storage';

/**
 * /loan?quote=<id>: the key fact statement, the loan agreement and the sanction letter of this
 * quote, rendered by the server in the borrower's language, then the two agreements. A quote
 * that expired or changed sends the borrower back for new figures.
 */
function LoanDocumentsScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const errorText = useErrorText();
  const language = useAppSelector(selectLanguage);
  const quoteId = new URLSearchParams(location.search).get('quote');
  const required = Boolean(
    (location.state as { agreementRequired?: boolean } | null)?.agreementRequired,
  );
  // Read once: a refetch when the signal returns could fail or find the quote expired, and
  // replace the documents (and the ticks below them) while the borrower is reading.
  const documents = useGetWithdrawDocumentsQuery(quoteId ? { quoteId, language } : skipToken, {
    refetchOnReconnect: false,
  });
  const sections = useRef<Partial<Record<DocumentKind, HTMLElement | null>>>({});
  const view = documents.data?.language === language ? documents.data : undefined;

  const reviewNewFigures = () => {
    const path = withdrawPathFor(quoteId);
    if (quoteId) clearQuoteRecord(quoteId);
    navigate(path, { replace: true });
  };
  const reviewButton = (
    <Button block onClick={reviewNewFigures}>
      {intl.formatMessage(quoteId ? flowMessages.reviewNewFigures : flowMessages.chooseLoan)}
    </Button>
  );

  let content;
  const error = toApiError(documents.error);
  if (!quoteId) {
    content = <FlowProblem text={intl.formatMessage(flowMessages.noQuote)} action={reviewButton} />;
  } else if (error && !documents.isFetching) {
    const stale = error.code === 'QUOTE_STALE' || error.code === 'NOT_FOUND';
    content = (
      <FlowProblem
        title={intl.formatMessage(
          stale ? documentsMessages.staleTitle : documentsMessages.loadFailed,
        )}
        text={errorText(error)}
        action={
          stale ? (
            reviewButton
          ) : (
            <Button variant="secondary" onClick={() => void documents.refetch()}>
              {intl.formatMessage(flowMessages.retry)}
            </Button>
          )
        }
      />
    );
  } else if (!view) {
    content = <p role="status">{intl.formatMessage(flowMessages.loading)}</p>;
  } else {
    const ordered = [...view.documents].sort(
      (a, b) => DOCUMENT_KINDS.indexOf(a.kind) - DOCUMENT_KINDS.indexOf(b.kind),
    );
    content = (
      <>
        <nav className="card documents-toc" aria-labelledby="documents-contents">
          <h2 id="documents-contents">{intl.formatMessage(documentsMessages.contents)}</h2>
          <ol>
            {ordered.map((doc) => (
              <li key={doc.kind}>
                <Button variant="text" onClick={() => sections.current[doc.kind]?.focus()}>
                  {doc.title}
                </Button>
              </li>
            ))}
          </ol>
        </nav>
        {ordered.map((doc) => (
          <section
            key={doc.kind}
            ref={(element) => {
              sections.current[doc.kind] = element;
            }}
            className="card document-section"
            tabIndex={-1}
            aria-label={doc.title}
          >
            <DocumentView document={doc} headingLevel={2} />
          </section>
        ))}
        <AgreementForm key={`${view.quoteId}:${view.language}`} view={view} required={required} />
      </>
    );
  }

  return (
    <FlowPage
      title={intl.formatMessage(documentsMessages.title)}
      lead={intl.formatMessage(documentsMessages.lead)}
      backTo={withdrawPathFor(quoteId)}
    >
      {content}
    </FlowPage>
  );
}

export default withMessagesBundle('screens', LoanDocumentsScreen);
