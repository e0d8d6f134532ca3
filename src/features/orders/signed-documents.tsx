import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { OrderView } from '@contract/loan/api';
import { toApiError } from '@/lib/api/api-error';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { Button } from '@/ui/button';
import { DocumentView } from '@/ui/document-view';
import { useTapLock } from '@/ui/use-tap-lock';
import { useDownloadSignedMutation, useGetSignedRecordQuery } from './api';
import { formatManilaTime } from '@/lib/loan/loan-format';
import { signedMessages as m } from './order-messages';
import { saveTextFile } from '@/lib/save-file';

/**
 * The borrower's right to a copy (Truth in Lending): what was signed, exactly as stored, shown on
 * request and downloadable as one self-contained file.
 */
export function SignedDocuments({ order }: { order: OrderView }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  // What was signed never changes: nothing to fetch again when the signal returns.
  const record = useGetSignedRecordQuery(order.id, { skip: !open, refetchOnReconnect: false });
  const [download, downloading] = useDownloadSignedMutation();
  const save = useTapLock(async () => {
    const result = await download(order.id);
    if (!('data' in result) || result.data === undefined) return;
    saveTextFile(result.data, `${order.orderNo}-signed.html`, 'text/html;charset=utf-8');
    // The file is with the browser now; keeping its text in the store helps nobody.
    downloading.reset();
  });
  if (order.signStatus !== 'signed') return null;
  const downloadError = toApiError(downloading.error);

  return (
    <section className="card stack" aria-labelledby="signed-title">
      <h2 id="signed-title">{intl.formatMessage(m.title)}</h2>
      <p className="field__hint">{intl.formatMessage(m.asSigned)}</p>
      <Button
        variant="secondary"
        block
        aria-expanded={open}
        aria-controls="signed-documents"
        onClick={() => setOpen((value) => !value)}
      >
        {intl.formatMessage(open ? m.hide : m.view)}
      </Button>
      <Button
        variant="secondary"
        block
        busy={downloading.isLoading}
        disabled={downloading.isLoading}
        onClick={save}
      >
        {intl.formatMessage(m.download)}
      </Button>
      {downloadError ? (
        <p className="field__error" role="alert">
          {errorText(downloadError)}
        </p>
      ) : null}
      <div id="signed-documents" hidden={!open} className="stack">
        {open && record.isFetching && !record.data ? (
          <div className="card--placeholder" aria-hidden="true" />
        ) : null}
        {open && record.isError ? (
          <p className="field__error" role="alert">
            {intl.formatMessage(m.loadFailed)} {errorText(toApiError(record.error))}
          </p>
        ) : null}
        {open && record.data ? (
          <>
            {record.data.documents.map((document) => (
              <DocumentView key={document.kind} document={document} headingLevel={3} />
            ))}
            <figure className="stack">
              <img
                className="signature"
                src={record.data.signatureDataUrl}
                alt={intl.formatMessage(m.signature)}
              />
              <figcaption>
                {intl.formatMessage(m.signedAt, {
                  date: formatManilaTime(intl, record.data.signedAt),
                })}
              </figcaption>
            </figure>
          </>
        ) : null}
      </div>
    </section>
  );
}
