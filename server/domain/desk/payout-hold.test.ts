import { describe, expect, it } from 'vitest';
import { payoutHoldReasons } from './payout-hold.ts';

const at = new Date('2026-11-29T03:00:00Z');
const hoursBefore = (hours: number) => new Date(at.getTime() - hours * 3600_000);

describe('payoutHoldReasons', () => {
  it('pays an account nobody else uses and that was not changed lately', () => {
    expect(payoutHoldReasons({ otherOwners: 0, lastChangedAt: null, at })).toEqual([]);
    expect(payoutHoldReasons({ otherOwners: 0, lastChangedAt: hoursBefore(24), at })).toEqual([]);
  });

  it('holds an account another borrower uses or one changed in the last 24 hours', () => {
    expect(payoutHoldReasons({ otherOwners: 2, lastChangedAt: null, at })).toEqual([
      'accountMatch',
    ]);
    expect(
      payoutHoldReasons({
        otherOwners: 0,
        lastChangedAt: new Date(hoursBefore(24).getTime() + 1),
        at,
      }),
    ).toEqual(['accountChanged']);
    expect(payoutHoldReasons({ otherOwners: 1, lastChangedAt: hoursBefore(1), at })).toEqual([
      'accountMatch',
      'accountChanged',
    ]);
  });
});
