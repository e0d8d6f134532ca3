import { readStorage, writeStorage } from '@/lib/storage/web-storage';

/*
 * Customer ids were once the server's sequence ("42"); they are opaque now ("c_…",
 * docs/security.md#customer-ids), and drafts, queued saves, pending photos, payment drafts and
 * the offline snapshot on the phone are keyed by the id. A session that was live when the ids
 * changed keeps using its old id as the key until it ends, so nothing moves. A session that
 * lapses leaves its data under the old id, and the same borrower signing back in gets the new
 * one: this file remembers the old id when the session lapses (it loads with the store, without
 * IndexedDB), and adopt-legacy-drafts.ts hands the data over at the next sign-in, so the
 * borrower loses nothing, while a different borrower on that phone never sees it
 * (docs/offline.md#on-sign-out).
 */

/** An id from before opaque ids: digits only. */
export const isLegacyCustomerId = (customerId: string): boolean => /^\d+$/.test(customerId);

/** Keys that hold one borrower's data (purge-drafts.ts): `<family>:<customerId>…`. */
export const OWNED_KEY = /^(profile|outbox|photo-pending|repayment|feedback|snapshot):([^:]+)/;

export type LegacyOwner = { customerId: string; phone: string };

/**
 * The localStorage key (docs/navigation.md#storage-keys). Kept here, not in STORAGE_KEYS, with
 * its own removal: web-storage.ts is on the first load, and only a lapsed old session needs this.
 */
export const LEGACY_OWNER_KEY = 'legacyOwner';

function forget(): void {
  try {
    localStorage.removeItem(LEGACY_OWNER_KEY);
  } catch {
    // Refused storage holds nothing to remove.
  }
}

/**
 * The session ends without a sign-out: if its id is an old one, remember it with its phone (in
 * localStorage, synchronously, before the next sign-in can happen).
 */
export function rememberLegacyOwner(customerId: string, phone: string): void {
  if (!isLegacyCustomerId(customerId) || !phone) return;
  const owner: LegacyOwner = { customerId, phone };
  writeStorage('local', LEGACY_OWNER_KEY, JSON.stringify(owner));
}

/** What rememberLegacyOwner kept, once: reading it forgets it. */
export function takeLegacyOwner(): LegacyOwner | null {
  const raw = readStorage('local', LEGACY_OWNER_KEY);
  if (!raw) return null;
  forget();
  try {
    const value = JSON.parse(raw) as Partial<LegacyOwner>;
    return typeof value.customerId === 'string' && typeof value.phone === 'string'
      ? { customerId: value.customerId, phone: value.phone }
      : null;
  } catch {
    return null;
  }
}
