import { afterEach, describe, expect, it, vi } from 'vitest';
import { get, resetMemoryIdb } from '../../../tests/support/memory-idb';
import { configureStore } from '@reduxjs/toolkit';
import { coreSlice, initialCoreState } from '@/lib/core/core-slice';
import type { PublicData } from '@/lib/core/core-slice';
import { expireSession } from './expire-session';

vi.mock('idb-keyval', () => import('../../../tests/support/memory-idb'));

afterEach(() => {
  localStorage.clear();
  resetMemoryIdb();
});

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

describe('the number of a session the server ends (docs/sign-in.md#phone)', () => {
  it('is kept as the sign-in draft, marked as remembered, without agreeing for the borrower', async () => {
    const store = makeStore({
      publicData: {
        customerId: 'c_7MZQ4K2XH9TB3WRE',
        token: 't',
        phone_number: PHONE,
        app_type: null,
      },
    });
    expireSession(store.dispatch, store.getState().core.publicData);
    await vi.waitFor(async () =>
      expect(await get('draft:sign-in')).toEqual({
        phone: '9171234567',
        agreed: false,
        resendAt: null,
        sentTo: null,
        remembered: true,
      }),
    );
  });
});
