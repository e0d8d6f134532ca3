import { useNavigate } from 'react-router-dom';
import { deskError } from '../../api/desk-api';
import { useSignOutMutation } from './api';

/**
 * Sign-out, here or everywhere: to sign-in only once the session has ended (or was already over);
 * a network failure keeps the page, whose caller says so from `failed`.
 */
export function useSignOut() {
  const [signOut, state] = useSignOutMutation();
  const navigate = useNavigate();
  const leave = async (everywhere: boolean) => {
    const answer = await signOut({ everywhere });
    if (!('error' in answer) || deskError(answer.error)?.status === 401)
      void navigate('/sign-in', { replace: true });
  };
  return { leave, busy: state.isLoading, failed: state.isError };
}
