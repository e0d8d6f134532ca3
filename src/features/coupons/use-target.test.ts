import { describe, expect, it } from 'vitest';
import { couponUseTarget } from './use-target';

const withdrawal = { id: 'c1', appliesTo: 'withdrawal', status: 'available' } as const;
const payInFull = { id: 'c2', appliesTo: 'payInFull', status: 'available' } as const;
const free = { blockedBy: null, quotaCentavos: 650_000, currentOrder: null };
const repaying = {
  blockedBy: 'OUTSTANDING_REPAYMENT',
  quotaCentavos: 650_000,
  currentOrder: { id: 'o/1', status: 'repaying' },
} as never;

describe('couponUseTarget (docs/coupons.md#use-button)', () => {
  it('takes a withdrawal coupon to /allWithdraw when a withdrawal is possible', () => {
    expect(couponUseTarget(withdrawal, free)).toEqual({
      to: '/allWithdraw?coupon=c1',
      block: null,
    });
  });

  it('holds a withdrawal coupon while borrowing is blocked or not approved', () => {
    expect(couponUseTarget(withdrawal, repaying)).toEqual({ to: null, block: 'whenBorrowing' });
    expect(couponUseTarget(withdrawal, { ...free, quotaCentavos: null })).toEqual({
      to: null,
      block: 'whenBorrowing',
    });
  });

  it('takes a pay-in-full coupon to the repaying loan’s pay-in-full form', () => {
    expect(couponUseTarget(payInFull, repaying)).toEqual({
      to: '/repaidDetail?orderId=o%2F1&way=full&coupon=c2',
      block: null,
    });
    expect(couponUseTarget(payInFull, free)).toEqual({ to: null, block: 'whenRepaying' });
    const requested = { ...free, currentOrder: { id: 'o', status: 'requested' } } as never;
    expect(couponUseTarget(payInFull, requested)).toEqual({ to: null, block: 'whenRepaying' });
  });

  it('goes nowhere with a reserved coupon, or before the loan home is known', () => {
    expect(couponUseTarget({ ...withdrawal, status: 'reserved' }, free).block).toBe('whenReleased');
    expect(couponUseTarget(withdrawal, undefined).block).toBe('whenLoaded');
  });
});
