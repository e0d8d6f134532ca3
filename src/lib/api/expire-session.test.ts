import { afterEach, describe, expect, it } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { coreSlice, initialCoreState } from '@/lib/core/core-slice';
import type { PublicData } from '@/lib/core/core-slice';
import { expireSession } from './expire-session';

afterEach(() => localStorage.clear());

const PHONE = '+639171234567';

const makeStore = ({ publicData }: { publicData: PublicData }) =>
  configureStore({
    reducer: { core: coreSlice.reducer },
    preloadedState: { core: { ...initialCoreState, publicData } },
  });

describe('a session the server ends (docs/security.md#customer-ids)', () => {
  it('under an old sequential customer id is remembered for the next sign-in', () => {
    const store = makeStore({
      publicData: { customerId: '42', token: 't', phone_number: PHONE, app_type: null },
    });
    expireSession(store.dispatch, store.getState().core.publicData);
    expect(store.getState().core.publicData.customerId).toBe('');
    expect(JSON.parse(localStorage.getItem('legacyOwner') ?? 'null')).toEqual({
      customerId: '42',
      phone: PHONE,
    });
  });

  it('under an opaque id leaves nothing behind', () => {
    const store = makeStore({
      publicData: {
        customerId: 'c_7MZQ4K2XH9TB3WRE',
        token: 't',
        phone_number: PHONE,
        app_type: null,
      },
    });
    expireSession(store.dispatch, store.getState().core.publicData);
    expect(store.getState().core.publicData.token).toBe('');
    expect(localStorage.getItem('legacyOwner')).toBeNull();
  });
});
