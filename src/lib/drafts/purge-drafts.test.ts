import { beforeEach, describe, expect, it, vi } from 'vitest';

const store = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  keys: async () => [...store.keys()],
  delMany: async (doomed: string[]) => doomed.forEach((key) => store.delete(key)),
}));

const { purgeCustomerDrafts, purgeOtherCustomers } = await import('./purge-drafts');

describe('borrower data on a shared phone', () => {
  beforeEach(() => {
    store.clear();
    for (const key of [
      'profile:7:basic',
      'outbox:7',
      'photo-pending:7:face',
      'repayment:7:7d3f6a52-3c1e-4a8b-9a43-2f7e9c1d5b60',
      'profile:8:bank',
      'photo-pending:8:idDocument',
      'draft:sign-in',
    ])
      store.set(key, {});
  });

  it('sign-out removes only that borrower’s drafts, queue, photos and payment drafts', async () => {
    await purgeCustomerDrafts('7');
    expect([...store.keys()]).toEqual([
      'profile:8:bank',
      'photo-pending:8:idDocument',
      'draft:sign-in',
    ]);
  });

  it('a different borrower signing in removes what the previous one left', async () => {
    await purgeOtherCustomers('8', '+639171234567');
    expect([...store.keys()]).toEqual([
      'profile:8:bank',
      'photo-pending:8:idDocument',
      'draft:sign-in',
    ]);
  });
});
