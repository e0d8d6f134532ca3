import { useIntl } from 'react-intl';
import { useMeQuery } from '../../api/me';
import { common, roleNames } from '../../ui/messages';
import { useSignOut } from './use-sign-out';
import { AddPasskey } from './add-passkey';
import { accountText as t } from './messages';

/** Who is signed in, what their roles are, and the way to end every session of theirs. */
export function AccountPage() {
  const intl = useIntl();
  const { data: me } = useMeQuery();
  const signOut = useSignOut();
  if (!me) return null;
  return (
    <>
      <h1>{intl.formatMessage(t.title)}</h1>
      <p>
        {me.displayName} · {me.email}
      </p>
      <h2>{intl.formatMessage(t.roles)}</h2>
      <ul>
        {me.roles.map((role) => (
          <li key={role}>{intl.formatMessage(roleNames[role])}</li>
        ))}
      </ul>
      <AddPasskey />
      <h2>{intl.formatMessage(t.sessionsTitle)}</h2>
      <p>{intl.formatMessage(t.sessions)}</p>
      <button
        type="button"
        className="secondary"
        disabled={signOut.busy}
        onClick={() => void signOut.leave(true)}
      >
        {intl.formatMessage(common.signOutEverywhere)}
      </button>
      {signOut.failed ? (
        <p className="problem" role="alert">
          {intl.formatMessage(common.signOutFailed)}
        </p>
      ) : null}
    </>
  );
}
