import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { selectPublicData, signedOut } from '@/lib/core/core-slice';
import { purgeCustomerDrafts } from '@/lib/drafts/purge-drafts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';

/**
 * Leaves the phone signed out (docs/sign-in.md#sign-out): this borrower's drafts, queued saves and
 * photos leave it (it may be shared), `signedOut` clears the session and tells the shell, and the
 * start screen opens. `before` runs first (the server's logout; nothing after a deletion).
 */
export function useSignOut(): (before?: () => Promise<unknown>) => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { customerId } = useAppSelector(selectPublicData);
  return async (before) => {
    await Promise.all([before?.(), purgeCustomerDrafts(customerId)]);
    dispatch(signedOut());
    navigate(PATHS.start, { replace: true });
  };
}
