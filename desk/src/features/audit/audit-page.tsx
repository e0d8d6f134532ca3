import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { AuditPage as Page } from '@contract/desk/audit';
import { problemText } from '../../api/desk-api';
import { useStaffListQuery } from '../../api/staff-list';
import { manilaDateTime } from '../../ui/date-time';
import { TableRegion } from '../../ui/table-region';
import { Field, Problem } from '../../ui/field';
import { common } from '../../ui/messages';
import { useLazyAuditPageQuery } from './api';
import type { AuditFilters } from './api';
import { auditText as t, recordTypes } from './messages';

type Entry = Page['entries'][number];

/** A detail's values as text: the trail keeps ids, statuses and amounts, never a borrower's words. */
const detailText = (detail: Entry['detail']) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');

/**
 * The audit trail for administrators (docs/desk.md#audit-trail): filters, newest first, older
 * entries on request. Nothing is asked until the person searches, each search being an entry.
 */
export function AuditPage() {
  const intl = useIntl();
  const staff = useStaffListQuery();
  const [load, loaded] = useLazyAuditPageQuery();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [nextBefore, setNextBefore] = useState<string | null>(null);
  // The filters of the search on screen: older pages continue it, whatever the form says since.
  const [searched, setSearched] = useState<AuditFilters>({});
  const set = (key: keyof AuditFilters) => (value: string) =>
    setFilters((f) => ({ ...f, [key]: value.trim() }));

  const fetchPage = async (query: AuditFilters, before: string | null) => {
    const answer = await load({ ...query, ...(before ? { before } : {}) });
    if (!answer.data) return;
    setEntries((shown) => [...(before && shown ? shown : []), ...answer.data!.entries]);
    setNextBefore(answer.data.nextBefore);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A new search starts clean: a failed one never leaves the last one's rows under new filters.
    setEntries(null);
    setNextBefore(null);
    setSearched(filters);
    void fetchPage(filters, null);
  };

  return (
    <>
      <h1>{intl.formatMessage(t.title)}</h1>
      <p>{intl.formatMessage(t.intro)}</p>
      <form className="filters" onSubmit={submit} noValidate>
        <label className="field">
          <span>{intl.formatMessage(t.staff)}</span>
          <select value={filters.staffId ?? ''} onChange={(e) => set('staffId')(e.target.value)}>
            <option value="">{intl.formatMessage(t.anyone)}</option>
            {(staff.data ?? []).map((s) => (
              <option key={s.staffId} value={s.staffId}>
                {s.displayName} ({s.email})
              </option>
            ))}
          </select>
        </label>
        <Field
          label={intl.formatMessage(t.action)}
          value={filters.action ?? ''}
          onChange={(e) => set('action')(e.target.value)}
        />
        <label className="field">
          <span>{intl.formatMessage(t.recordType)}</span>
          <select
            value={filters.recordType ?? ''}
            onChange={(e) => set('recordType')(e.target.value)}
          >
            <option value="">{intl.formatMessage(t.anyRecord)}</option>
            {(Object.keys(recordTypes) as (keyof typeof recordTypes)[]).map((type) => (
              <option key={type} value={type}>
                {intl.formatMessage(recordTypes[type])}
              </option>
            ))}
          </select>
        </label>
        <Field
          label={intl.formatMessage(t.recordId)}
          value={filters.recordId ?? ''}
          onChange={(e) => set('recordId')(e.target.value)}
        />
        <button type="submit" disabled={loaded.isFetching}>
          {intl.formatMessage(t.search)}
        </button>
      </form>
      <Problem>
        {problemText(loaded.error, intl.formatMessage(common.offline)) ??
          problemText(staff.error, intl.formatMessage(common.offline))}
      </Problem>
      {entries && entries.length === 0 ? <p role="status">{intl.formatMessage(t.none)}</p> : null}
      {entries && entries.length > 0 ? (
        <TableRegion label={intl.formatMessage(t.title)}>
          <table>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(t.when)}</th>
                <th scope="col">{intl.formatMessage(t.who)}</th>
                <th scope="col">{intl.formatMessage(t.what)}</th>
                <th scope="col">{intl.formatMessage(t.record)}</th>
                <th scope="col">{intl.formatMessage(t.details)}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td>{manilaDateTime(intl, e.at)}</td>
                  <td>{e.staffEmail ?? intl.formatMessage(t.commandLine)}</td>
                  <td>
                    <code>{e.action}</code>
                  </td>
                  <td>
                    {e.recordType
                      ? intl.formatMessage(t.recordOf, {
                          type:
                            e.recordType in recordTypes
                              ? intl.formatMessage(
                                  recordTypes[e.recordType as keyof typeof recordTypes],
                                )
                              : e.recordType,
                          id: e.recordId ?? '',
                        })
                      : null}
                  </td>
                  <td>
                    {detailText(e.detail)}
                    {e.reason ? ` ${intl.formatMessage(t.reason, { reason: e.reason })}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : null}
      {nextBefore ? (
        <button
          type="button"
          className="secondary"
          disabled={loaded.isFetching}
          onClick={() => void fetchPage(searched, nextBefore)}
        >
          {intl.formatMessage(t.older)}
        </button>
      ) : null}
    </>
  );
}
