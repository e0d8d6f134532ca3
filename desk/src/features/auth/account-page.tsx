import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { deskError } from '../../api/desk-api';
import { useMeQuery } from '../../api/me';
import { common, roleNames } from '../../ui/messages';
import { useSignOutMutation } from './api';
import { accountText as t } from './messages';

/** Who is signed in, what their roles are, and the way to end every session of theirs. */
export function AccountPage() {
  const intl = useIntl();
  const { data: me } = useMeQuery();
  const [signOut, signingOut] = useSignOutMutation();
  const navigate = useNavigate();
  if (!me) return null;
  const everywhere = async () => {
    const answer = await signOut({ everywhere: true });
    if (!('error' in answer) || deskError(answer.error)?.status === 401)
      void navigate('/sign-in', { replace: true });
  };
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
      <h2>{intl.formatMessage(t.sessionsTitle)}</h2>
      <p>{intl.formatMessage(t.sessions)}</p>
      <button
        type="button"
        className="secondary"
        disabled={signingOut.isLoading}
        onClick={() => void everywhere()}
      >
        {intl.formatMessage(common.signOutEverywhere)}
      </button>
      {signingOut.isError ? (
        <p className="problem" role="alert">
          {intl.formatMessage(common.signOutFailed)}
        </p>
      ) : null}
    </>
  );
}
