import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PayoutDetail } from '@contract/desk/payouts';
import { deskError, problemText } from '../../api/desk-api';
import { ConfirmButton } from '../../ui/confirm-button';
import { Field, Problem } from '../../ui/field';
import { common } from '../../ui/messages';
import {
  useAskPayoutMutation,
  useCancelOrderMutation,
  useCheckAgainMutation,
  useMarkInvalidMutation,
} from './api';
import { payoutText as t } from './messages';

const MIN_NOTE = 5;

/**
 * What finance does to one order (docs/desk.md#payouts), only what the server says the caller may
 * do now: release or retry (asked here, approved by someone else), mark the account invalid, ask
 * the provider again, cancel. A note says why; the second person and the audit trail read it.
 */
export function PayoutActions({ detail }: { detail: PayoutDetail }) {
  const intl = useIntl();
  const { orderNo } = detail.order;
  const actions = new Set(detail.actions);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const noteField = useRef<HTMLInputElement>(null);
  const [ask, asking] = useAskPayoutMutation();
  const [markInvalid, marking] = useMarkInvalidMutation();
  const [checkAgain, checking] = useCheckAgainMutation();
  const [cancel, cancelling] = useCancelOrderMutation();
  const busy = asking.isLoading || marking.isLoading || checking.isLoading || cancelling.isLoading;
  const failed = asking.error ?? marking.error ?? checking.error ?? cancelling.error;
  const server = deskError(failed);
  const needsNote = actions.has('release') || actions.has('retry') || actions.has('markInvalid');
  /** One action's answer at a time: the others' old errors go. */
  const resetAll = () => {
    asking.reset();
    marking.reset();
    checking.reset();
    cancelling.reset();
  };

  /** The note, or null with the focus on its field and the reason under it. */
  const checkedNote = (): string | null => {
    const value = note.trim();
    if (value.length >= MIN_NOTE) {
      setNoteError(null);
      return value;
    }
    setNoteError(intl.formatMessage(t.noteNeeded));
    noteField.current?.focus();
    return null;
  };
  const after = (answer: { data?: unknown }, message: string) => {
    setDone(answer.data ? message : null);
    if (answer.data) setNote('');
  };

  if (actions.size === 0) {
    return (
      <section aria-labelledby="payout-actions">
        <h2 id="payout-actions">{intl.formatMessage(t.actions)}</h2>
        <p>{intl.formatMessage(t.noActions)}</p>
        <p role="status">{done}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="payout-actions">
      <h2 id="payout-actions">{intl.formatMessage(t.actions)}</h2>
      <p role="status">{done}</p>
      <Problem>
        {server?.field === 'note' && needsNote
          ? null
          : problemText(failed, intl.formatMessage(common.offline))}
      </Problem>
      <form className="block" onSubmit={(event) => event.preventDefault()}>
        {needsNote ? (
          <Field
            ref={noteField}
            label={intl.formatMessage(t.note)}
            hint={intl.formatMessage(t.noteHint)}
            value={note}
            maxLength={500}
            error={noteError ?? (server?.field === 'note' ? server.message : null)}
            onChange={(event) => setNote(event.target.value)}
          />
        ) : null}
        {(['release', 'retry'] as const)
          .filter((what) => actions.has(what))
          .map((what) => (
            <button
              key={what}
              type="button"
              disabled={busy}
              onClick={async () => {
                resetAll();
                const value = checkedNote();
                if (!value) return;
                after(await ask({ orderNo, what, note: value }), intl.formatMessage(t.asked));
              }}
            >
              {intl.formatMessage(what === 'release' ? t.askRelease : t.askRetry)}
            </button>
          ))}
        {actions.has('markInvalid') ? (
          <ConfirmButton
            question={intl.formatMessage(t.markInvalidQuestion)}
            disabled={busy}
            beforeAsk={() => {
              resetAll();
              return checkedNote() !== null;
            }}
            onConfirm={async () => {
              const value = checkedNote();
              if (!value) return;
              resetAll();
              after(
                await markInvalid({ orderNo, note: value }),
                intl.formatMessage(t.markedInvalid),
              );
            }}
          >
            {intl.formatMessage(t.markInvalid)}
          </ConfirmButton>
        ) : null}
      </form>
      {actions.has('checkAgain') ? (
        <button
          type="button"
          disabled={busy}
          onClick={async () => {
            resetAll();
            after(await checkAgain(orderNo), intl.formatMessage(t.checkedAgain));
          }}
        >
          {intl.formatMessage(t.checkAgain)}
        </button>
      ) : null}
      {actions.has('cancel') ? (
        <ConfirmButton
          question={intl.formatMessage(t.cancelQuestion)}
          disabled={busy}
          onConfirm={async () => {
            resetAll();
            after(await cancel(orderNo), intl.formatMessage(t.cancelled));
          }}
        >
          {intl.formatMessage(t.cancel)}
        </ConfirmButton>
      ) : null}
    </section>
  );
}
