import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { coreSlice, initialCoreState, signedIn, signedOut } from '@/lib/core/core-slice';
import { sessionExpired } from '@/lib/api/session-events';

const idb = new Map<string, unknown>();
/** A read that takes a moment, as IndexedDB's do on a phone (what it reads is read at once). */
let slowReads = false;
/** While set, a write that has started waits for it to land; the keys whose write started. */
let writeGate: Promise<void> | null = null;
const writing: string[] = [];
vi.mock('idb-keyval', () => ({
  get: async (key: string) => {
    const value = idb.get(key);
    if (slowReads) await new Promise((resolve) => setTimeout(resolve, 10));
    return value;
  },
  set: async (key: string, value: unknown) => {
    writing.push(key);
    if (writeGate) await writeGate;
    idb.set(key, value);
  },
  del: async (key: string) => void idb.delete(key),
  keys: async () => [...idb.keys()],
  delMany: async (doomed: string[]) => doomed.forEach((key) => idb.delete(key)),
}));

const { snapshotMiddleware } = await import('./snapshot-middleware');
const { purgeCustomerDrafts, purgeOtherCustomers } = await import('@/lib/drafts/purge-drafts');

/** Answers the test controls: each call waits for `answer` (or fails with `status`). */
type Reply = { data: unknown } | { error: { status: number | 'FETCH_ERROR'; data?: unknown } };
let reply: () => Promise<Reply>;

const api = createApi({
  reducerPath: 'api',
  baseQuery: () => reply(),
  endpoints: (build) => ({
    getLoanHome: build.query<unknown, void>({ query: () => '/loan/home' }),
    getOrder: build.query<unknown, string>({ query: (id) => `/loan/orders/${id}` }),
    getMessagePage: build.query<unknown, { tab: string; cursor: string | null; language: string }>({
      query: () => '/messages',
    }),
    getMe: build.query<unknown, void>({ query: () => '/me' }),
  }),
});

const signIn = (customerId: string) =>
  signedIn({ token: `t-${customerId}`, customerId, phone: '+639171234567', registered: true });

function makeStore(customerId = 'c_A') {
  const store = configureStore({
    reducer: { core: coreSlice.reducer, api: api.reducer },
    preloadedState: {
      core: {
        ...initialCoreState,
        publicData: { ...initialCoreState.publicData, customerId, token: 't' },
      },
    },
    middleware: (d) => d().concat(api.middleware, snapshotMiddleware('api')),
  });
  return store;
}

