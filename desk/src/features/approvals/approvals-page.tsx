import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DeskRequest } from '@contract/desk/requests';
import { problemText } from '../../api/desk-api';
import { ConfirmButton } from '../../ui/confirm-button';
import { manilaDateTime } from '../../ui/date-time';
import { Problem } from '../../ui/field';
import { common } from '../../ui/messages';
import { useDecideRequestMutation, useRequestsQuery } from './api';
import { approvalText as t } from './messages';

/** Where a request's record is read on the desk. */
const recordLink = (r: DeskRequest) => (r.recordType === 'order' ? `/payouts/${r.recordId}` : null);

/**
 * Four eyes (docs/desk.md#four-eyes): the requests the caller's roles may decide, oldest first.
 * Someone else's can be approved (the action runs then) or rejected; one's own only withdrawn.
 */
export function ApprovalsPage() {
  const intl = useIntl();
  const requests = useRequestsQuery(undefined, { refetchOnMountOrArgChange: true });
  // What the last decision did, or why it could not: said on the page, since the request's own
  // card goes when the list is read again. The focus comes to it from the card's button.
  const [outcome, setOutcome] = useState<{ text: string; problem: boolean } | null>(null);
  const said = useRef<HTMLParagraphElement>(null);
  const tell = (text: string, problem: boolean) => {
    setOutcome({ text, problem });
    requestAnimationFrame(() => said.current?.focus());
  };
  const rows = requests.data?.requests ?? [];
  return (
    <>
      <h1>{intl.formatMessage(t.title)}</h1>
      <p>{intl.formatMessage(t.intro)}</p>
      <button
        type="button"
        className="secondary"
        disabled={requests.isFetching}
        onClick={() => void requests.refetch()}
      >
        {intl.formatMessage(t.refresh)}
      </button>
      <p
        ref={said}
        tabIndex={-1}
        role={outcome?.problem ? 'alert' : 'status'}
        className={outcome?.problem ? 'problem' : undefined}
      >
        {outcome?.text}
      </p>
      {requests.isLoading ? <p>{intl.formatMessage(common.loading)}</p> : null}
      <Problem>{problemText(requests.error, intl.formatMessage(common.offline))}</Problem>
      {requests.data && rows.length === 0 ? <p>{intl.formatMessage(t.none)}</p> : null}
      {rows.map((r) => (
        <RequestCard key={r.id} request={r} onDone={tell} />
      ))}
    </>
  );
}

function RequestCard({
  request: r,
  onDone,
}: {
  request: DeskRequest;
  onDone: (text: string, problem: boolean) => void;
}) {
  const intl = useIntl();
  const [decide, deciding] = useDecideRequestMutation();
  const [note, setNote] = useState('');
  const noteId = useId();
  const headingId = useId();
  const what = intl.formatMessage(r.kind === 'payout.release' ? t.kindRelease : t.kindRetry);
  const link = recordLink(r);
  const step = async (s: 'approve' | 'reject' | 'withdraw') => {
    const answer = await decide({
      id: r.id,
      step: s,
      ...(note.trim() ? { note: note.trim() } : {}),
    });
    if (!answer.data) {
      onDone(
        problemText(answer.error, intl.formatMessage(common.offline)) ??
          intl.formatMessage(common.offline),
        true,
      );
      return;
    }
    const words =
      answer.data.status === 'approved'
        ? t.approved
        : answer.data.status === 'lapsed'
          ? t.lapsed
          : answer.data.status === 'rejected'
            ? t.rejected
            : t.withdrawn;
    onDone(intl.formatMessage(words, { what, record: r.recordId }), false);
  };
  return (
    <section className="block" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {what} {link ? <Link to={link}>{r.recordId}</Link> : r.recordId}
      </h2>
      <p>
        {intl.formatMessage(t.asked, {
          maker: r.madeBy.displayName,
          when: manilaDateTime(intl, r.madeAt),
          note: r.note,
        })}
      </p>
      {r.mine ? (
        <>
          <p>{intl.formatMessage(t.yours)}</p>
          <button
            type="button"
            className="secondary"
            disabled={deciding.isLoading}
            onClick={() => void step('withdraw')}
          >
            {intl.formatMessage(t.withdraw)}
          </button>
        </>
      ) : (
        <>
          <div className="field">
            <label htmlFor={noteId}>{intl.formatMessage(t.decisionNote)}</label>
            <input
              id={noteId}
              value={note}
              maxLength={500}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <ConfirmButton
            question={intl.formatMessage(t.approveQuestion)}
            disabled={deciding.isLoading}
            onConfirm={() => void step('approve')}
          >
            {intl.formatMessage(t.approve)}
          </ConfirmButton>
          <button
            type="button"
            className="secondary"
            disabled={deciding.isLoading}
            onClick={() => void step('reject')}
          >
            {intl.formatMessage(t.reject)}
          </button>
        </>
      )}
    </section>
  );
}
