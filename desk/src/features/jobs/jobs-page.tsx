import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { problemText } from '../../api/desk-api';
import { ConfirmButton } from '../../ui/confirm-button';
import { manilaDateTime } from '../../ui/date-time';
import { Problem } from '../../ui/field';
import { common } from '../../ui/messages';
import { ListState } from '../../ui/list-state';
import { TableRegion } from '../../ui/table-region';
import { useDismissJobMutation, useFailedJobsQuery, useRetryJobMutation } from './api';
import { jobsText as t } from './messages';

/**
 * Failed background jobs for administrators (docs/desk.md#jobs). Read when opened and on Refresh
 * only: the desk never polls (docs/desk.md#sessions).
 */
export function JobsPage() {
  const intl = useIntl();
  const jobs = useFailedJobsQuery();
  const [retry, retried] = useRetryJobMutation();
  const [dismiss, dismissed] = useDismissJobMutation();
  const offline = intl.formatMessage(common.offline);
  const heading = useRef<HTMLHeadingElement>(null);
  const [done, setDone] = useState<string | null>(null);
  // The row whose button had the focus is gone after an act: the focus goes to the page's
  // heading, and the status line says what happened.
  const after = async (
    act: Promise<{ data?: { kind: string; id: string } }>,
    words: typeof t.retried,
  ) => {
    const answer = await act;
    if (answer.data)
      setDone(intl.formatMessage(words, { kind: answer.data.kind, id: answer.data.id }));
    heading.current?.focus();
  };

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {intl.formatMessage(t.title)}
      </h1>
      <p>{intl.formatMessage(t.intro)}</p>
      <ListState query={jobs} refreshLabel={intl.formatMessage(t.refresh)} />
      <Problem>{problemText(retried.error, offline)}</Problem>
      <Problem>{problemText(dismissed.error, offline)}</Problem>
      <p role="status">{done}</p>
      {jobs.data?.more ? <p>{intl.formatMessage(t.more)}</p> : null}
      {jobs.data && jobs.data.jobs.length === 0 ? (
        <p role="status">{intl.formatMessage(t.none)}</p>
      ) : null}
      {jobs.data && jobs.data.jobs.length > 0 ? (
        <TableRegion label={intl.formatMessage(t.title)}>
          <table>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(t.kind)}</th>
                <th scope="col">{intl.formatMessage(t.failedAt)}</th>
                <th scope="col">{intl.formatMessage(t.attempts)}</th>
                <th scope="col">{intl.formatMessage(t.error)}</th>
                <th scope="col">{intl.formatMessage(t.actions)}</th>
              </tr>
            </thead>
            <tbody>
              {jobs.data.jobs.map((job) => {
                const names = { kind: job.kind, id: job.id };
                return (
                  <tr key={job.id}>
                    <td>
                      <code>{job.kind}</code> #{job.id}
                    </td>
                    <td>{manilaDateTime(intl, job.failedAt)}</td>
                    <td>{job.attempts}</td>
                    <td className="error-text">{job.lastError}</td>
                    <td>
                      <button
                        type="button"
                        className="secondary"
                        disabled={retried.isLoading}
                        onClick={() => void after(retry({ id: job.id }), t.retried)}
                      >
                        {intl.formatMessage(t.retry, names)}
                      </button>
                      <ConfirmButton
                        question={intl.formatMessage(t.confirmDismiss, names)}
                        onConfirm={() => void after(dismiss({ id: job.id }), t.dismissed)}
                        disabled={dismissed.isLoading}
                      >
                        {intl.formatMessage(t.dismiss, names)}
                      </ConfirmButton>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableRegion>
      ) : null}
    </>
  );
}
