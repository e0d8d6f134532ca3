import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { QuoteDocumentsView } from '@contract/loan/api';
import type { DocumentKind } from '@contract/loan/documents';
import { PATHS } from '@/config/paths';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { documentsMessages } from './documents-messages';
import { readQuoteRecord, writeQuoteRecord } from './flow-storage';

type Agreed = { agreement: boolean; sanctionLetter: boolean };

const hashesOf = (view: QuoteDocumentsView) =>
  Object.fromEntries(view.documents.map((doc) => [doc.kind, doc.hash])) as Record<
    DocumentKind,
    string
  >;

/** Ticks kept from an earlier visit count only for the very documents shown now. */
function keptAgreement(view: QuoteDocumentsView): Agreed {
  const signing = readQuoteRecord(view.quoteId)?.signing;
  const hashes = hashesOf(view);
  const same =
    signing?.language === view.language &&
    Object.entries(hashes).every(
      ([kind, hash]) => signing.documentHashes[kind as DocumentKind] === hash,
    );
  return same ? signing.agreed : { agreement: false, sanctionLetter: false };
}

/**
 * Both agreements (docs/loans.md#signing) before /sign. What was shown (hashes, language) and what
 * was ticked go to /sign through the tab's session; the server checks both again when signing.
 */
export function AgreementForm({
  view,
  required,
}: {
  view: QuoteDocumentsView;
  /** The server refused a signature for a missing agreement: say so at once. */
  required: boolean;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState<Agreed>(() => keptAgreement(view));
  const [showErrors, setShowErrors] = useState(required);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  // After a refused Continue, the first box to tick gets the focus (its error is read out).
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const submit = () => {
    if (!agreed.agreement || !agreed.sanctionLetter) {
      setShowErrors(true);
      setAttempt((n) => n + 1);
      return;
    }
    const record = readQuoteRecord(view.quoteId);
    writeQuoteRecord(view.quoteId, {
      productId: record?.productId ?? null,
      signing: { language: view.language, documentHashes: hashesOf(view), agreed },
    });
    navigate(`${PATHS.sign}?quote=${encodeURIComponent(view.quoteId)}`);
  };

  const error = (ok: boolean, message: typeof documentsMessages.agreementRequired) =>
    showErrors && !ok ? intl.formatMessage(message) : undefined;

  return (
    <form
      ref={form}
      className="card stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="withdraw-copy-right">{intl.formatMessage(documentsMessages.copyRight)}</p>
      <CheckboxField
        checked={agreed.agreement}
        onCheckedChange={(agreement) => setAgreed((now) => ({ ...now, agreement }))}
        error={error(agreed.agreement, documentsMessages.agreementRequired)}
      >
        {intl.formatMessage(documentsMessages.agreeAgreement)}
      </CheckboxField>
      <CheckboxField
        checked={agreed.sanctionLetter}
        onCheckedChange={(sanctionLetter) => setAgreed((now) => ({ ...now, sanctionLetter }))}
        error={error(agreed.sanctionLetter, documentsMessages.sanctionLetterRequired)}
      >
        {intl.formatMessage(documentsMessages.agreeSanctionLetter)}
      </CheckboxField>
      <Button type="submit" block>
        {intl.formatMessage(documentsMessages.continue)}
      </Button>
    </form>
  );
}
