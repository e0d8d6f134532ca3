import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { deskError, problemText } from '../../api/desk-api';
import { manilaDateTime } from '../../ui/date-time';
import { Field, Problem } from '../../ui/field';
import { common } from '../../ui/messages';
import { TableRegion } from '../../ui/table-region';
import { useLazySearchBorrowersQuery } from './api';
import { borrowerText as t } from './messages';

/** Finds a borrower (docs/desk.md#borrowers): masked in the list, the search logged by its kind. */
export function BorrowerSearchPage() {
  const intl = useIntl();
  const [q, setQ] = useState('');
  const [search, found] = useLazySearchBorrowersQuery();
  const input = useRef<HTMLInputElement>(null);
  const server = deskError(found.error);
  // This search's answer only: a refused or newer one never shows the last one's rows.
  const rows = found.currentData?.borrowers ?? [];
  const find = async () => {
    const answer = await search(q.trim());
    if (deskError(answer.error)?.field === 'q') input.current?.focus();
  };
  return (
    <>
      <h1>{intl.formatMessage(t.title)}</h1>
      <p>{intl.formatMessage(t.intro)}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (q.trim()) void find();
        }}
      >
        <Field
          ref={input}
          label={intl.formatMessage(t.query)}
          value={q}
          maxLength={40}
          autoComplete="off"
          error={server?.field === 'q' ? server.message : null}
          onChange={(event) => setQ(event.target.value)}
        />
        <button type="submit" disabled={found.isFetching}>
          {intl.formatMessage(t.search)}
        </button>
      </form>
      <Problem>
        {server?.field === 'q'
          ? null
          : problemText(found.error, intl.formatMessage(common.offline))}
      </Problem>
      <p role="status">
        {found.currentData ? intl.formatMessage(t.found, { count: rows.length }) : null}
      </p>
      {rows.length > 0 ? (
        <TableRegion label={intl.formatMessage(t.title)}>
          <table>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(t.customer)}</th>
                <th scope="col">{intl.formatMessage(t.phone)}</th>
                <th scope="col">{intl.formatMessage(t.since)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.customerId}>
                  <td>
                    <Link to={`/borrowers/${row.customerId}`}>
                      {intl.formatMessage(t.open, {
                        initials: row.initials || '—',
                        customer: row.customerId,
                      })}
                    </Link>
                  </td>
                  <td>{row.phoneMasked}</td>
                  <td>{manilaDateTime(intl, row.since)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : null}
    </>
  );
}
