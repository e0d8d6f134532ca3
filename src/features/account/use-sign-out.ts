import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { selectPublicData, signedOut } from '@/lib/core/core-slice';
import { purgeCustomerDrafts } from '@/lib/drafts/purge-drafts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';

/**
 * How long sign-out waits for the server's logout before it goes ahead on the phone
 * (docs/sign-in.md#sign-out): mutations have no timeout, and a server that does not answer must
 * not keep a borrower's data on a shared phone.
 */
export const LOGOUT_WAIT_MS = 10_000;

/** Resolves when `work` settles, or after `ms`, whichever comes first; never rejects. */
function settledOrLate(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}

/**
 * Leaves the phone signed out (docs/sign-in.md#sign-out): `signedOut` clears the session and
 * tells the shell, the start screen opens, and this borrower's drafts, queued saves, photos and
 * offline snapshot leave the phone (it may be shared). `before` runs first (the server's logout;
 * nothing after a deletion), for at most LOGOUT_WAIT_MS: whatever it answers, or if it never
 * does, the phone signs out. The purge comes after `signedOut`, so no answer still arriving can
 * save a snapshot after it (docs/offline.md#on-sign-out), and uses the id captured as sign-out
 * starts: a 401 meanwhile (a deletion revokes every session) empties the store's id, not this.
 */
export function useSignOut(): (before?: () => Promise<unknown>) => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { customerId } = useAppSelector(selectPublicData);
  return async (before) => {
    const leaving = customerId;
    if (before) await settledOrLate(before(), LOGOUT_WAIT_MS);
    dispatch(signedOut());
    navigate(PATHS.start, { replace: true });
    await purgeCustomerDrafts(leaving);
  };
}
