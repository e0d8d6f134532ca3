import { useIntl } from 'react-intl';
import { Navigate, NavLink, Outlet } from 'react-router-dom';
import { deskError } from '../api/desk-api';
import { useMeQuery } from '../api/me';
import { useSignOut } from '../features/auth/use-sign-out';
import { common } from '../ui/messages';

/**
 * Every signed-in page: the session is asked for once (GET /me); without one the person signs in.
 * The header names who is signed in, the desks their roles open, and the two ways out.
 */
export function SignedInLayout() {
  const intl = useIntl();
  const me = useMeQuery();
  const signOut = useSignOut();

  if (me.isLoading) return <p className="page">{intl.formatMessage(common.loading)}</p>;
  const problem = deskError(me.error);
  if (problem?.status === 401) return <Navigate to="/sign-in" replace />;
  if (!me.data) {
    return (
      <main className="page">
        <p role="alert">{problem?.message || intl.formatMessage(common.offline)}</p>
        <button type="button" onClick={() => void me.refetch()}>
          {intl.formatMessage(common.tryAgain)}
        </button>
      </main>
    );
  }
  const can = (permission: string) => me.data!.permissions.includes(permission);

  return (
    <>
      <header className="top">
        <span className="brand">{intl.formatMessage(common.product)}</span>
        <nav aria-label={intl.formatMessage(common.navigation)}>
          <NavLink to="/" end>
            {intl.formatMessage(common.today)}
          </NavLink>
          {can('applications.read') ? (
            <NavLink to="/reviews">{intl.formatMessage(common.reviews)}</NavLink>
          ) : null}
          {can('collections.read') ? (
            <NavLink to="/collections">{intl.formatMessage(common.collections)}</NavLink>
          ) : null}
          {can('payouts.read') ? (
            <NavLink to="/payouts">{intl.formatMessage(common.payouts)}</NavLink>
          ) : null}
          {can('payouts.act') ? (
            <NavLink to="/approvals">{intl.formatMessage(common.approvals)}</NavLink>
          ) : null}
          {can('borrowers.read') ? (
            <NavLink to="/borrowers">{intl.formatMessage(common.borrowers)}</NavLink>
          ) : null}
          {can('staff.manage') ? (
            <NavLink to="/staff">{intl.formatMessage(common.staff)}</NavLink>
          ) : null}
          {can('audit.read') ? (
            <NavLink to="/audit">{intl.formatMessage(common.audit)}</NavLink>
          ) : null}
          {can('settings.manage') ? (
            <NavLink to="/settings">{intl.formatMessage(common.settings)}</NavLink>
          ) : null}
          {can('jobs.manage') ? (
            <NavLink to="/jobs">{intl.formatMessage(common.jobs)}</NavLink>
          ) : null}
          <NavLink to="/account">{intl.formatMessage(common.home)}</NavLink>
        </nav>
        <div className="who">
          <span>{intl.formatMessage(common.signedInAs, { name: me.data.displayName })}</span>
          <button
            type="button"
            className="secondary"
            disabled={signOut.busy}
            onClick={() => void signOut.leave(false)}
          >
            {intl.formatMessage(common.signOut)}
          </button>
          {signOut.failed ? (
            <p className="problem" role="alert">
              {intl.formatMessage(common.signOutFailed)}
            </p>
          ) : null}
        </div>
      </header>
      <main className="page">
        <Outlet />
      </main>
    </>
  );
}
