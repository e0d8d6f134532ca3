import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { RevealField } from '@contract/desk/review';
import { problemText } from '../../api/desk-api';
import { Field, Problem } from '../../ui/field';
import { common } from '../../ui/messages';
import { useRevealMutation } from './api';
import { reviewText as t } from './messages';

/** At least this many characters: the server's rule (contract/desk/review.ts). */
const MIN_REASON = 5;

interface RevealReason {
  /** The reason typed, or null after pointing the person to the field. */
  take: () => string | null;
}
const ReasonContext = createContext<RevealReason>({ take: () => null });

/**
 * The one reason field of a page (docs/desk.md#privacy): every full value or photo opened on it is
 * logged with what was typed here. Opening one without a reason points to the field instead.
 */
export function RevealReasonField({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const take = () => {
    const typed = reason.trim();
    if (typed.length >= MIN_REASON) return typed;
    setMissing(true);
    input.current?.focus();
    return null;
  };
  return (
    <ReasonContext.Provider value={{ take }}>
      <div className="block reveal-reason">
        <Field
          ref={input}
          label={intl.formatMessage(t.revealReason)}
          hint={intl.formatMessage(t.revealHint)}
          value={reason}
          maxLength={300}
          error={missing ? intl.formatMessage(t.revealNeedsReason) : null}
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value.trim().length >= MIN_REASON) setMissing(false);
          }}
        />
      </div>
      {children}
    </ReasonContext.Provider>
  );
}

export const useRevealReason = () => useContext(ReasonContext);

/** A masked value and the button that shows it in full, for the page's reason. */
export function RevealValue({
  applicationId,
  field,
  masked,
  what,
}: {
  applicationId: string;
  field: RevealField;
  masked: string;
  what: MessageDescriptor;
}) {
  const intl = useIntl();
  const { take } = useRevealReason();
  const [reveal, revealed] = useRevealMutation();
  const [value, setValue] = useState<string | null>(null);
  const valueRef = useRef<HTMLSpanElement>(null);
  // The button goes once the value shows: the focus moves to the value, not to the page's top.
  useEffect(() => {
    if (value) valueRef.current?.focus();
  }, [value]);
  const show = async () => {
    const reason = take();
    if (!reason) return;
    const answer = await reveal({ id: applicationId, field, reason });
    if ('data' in answer && answer.data) setValue(answer.data.value);
  };
  return (
    <span className="reveal">
      <span
        ref={valueRef}
        tabIndex={value ? -1 : undefined}
        className={value ? 'revealed' : undefined}
        aria-live="polite"
      >
        {value ?? masked}
      </span>
      {value ? null : (
        <button
          type="button"
          className="link"
          disabled={revealed.isLoading}
          onClick={() => void show()}
        >
          {intl.formatMessage(t.show, { what: intl.formatMessage(what) })}
        </button>
      )}
      <Problem>{problemText(revealed.error, intl.formatMessage(common.offline))}</Problem>
    </span>
  );
}
