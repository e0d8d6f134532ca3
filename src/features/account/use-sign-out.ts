import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { selectPublicData, signedOut } from '@/lib/core/core-slice';
import { purgeCustomerDrafts } from '@/lib/drafts/purge-drafts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';

/**
 * Leaves the phone signed out (docs/sign-in.md#sign-out): `signedOut` clears the session and
 * tells the shell, the start screen opens, and this borrower's drafts, queued saves, photos and
 * offline snapshot leave the phone (it may be shared). `before` runs first (the server's logout;
 * nothing after a deletion). The purge comes after `signedOut`, so no answer still arriving can
 * save a snapshot after it (docs/offline.md#on-sign-out), and uses the id captured as sign-out
 * starts: a 401 meanwhile (a deletion revokes every session) empties the store's id, not this.
 */
export function useSignOut(): (before?: () => Promise<unknown>) => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { customerId } = useAppSelector(selectPublicData);
  return async (before) => {
    const leaving = customerId;
    await before?.();
    dispatch(signedOut());
    navigate(PATHS.start, { replace: true });
    await purgeCustomerDrafts(leaving);
  };
}
