import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '@/lib/i18n/define-messages';

const text = defineMessages({
  yes: { id: 'desk.confirm.yes', defaultMessage: 'Yes, go ahead' },
  cancel: { id: 'desk.confirm.cancel', defaultMessage: 'Cancel' },
});

/**
 * A button for what cannot be undone: the first press asks in words on the page (no browser
 * dialog), the second does it. The focus follows: to "Yes" when asked, back to the button when
 * cancelled, so a keyboard or screen reader never lands on the page's top.
 */
export function ConfirmButton({
  children,
  question,
  onConfirm,
  disabled,
  beforeAsk,
}: {
  children: React.ReactNode;
  question: string;
  onConfirm: () => void;
  disabled?: boolean;
  /** Checks what the action needs first (a note): false, and nothing is asked. */
  beforeAsk?: () => boolean;
}) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const yes = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    (asking ? yes : trigger).current?.focus();
  }, [asking]);
  const ask = (value: boolean) => {
    moved.current = true;
    setAsking(value);
  };

  if (!asking) {
    return (
      <button
        ref={trigger}
        type="button"
        className="danger"
        disabled={disabled}
        onClick={() => {
          if (!beforeAsk || beforeAsk()) ask(true);
        }}
      >
        {children}
      </button>
    );
  }
  return (
    <div className="confirm" role="group" aria-label={question}>
      <p>{question}</p>
      <button
        ref={yes}
        type="button"
        className="danger"
        disabled={disabled}
        onClick={() => {
          ask(false);
          onConfirm();
        }}
      >
        {intl.formatMessage(text.yes)}
      </button>
      <button type="button" className="secondary" onClick={() => ask(false)}>
        {intl.formatMessage(text.cancel)}
      </button>
    </div>
  );
}
