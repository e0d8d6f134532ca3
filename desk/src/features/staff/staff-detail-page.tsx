import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { problemText } from '../../api/desk-api';
import { ConfirmButton } from '../../ui/confirm-button';
import { manilaDateTime } from '../../ui/date-time';
import { Field, Problem } from '../../ui/field';
import { common } from '../../ui/messages';
import type { StaffRole } from '../../ui/roles';
import {
  useApiKeysQuery,
  useDisableStaffMutation,
  useIssueApiKeyMutation,
  useNewEnrolmentLinkMutation,
  useRevokeApiKeyMutation,
  useSetRolesMutation,
  useStaffListQuery,
} from './api';
import type { StaffMember } from './api';
import { staffText as t } from './messages';
import { RoleChoice } from './role-choice';
import { ShownOnce, enrolmentUrl } from './shown-once';

/** One staff account: its roles, a reset by a new link, disabling, and its API keys. */
export function StaffDetailPage() {
  const intl = useIntl();
  const { staffId = '' } = useParams();
  const list = useStaffListQuery();
  const member = list.data?.find((s) => s.staffId === staffId);
  if (list.isLoading) return <p>{intl.formatMessage(common.loading)}</p>;
  if (!member) {
    return (
      <>
        <p role="alert">
          {problemText(list.error, intl.formatMessage(common.offline)) ??
            intl.formatMessage(t.notFound)}
        </p>
        <Link className="back" to="/staff">
          {intl.formatMessage(t.back)}
        </Link>
      </>
    );
  }
  return (
    <>
      <Link className="back" to="/staff">
        {intl.formatMessage(t.back)}
      </Link>
      <h1>{member.displayName}</h1>
      <p>
        {member.email} · {intl.formatMessage(t[member.status])}
      </p>
      <Roles key={member.staffId} member={member} />
      {/* A disabled account comes back the same way: a new link (docs/desk.md#staff-accounts). */}
      <Reset member={member} />
      <ApiKeys member={member} />
      {member.status !== 'disabled' ? <Disable member={member} /> : null}
    </>
  );
}

function Roles({ member }: { member: StaffMember }) {
  const intl = useIntl();
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const [save, saved] = useSetRolesMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ staffId: member.staffId, roles });
  };
  return (
    <form onSubmit={submit} noValidate>
      <RoleChoice
        legend={intl.formatMessage(t.roles)}
        value={roles}
        onChange={setRoles}
        error={
          roles.length === 0
            ? intl.formatMessage(t.rolesNeeded)
            : problemText(saved.error, intl.formatMessage(common.offline))
        }
      />
      <button type="submit" disabled={saved.isLoading || roles.length === 0}>
        {intl.formatMessage(t.saveRoles)}
      </button>
      {saved.isSuccess ? <p role="status">{intl.formatMessage(t.rolesSaved)}</p> : null}
    </form>
  );
}

function Reset({ member }: { member: StaffMember }) {
  const intl = useIntl();
  const [reset, done] = useNewEnrolmentLinkMutation();
  return (
    <section aria-labelledby="reset">
      <h2 id="reset">{intl.formatMessage(t.resetTitle)}</h2>
      <p>{intl.formatMessage(t.resetIntro)}</p>
      {done.data ? (
        <ShownOnce
          label={intl.formatMessage(t.link)}
          value={enrolmentUrl(done.data.enrolmentToken)}
          intro={intl.formatMessage(t.linkIntro, {
            name: member.displayName,
            expires: manilaDateTime(intl, done.data.expiresAt),
          })}
        />
      ) : (
        <ConfirmButton
          question={intl.formatMessage(t.confirmReset, { name: member.displayName })}
          onConfirm={() => void reset({ staffId: member.staffId })}
          disabled={done.isLoading}
        >
          {intl.formatMessage(t.reset)}
        </ConfirmButton>
      )}
      <Problem>{problemText(done.error, intl.formatMessage(common.offline))}</Problem>
    </section>
  );
}

function Disable({ member }: { member: StaffMember }) {
  const intl = useIntl();
  const [disable, done] = useDisableStaffMutation();
  return (
    <section aria-labelledby="disable">
      <h2 id="disable">{intl.formatMessage(t.disableTitle)}</h2>
      <p>{intl.formatMessage(t.disableIntro)}</p>
      <ConfirmButton
        question={intl.formatMessage(t.confirmDisable, { name: member.displayName })}
        onConfirm={() => void disable({ staffId: member.staffId })}
        disabled={done.isLoading}
      >
        {intl.formatMessage(t.disable)}
      </ConfirmButton>
      <Problem>{problemText(done.error, intl.formatMessage(common.offline))}</Problem>
    </section>
  );
}

function ApiKeys({ member }: { member: StaffMember }) {
  const intl = useIntl();
  const keys = useApiKeysQuery({ staffId: member.staffId });
  const [issue, issued] = useIssueApiKeyMutation();
  const [revoke, revoked] = useRevokeApiKeyMutation();
  const [label, setLabel] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await issue({ staffId: member.staffId, label });
    if ('data' in answer) setLabel('');
  };
  const when = (iso: string | null) => (iso ? manilaDateTime(intl, iso) : 'none');
  return (
    <section aria-labelledby="keys">
      <h2 id="keys">{intl.formatMessage(t.keysTitle)}</h2>
      <p>{intl.formatMessage(t.keysIntro)}</p>
      {keys.isLoading ? <p>{intl.formatMessage(common.loading)}</p> : null}
      <Problem>{problemText(keys.error, intl.formatMessage(common.offline))}</Problem>
      <Problem>{problemText(revoked.error, intl.formatMessage(common.offline))}</Problem>
      {keys.data && keys.data.length > 0 ? (
        <ul className="keys">
          {keys.data.map((k) => (
            <li key={k.keyId}>
              <span>
                {intl.formatMessage(t.keyState, {
                  label: k.label,
                  created: manilaDateTime(intl, k.createdAt),
                  used: when(k.lastUsedAt),
                  revoked: when(k.revokedAt),
                })}
              </span>
              {k.revokedAt ? null : (
                <ConfirmButton
                  question={intl.formatMessage(t.revoke, { label: k.label })}
                  onConfirm={() => void revoke({ staffId: member.staffId, keyId: k.keyId })}
                  disabled={revoked.isLoading}
                >
                  {intl.formatMessage(t.revoke, { label: k.label })}
                </ConfirmButton>
              )}
            </li>
          ))}
        </ul>
      ) : keys.data ? (
        <p>{intl.formatMessage(t.noKeys)}</p>
      ) : null}
      {issued.data ? (
        <ShownOnce
          label={intl.formatMessage(t.newKey)}
          value={issued.data.key}
          intro={intl.formatMessage(t.issued)}
        />
      ) : null}
      {member.status === 'active' ? (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Field
            label={intl.formatMessage(t.keyLabel)}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            error={problemText(issued.error, intl.formatMessage(common.offline))}
            required
          />
          <button type="submit" disabled={issued.isLoading || !label.trim()}>
            {intl.formatMessage(t.issue)}
          </button>
        </form>
      ) : (
        <p>{intl.formatMessage(t.onlyActiveKeys)}</p>
      )}
    </section>
  );
}
