import { useIntl } from 'react-intl';
import { problemText } from '../../api/desk-api';
import { ConfirmButton } from '../../ui/confirm-button';
import { manilaDateTime } from '../../ui/date-time';
import { Problem } from '../../ui/field';
import { common } from '../../ui/messages';
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

  return (
    <>
      <h1>{intl.formatMessage(t.title)}</h1>
      <p>{intl.formatMessage(t.intro)}</p>
      <button
        type="button"
        className="secondary"
        disabled={jobs.isFetching}
        onClick={() => void jobs.refetch()}
      >
        {intl.formatMessage(t.refresh)}
      </button>
      {jobs.isLoading ? <p>{intl.formatMessage(common.loading)}</p> : null}
      <Problem>
        {problemText(jobs.error, offline) ??
          problemText(retried.error, offline) ??
          problemText(dismissed.error, offline)}
      </Problem>
      {retried.data ? (
        <p role="status">
          {intl.formatMessage(t.retried, { kind: retried.data.kind, id: retried.data.id })}
        </p>
      ) : null}
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
                        onClick={() => void retry({ id: job.id })}
                      >
                        {intl.formatMessage(t.retry, names)}
                      </button>
                      <ConfirmButton
                        question={intl.formatMessage(t.confirmDismiss, names)}
                        onConfirm={() => void dismiss({ id: job.id })}
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