/** Lets the lazily loaded store module and IndexedDB's queue run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  idb.clear();
  slowReads = false;
  writeGate = null;
  writing.length = 0;
  reply = async () => ({ data: { quotaCentavos: 1_000_000 } });
});
afterEach(() => vi.restoreAllMocks());

describe('the offline snapshot is refreshed in one place (docs/offline.md#snapshot)', () => {
  it('keeps every successful answer of a kept query, with its time, under its borrower', async () => {
    const store = makeStore();
    const before = Date.now();
    await store.dispatch(api.endpoints.getLoanHome.initiate());
    await store.dispatch(api.endpoints.getOrder.initiate('o-1'));
    await settle();
    const home = idb.get('snapshot:c_A:getLoanHome@4:') as { data: unknown; fetchedAt: number };
    expect(home.data).toEqual({ quotaCentavos: 1_000_000 });
    expect(home.fetchedAt).toBeGreaterThanOrEqual(before);
    expect(idb.has('snapshot:c_A:getOrder@4:o-1')).toBe(true);

    // A later answer replaces it.
    reply = async () => ({ data: { quotaCentavos: 2_000_000 } });
    await store.dispatch(api.endpoints.getLoanHome.initiate(undefined, { forceRefetch: true }));
    await settle();
    expect((idb.get('snapshot:c_A:getLoanHome@4:') as { data: unknown }).data).toEqual({
      quotaCentavos: 2_000_000,
    });
  });

  it('keeps nothing of a refusal, a failure, another query or a later message page', async () => {
    const store = makeStore();
    reply = async () => ({ error: { status: 404, data: { code: 'NOT_FOUND', message: 'x' } } });
    await store.dispatch(api.endpoints.getOrder.initiate('o-404'));
    reply = async () => ({ error: { status: 'FETCH_ERROR' } });
    await store.dispatch(api.endpoints.getLoanHome.initiate());
    reply = async () => ({ data: { items: [] } });
    await store.dispatch(api.endpoints.getMe.initiate());
    await store.dispatch(
      api.endpoints.getMessagePage.initiate({ tab: 'notify', cursor: 'c2', language: 'en' }),
    );
    await store.dispatch(
      api.endpoints.getMessagePage.initiate({ tab: 'notify', cursor: null, language: 'en' }),
    );
    await settle();
    expect([...idb.keys()]).toEqual([
      'snapshot:c_A:getMessagePage:{"cursor":null,"language":"en","tab":"notify"}',
    ]);
  });

  it('drops an answer that arrives after its borrower signed out or another signed in', async () => {
    let answer!: (value: Reply) => void;
    reply = () => new Promise((resolve) => (answer = resolve));
    const store = makeStore();
    const late = store.dispatch(api.endpoints.getLoanHome.initiate());
    store.dispatch(signedOut());
    store.dispatch(signIn('c_B'));
    answer({ data: { quotaCentavos: 1 } });
    await late;
    await settle();
    expect([...idb.keys()]).toEqual([]);
  });

  it('drops an answer that arrives after the session lapsed and another borrower signed in', async () => {
    let answer!: (value: Reply) => void;
    reply = () => new Promise((resolve) => (answer = resolve));
    const store = makeStore();
    const late = store.dispatch(api.endpoints.getLoanHome.initiate());
    store.dispatch(sessionExpired());
    store.dispatch(signIn('c_B'));
    answer({ data: { quotaCentavos: 1 } });
    await late;
    await settle();
    expect([...idb.keys()]).toEqual([]);
  });

  it('stays when the session only lapsed; the sign-out purge runs after a save under way', async () => {
    idb.set('snapshot:c_B:getLoanHome@4:', { data: {}, fetchedAt: 1 });
    const store = makeStore();
    await store.dispatch(api.endpoints.getLoanHome.initiate());
    await settle();
    store.dispatch(sessionExpired());
    await settle();
    expect(idb.has('snapshot:c_A:getLoanHome@4:')).toBe(true);

    store.dispatch(signIn('c_A'));
    // An answer lands as sign-out starts, and its save is under way (IndexedDB takes a moment):
    // the purge waits for it in the store's turn, so the save cannot land after the purge read
    // the keys (use-sign-out.ts purges after signedOut).
    let land!: () => void;
    writeGate = new Promise((resolve) => (land = resolve));
    await store.dispatch(api.endpoints.getOrder.initiate('o-1'));
    await vi.waitFor(() => expect(writing).toContain('snapshot:c_A:getOrder@4:o-1'));
    store.dispatch(signedOut());
    const purged = purgeCustomerDrafts('c_A');
    // A purge that did not wait would have read the keys and removed what it found by now.
    await settle();
    land();
    await purged;
    await settle();
    expect([...idb.keys()]).toEqual(['snapshot:c_B:getLoanHome@4:']);
  });

  it('the move of an old id’s keys takes its turn: it never overwrites a fresher save', async () => {
    const { rememberLegacyOwner } = await import('@/lib/drafts/legacy-owner');
    idb.set('snapshot:42:getLoanHome@4:', { data: { quotaCentavos: 5 }, fetchedAt: 1 });
    rememberLegacyOwner('42', '+639171234567');
    slowReads = true;
    const store = makeStore('c_A');
    // The same borrower signed back in under the new id: home adopts the old id's keys while
    // the first answer under the new id arrives.
    const adopting = purgeOtherCustomers('c_A', '+639171234567');
    await store.dispatch(api.endpoints.getLoanHome.initiate());
    await adopting;
    await settle();
    expect([...idb.keys()]).toEqual(['snapshot:c_A:getLoanHome@4:']);
    expect((idb.get('snapshot:c_A:getLoanHome@4:') as { data: unknown }).data).toEqual({
      quotaCentavos: 1_000_000,
    });
  });

  it('goes with the drafts: at sign-out, and when another borrower signs in', async () => {
    for (const key of [
      'snapshot:c_A:getLoanHome@4:',
      'snapshot:c_B:getOrder@4:o-1',
      'profile:c_B:x',
    ])
      idb.set(key, {});
    await purgeCustomerDrafts('c_A');
    expect([...idb.keys()]).toEqual(['snapshot:c_B:getOrder@4:o-1', 'profile:c_B:x']);
    idb.set('snapshot:c_A:getLoanHome@4:', {});
    await purgeOtherCustomers('c_B', '+639171234567');
    expect([...idb.keys()]).toEqual(['snapshot:c_B:getOrder@4:o-1', 'profile:c_B:x']);
  });
});
