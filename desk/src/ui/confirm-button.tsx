import { useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '@/lib/i18n/define-messages';

const text = defineMessages({
  yes: { id: 'desk.confirm.yes', defaultMessage: 'Yes, go ahead' },
  cancel: { id: 'desk.confirm.cancel', defaultMessage: 'Cancel' },
});

/**
 * A button for what cannot be undone: the first press asks in words on the page (no browser
 * dialog), the second does it.
 */
export function ConfirmButton({
  children,
  question,
  onConfirm,
  disabled,
}: {
  children: React.ReactNode;
  question: string;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="danger" disabled={disabled} onClick={() => setAsking(true)}>
        {children}
      </button>
    );
  }
  return (
    <div className="confirm" role="group" aria-label={question}>
      <p>{question}</p>
      <button
        type="button"
        className="danger"
        disabled={disabled}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {intl.formatMessage(text.yes)}
      </button>
      <button type="button" className="secondary" onClick={() => setAsking(false)}>
        {intl.formatMessage(text.cancel)}
      </button>
    </div>
  );
}
