import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStorage } from '@/lib/storage/web-storage';
import * as idb from '../../../tests/support/memory-idb';
import { LEGACY_OWNER_KEY, rememberLegacyOwner } from './legacy-owner';
import { purgeOtherCustomers } from './purge-drafts';

vi.mock('idb-keyval', () => import('../../../tests/support/memory-idb'));

/*
 * Customer ids changed from the server's sequence to opaque ones (docs/security.md#customer-ids):
 * a session that lapsed under the old id must hand its half-filled forms to the same borrower's
 * next sign-in, and to nobody else.
 */

const PHONE = '+639171234567';
const OLD = '42';
const NEW = 'c_7MZQ4K2XH9TB3WRE';

const OUTBOX = {
  'section:basic': {
    url: '/api/profile/sections/basic',
    method: 'PUT',
    body: { fullName: 'Maria Santos' },
    clearOnSent: [`profile:${OLD}:basic`],
  },
};

async function phoneOfTheLegacyBorrower() {
  await idb.set(`profile:${OLD}:basic`, { fullName: 'Maria Santos' });
  await idb.set(`profile:${OLD}:bank`, { account: '001234567890' });
  await idb.set(`outbox:${OLD}`, OUTBOX);
  await idb.set(`photo-pending:${OLD}:face`, { kind: 'face', savedAt: 1 });
  await idb.set(`repayment:${OLD}:7d3f6a52-3c1e-4a8b-9a43-2f7e9c1d5b60`, { idempotencyKey: 'k' });
  await idb.set('draft:sign-in', { phone: '9171234567' });
}

/** The session under the old id lapses (the store's effects do this: src/app/store.test.ts). */
const lapse = () => rememberLegacyOwner(OLD, PHONE);

const sortedKeys = async () => (await idb.keys()).map(String).sort();

beforeEach(async () => {
  idb.resetMemoryIdb();
  await phoneOfTheLegacyBorrower();
});
afterEach(() => localStorage.clear());

describe('drafts left under an old sequential customer id', () => {
  it('move to the new id when the same borrower signs back in: nothing is lost', async () => {
    lapse();
    expect(readStorage('local', LEGACY_OWNER_KEY)).not.toBeNull();

    // Home after the sign-in, with the id the server answers now.
    await purgeOtherCustomers(NEW, PHONE);

    expect(await sortedKeys()).toEqual([
      'draft:sign-in',
      `outbox:${NEW}`,
      `photo-pending:${NEW}:face`,
      `profile:${NEW}:bank`,
      `profile:${NEW}:basic`,
      `repayment:${NEW}:7d3f6a52-3c1e-4a8b-9a43-2f7e9c1d5b60`,
    ]);
    expect(await idb.get(`profile:${NEW}:basic`)).toEqual({ fullName: 'Maria Santos' });
    // The queued save still clears the draft it came from once it is sent.
    expect(await idb.get(`outbox:${NEW}`)).toEqual({
      'section:basic': { ...OUTBOX['section:basic'], clearOnSent: [`profile:${NEW}:basic`] },
    });
    expect(readStorage('local', LEGACY_OWNER_KEY)).toBeNull();
  });

  it('go when another borrower signs in on that phone', async () => {
    lapse();
    await purgeOtherCustomers(NEW, '+639189999999');
    expect(await sortedKeys()).toEqual(['draft:sign-in']);
    expect(readStorage('local', LEGACY_OWNER_KEY)).toBeNull();
  });

  it('never overwrite what the new id already holds', async () => {
    lapse();
    await idb.set(`profile:${NEW}:bank`, { account: '009999999999' });
    await purgeOtherCustomers(NEW, PHONE);
    expect(await idb.get(`profile:${NEW}:bank`)).toEqual({ account: '009999999999' });
    expect(await idb.get(`profile:${NEW}:basic`)).toEqual({ fullName: 'Maria Santos' });
    expect((await sortedKeys()).some((key) => key.includes(`:${OLD}`))).toBe(false);
  });

  it('stay under the old id while its session lives: nothing to move', async () => {
    await purgeOtherCustomers(OLD, PHONE);
    expect(await sortedKeys()).toHaveLength(6);
    // A session under an opaque id that lapses leaves nothing to remember.
    rememberLegacyOwner(NEW, PHONE);
    expect(readStorage('local', LEGACY_OWNER_KEY)).toBeNull();
  });
});
