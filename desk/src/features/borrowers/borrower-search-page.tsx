import { useState } from 'react';
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
  const server = deskError(found.error);
  const rows = found.data?.borrowers ?? [];
  return (
    <>
      <h1>{intl.formatMessage(t.title)}</h1>
      <p>{intl.formatMessage(t.intro)}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (q.trim()) void search(q.trim());
        }}
      >
        <Field
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
      {found.isSuccess && rows.length === 0 ? (
        <p role="status">{intl.formatMessage(t.none)}</p>
      ) : null}
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
