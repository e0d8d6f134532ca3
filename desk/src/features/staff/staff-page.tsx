import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { deskError, problemText } from '../../api/desk-api';
import { useMeQuery } from '../../api/me';
import { manilaDateTime } from '../../ui/date-time';
import { TableRegion } from '../../ui/table-region';
import { Field, Problem } from '../../ui/field';
import { common, roleNames } from '../../ui/messages';
import type { StaffRole } from '../../ui/roles';
import { useCreateStaffMutation, useStaffListQuery } from './api';
import type { StaffMember } from './api';
import { staffText as t } from './messages';
import { RoleChoice } from './role-choice';
import { ShownOnce, enrolmentUrl } from './shown-once';

type Filter = 'all' | StaffMember['status'];
const FILTERS: Filter[] = ['all', 'active', 'invited', 'disabled'];

/** Every staff account with a filter by status, and the form that adds one (administrators). */
export function StaffPage() {
  const intl = useIntl();
  const list = useStaffListQuery();
  const { data: me } = useMeQuery();
  const [filter, setFilter] = useState<Filter>('all');
  const shown = (list.data ?? []).filter((s) => filter === 'all' || s.status === filter);
  const filterLabel = (f: Filter) => intl.formatMessage(f === 'all' ? t.all : t[f]);

  return (
    <>
      <h1>{intl.formatMessage(t.title)}</h1>
      <label className="field inline">
        <span>{intl.formatMessage(t.filter)}</span>
        <select value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
          {FILTERS.map((f) => (
            <option key={f} value={f}>
              {filterLabel(f)}
            </option>
          ))}
        </select>
      </label>
      {list.isLoading ? <p>{intl.formatMessage(common.loading)}</p> : null}
      <Problem>{problemText(list.error, intl.formatMessage(common.offline))}</Problem>
      {list.data ? (
        shown.length === 0 ? (
          <p>{intl.formatMessage(t.none)}</p>
        ) : (
          <TableRegion label={intl.formatMessage(t.title)}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(t.name)}</th>
                  <th scope="col">{intl.formatMessage(t.email)}</th>
                  <th scope="col">{intl.formatMessage(t.roles)}</th>
                  <th scope="col">{intl.formatMessage(t.status)}</th>
                  <th scope="col">{intl.formatMessage(t.since)}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((s) => (
                  <tr key={s.staffId}>
                    <td>
                      <Link to={`/staff/${s.staffId}`}>{s.displayName}</Link>
                    </td>
                    <td>{s.email}</td>
                    <td>{s.roles.map((r) => intl.formatMessage(roleNames[r])).join(', ')}</td>
                    <td>{intl.formatMessage(t[s.status])}</td>
                    <td>{manilaDateTime(intl, s.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        )
      ) : null}
      {me?.permissions.includes('staff.manage') ? <AddStaff /> : null}
    </>
  );
}

function AddStaff() {
  const intl = useIntl();
  const [create, created] = useCreateStaffMutation();
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [checked, setChecked] = useState(false);
  const [link, setLink] = useState<{ url: string; name: string; expiresAt: string } | null>(null);
  const problem = deskError(created.error);
  const rolesError = checked && roles.length === 0 ? intl.formatMessage(t.rolesNeeded) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (roles.length === 0) return;
    setLink(null);
    const answer = await create({ email, displayName, roles });
    if ('data' in answer && answer.data) {
      setLink({
        url: enrolmentUrl(answer.data.enrolmentToken),
        name: displayName.trim(),
        expiresAt: answer.data.expiresAt,
      });
      setEmail('');
      setDisplayName('');
      setRoles([]);
      setChecked(false);
    }
  };

  return (
    <section aria-labelledby="add-staff">
      <h2 id="add-staff">{intl.formatMessage(t.addTitle)}</h2>
      {link ? (
        <ShownOnce
          label={intl.formatMessage(t.link)}
          value={link.url}
          intro={intl.formatMessage(t.linkIntro, {
            name: link.name,
            expires: manilaDateTime(intl, link.expiresAt),
          })}
        />
      ) : null}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={intl.formatMessage(t.email)}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={problem?.field === 'email' ? problem.message : null}
          required
        />
        <Field
          label={intl.formatMessage(t.name)}
          autoComplete="off"
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          error={problem?.field === 'displayName' ? problem.message : null}
          required
        />
        <RoleChoice
          legend={intl.formatMessage(t.roles)}
          value={roles}
          onChange={setRoles}
          error={rolesError ?? (problem?.field === 'roles' ? problem.message : null)}
        />
        <Problem>
          {problem && !['email', 'displayName', 'roles'].includes(problem.field ?? '')
            ? problem.message || intl.formatMessage(common.offline)
            : null}
        </Problem>
        <button type="submit" disabled={created.isLoading}>
          {intl.formatMessage(t.add)}
        </button>
      </form>
    </section>
  );
}
