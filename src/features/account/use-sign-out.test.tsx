import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionExpired } from '@/lib/api/session-events';
import { fakeApi, renderRoute } from '../../../tests/support/fake-api';

const idb = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  get: async (key: string) => idb.get(key),
  set: async (key: string, value: unknown) => void idb.set(key, value),
  del: async (key: string) => void idb.delete(key),
  keys: async () => [...idb.keys()],
  delMany: async (doomed: string[]) => doomed.forEach((key) => idb.delete(key)),
}));

const { loanApi } = await import('@/lib/api/loan-api');
const { LOGOUT_WAIT_MS, useSignOut } = await import('./use-sign-out');

const SIGNED_IN = {
  publicData: { customerId: 'c-1', token: 't', phone_number: '+639171234567', app_type: null },
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

let before: () => Promise<unknown> = async () => undefined;
function SignOutButton() {
  const signOut = useSignOut();
  return <button onClick={() => void signOut(before)}>Sign out</button>;
}

afterEach(() => {
  vi.useRealTimers();
  idb.clear();
  vi.unstubAllGlobals();
});

describe('useSignOut (docs/offline.md#on-sign-out)', () => {
  it('removes the borrower’s snapshot even when an answer lands and a 401 ends the session first', async () => {
    idb.set('profile:c-1:basic', {});
    idb.set('profile:c-2:basic', {});
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    fakeApi({
      'GET /api/loan/home': () => ({ body: { quotaCentavos: 1 } }),
      'POST /api/auth/logout': () => ({ status: 204, body: '' }),
    });
    const { store } = renderRoute('/setup', <SignOutButton />, { core: SIGNED_IN });
    // While the server's logout is under way, the loan home's answer arrives (and is kept),
    // then another request meets the revoked token: the store's id is emptied before signedOut.
    before = async () => {
      await store.dispatch(loanApi.endpoints.getLoanHome.initiate());
      await settle();
      expect(idb.has('snapshot:c-1:getLoanHome@4:')).toBe(true);
      store.dispatch(sessionExpired());
      answer();
    };
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await answered;
    expect(await screen.findByTestId('location')).toHaveTextContent('/start');
    await waitFor(() => expect([...idb.keys()]).toEqual(['profile:c-2:basic']));
  });

  it('goes ahead after 10 s when the server’s logout does not answer: nothing stays on the phone', async () => {
    idb.set('profile:c-1:basic', {});
    idb.set('snapshot:c-1:getLoanHome@4:', {});
    fakeApi({});
    renderRoute('/setup', <SignOutButton />, { core: SIGNED_IN });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // A mutation has no timeout: a server that takes the request and never answers.
    before = () => new Promise(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS - 100));
    expect(screen.queryByTestId('location')).toBeNull();
    expect(idb.size).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(100));
    vi.useRealTimers();
    expect(await screen.findByTestId('location')).toHaveTextContent('/start');
    await waitFor(() => expect([...idb.keys()]).toEqual([]));
  });
});
