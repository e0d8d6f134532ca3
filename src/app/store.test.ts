import { afterEach, describe, expect, it } from 'vitest';
import { signedIn, signedOut } from '@/lib/core/core-slice';
import { languageChosen } from '@/lib/i18n/settings-slice';
import { makePersistor, makeStore, PERSIST_KEY } from './store';

const persisted = () =>
  JSON.parse(localStorage.getItem(`persist:${PERSIST_KEY}`) ?? 'null') as Record<
    string,
    string
  > | null;

async function ready() {
  const store = makeStore();
  const persistor = await new Promise<ReturnType<typeof makePersistor>>((resolve) => {
    const p = makePersistor(store, () => resolve(p));
  });
  return { store, persistor };
}

afterEach(() => localStorage.clear());

describe('store persistence', () => {
  it('persists the core store under one local-storage key and restores it on the next start', async () => {
    const first = await ready();
    first.store.dispatch(
      signedIn({ token: 'tok', customerId: '9', phone: '+639171234567', registered: false }),
    );
    await first.persistor.flush();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('persist:'))).toEqual([
      `persist:${PERSIST_KEY}`,
    ]);
    expect(JSON.parse(persisted()!.publicData!)).toMatchObject({ token: 'tok', customerId: '9' });

    const second = await ready();
    expect(second.store.getState().core.publicData.token).toBe('tok');
    expect(second.store.getState().core.loanTabType).toBe(2);
  });

  it('writes the emptied session to storage as soon as the borrower signs out', async () => {
    const { store, persistor } = await ready();
    store.dispatch(
      signedIn({ token: 'tok', customerId: '9', phone: '+639171234567', registered: false }),
    );
    await persistor.flush();
    store.dispatch(signedOut());
    // Read in the same tick: no flush, no timer in between.
    expect(JSON.parse(persisted()!.publicData!)).toMatchObject({ token: '', customerId: '' });
  });

  it('does not persist the language in the core store; it lives under localStorage "language"', async () => {
    const { store, persistor } = await ready();
    store.dispatch(languageChosen('ph'));
    await persistor.flush();
    expect(localStorage.getItem('language')).toBe('ph');
    expect(document.documentElement.lang).toBe('fil-PH');
    expect(Object.keys(persisted()!)).not.toContain('language');
  });
});
