import { describe, expect, it } from 'vitest';
import { OWNED_KEY } from '@/lib/drafts/legacy-owner';
import { snapshotKey, snapshotPrefix } from './snapshot-keys';

describe('snapshot keys (docs/offline.md#snapshot)', () => {
  it('name the borrower, the query and its arguments, whatever the order of their fields', () => {
    expect(snapshotKey('c_A', 'getLoanHome', undefined)).toBe('snapshot:c_A:getLoanHome@4:');
    expect(snapshotKey('c_A', 'getOrder', 'o-1')).toBe('snapshot:c_A:getOrder@4:o-1');
    expect(snapshotKey('c_A', 'getCoupons', { list: 'available', language: 'en' })).toBe(
      snapshotKey('c_A', 'getCoupons', { language: 'en', list: 'available' }),
    );
    expect(snapshotKey('c_A', 'getRepayments', { orderId: 'o-1' })).not.toBe(
      snapshotKey('c_A', 'getRepayments', undefined),
    );
  });

  it('keep nothing without a borrower, for other queries, or for later message pages', () => {
    expect(snapshotKey('', 'getLoanHome', undefined)).toBeNull();
    expect(snapshotKey('c_A', 'getMe', undefined)).toBeNull();
    expect(snapshotKey('c_A', 'getQuote', { id: 'q' })).toBeNull();
    const first = { tab: 'notify', cursor: null, language: 'en' };
    expect(snapshotKey('c_A', 'getMessagePage', first)).toBe(
      'snapshot:c_A:getMessagePage:{"cursor":null,"language":"en","tab":"notify"}',
    );
    expect(snapshotKey('c_A', 'getMessagePage', { ...first, cursor: 'x' })).toBeNull();
  });

  it('belong to their borrower for the sign-out and other-borrower purges', () => {
    const key = snapshotKey('c_A', 'getLoanHome', undefined)!;
    expect(OWNED_KEY.exec(key)?.[2]).toBe('c_A');
    expect(key.startsWith(snapshotPrefix('c_A'))).toBe(true);
    expect(key.startsWith(snapshotPrefix('c_AB'))).toBe(false);
  });
});
