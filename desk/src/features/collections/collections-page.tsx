import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { COLLECTION_BUCKETS } from '@contract/desk/collections';
import type { CollectionBucket } from '@contract/desk/collections';
import { formatPesos } from '@/lib/loan/loan-format';
import { manilaDateTime, manilaDay } from '../../ui/date-time';
import { Field } from '../../ui/field';
import { common } from '../../ui/messages';
import { ListState } from '../../ui/list-state';
import { TableRegion } from '../../ui/table-region';
import { downloadFullExport, useCollectionsQuery } from './api';
import { collectionText as t } from './messages';

const isBucket = (value: string | null): value is CollectionBucket =>
  (COLLECTION_BUCKETS as readonly (string | null)[]).includes(value);

/**
 * The collections desk (docs/desk.md#collections): overdue loans by bucket, most overdue first,
 * masked; the contact hours now; the bucket as a masked CSV, or in full for a typed reason.
 */
export function CollectionsPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const asked = params.get('bucket');
  const bucket: CollectionBucket = isBucket(asked) ? asked : '1-7';
  const page = Math.max(0, Math.min(1000, Number.parseInt(params.get('page') ?? '0', 10) || 0));
  const list = useCollectionsQuery({ bucket, page }, { refetchOnMountOrArgChange: true });
  const rows = list.data?.loans ?? [];
  const hours = list.data?.contactHours;
  const bucketName = (b: CollectionBucket) =>
    b === '61+'
      ? intl.formatMessage(t.lastBucket)
      : intl.formatMessage(t.bucket, { bucket: b.replace('-', '–') });
  const name = bucketName(bucket);
  return (
    <>
      <h1>{intl.formatMessage(t.title)}</h1>
      <p>{intl.formatMessage(t.intro)}</p>
      {hours ? (
        <p role="status">
          {intl.formatMessage(hours.open ? t.hoursOpen : t.hoursClosed, {
            from: hours.fromHour,
            to: hours.toHour,
          })}
        </p>
      ) : null}
      <nav aria-label={intl.formatMessage(t.buckets)} className="tabs">
        {COLLECTION_BUCKETS.map((b) => (
          <Link
            key={b}
            to={`/collections?bucket=${b}`}
            aria-current={b === bucket ? 'page' : undefined}
          >
            {bucketName(b)}
          </Link>
        ))}
      </nav>
      <h2>{name}</h2>
      <ListState query={list} refreshLabel={intl.formatMessage(t.refresh)} />
      {list.data && (page > 0 || list.data.more) ? (
        <nav aria-label={intl.formatMessage(t.pages)} className="tabs">
          {page > 0 ? (
            <Link to={`/collections?bucket=${bucket}&page=${page - 1}`}>
              {intl.formatMessage(t.previous)}
            </Link>
          ) : null}
          {list.data.more ? (
            <Link to={`/collections?bucket=${bucket}&page=${page + 1}`}>
              {intl.formatMessage(t.next)}
            </Link>
          ) : null}
        </nav>
      ) : null}
      {list.data && rows.length === 0 ? <p>{intl.formatMessage(t.none)}</p> : null}
      {rows.length > 0 ? (
        <TableRegion label={name}>
          <table>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(t.order)}</th>
                <th scope="col">{intl.formatMessage(t.borrower)}</th>
                <th scope="col">{intl.formatMessage(t.daysOverdue)}</th>
                <th scope="col">{intl.formatMessage(t.owed)}</th>
                <th scope="col">{intl.formatMessage(t.reminders)}</th>
                <th scope="col">{intl.formatMessage(t.lastContact)}</th>
                <th scope="col">{intl.formatMessage(t.promise)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.orderNo}>
                  <td>
                    <Link to={`/collections/${row.orderNo}`}>{row.orderNo}</Link>
                  </td>
                  <td>
                    {row.initials || '—'} ({row.customerId}), {row.phoneMasked}
                  </td>
                  <td>{row.daysOverdue}</td>
                  <td>{formatPesos(intl, row.owedCentavos)}</td>
                  <td>{row.remindersSent}</td>
                  <td>{row.lastContactAt ? manilaDateTime(intl, row.lastContactAt) : '—'}</td>
                  <td>{row.promisedOn ? manilaDay(intl, row.promisedOn) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : null}
      {rows.length > 0 ? (
        <>
          <p>
            <a
              className="button secondary"
              href={`/api/desk/collections/export?bucket=${encodeURIComponent(bucket)}`}
              download={`overdue-${bucket}.csv`}
            >
              {intl.formatMessage(t.export)}
            </a>
          </p>
          <FullExport bucket={bucket} />
        </>
      ) : null}
    </>
  );
}

/** The full list is a reveal: a reason first, logged with the download. */
function FullExport({ bucket }: { bucket: CollectionBucket }) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="block"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = await downloadFullExport(bucket, reason.trim());
        setBusy(false);
        if (result.ok) {
          setError(null);
          setDone(intl.formatMessage(t.exported, { file: `overdue-${bucket}-full.csv` }));
          setReason('');
        } else {
          setDone(null);
          setError(result.message ?? intl.formatMessage(common.offline));
        }
      }}
    >
      <h3>{intl.formatMessage(t.exportFull)}</h3>
      <Field
        label={intl.formatMessage(t.exportReason)}
        hint={intl.formatMessage(t.exportHint)}
        value={reason}
        maxLength={300}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
      <button type="submit" disabled={busy}>
        {intl.formatMessage(t.exportButton)}
      </button>
      <p role="status">{done}</p>
    </form>
  );
}
