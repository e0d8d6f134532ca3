import { act, fireEvent, screen } from '@testing-library/react';
import type * as ReactRouter from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CouponCard } from './coupon-card';
import { COUPON_ID, couponItem, renderAt } from './testing/coupons-kit';

const navigate = vi.fn();
vi.mock('react-router-dom', async (importOriginal) => ({
  ...(await importOriginal<typeof ReactRouter>()),
  useNavigate: () => navigate,
}));

afterEach(() => {
  vi.useRealTimers();
  navigate.mockReset();
});

const go = { to: `/allWithdraw?coupon=${COUPON_ID}`, block: null } as const;

describe('CouponCard', () => {
  it('shows the amount, what it lowers, the minimum and the Manila date it is valid until', () => {
    renderAt(
      '/coupon',
      <CouponCard
        coupon={couponItem({ minCentavos: 300_000, title: 'Summer treat' })}
        target={go}
      />,
    );
    const card = screen.getByRole('article', { name: 'Summer treat' });
    expect(card).toHaveTextContent('₱50.00 off');
    expect(card).toHaveTextContent('For: the charges of a new loan');
    expect(card).toHaveTextContent('For loans of ₱3,000.00 or more');
    expect(card).toHaveTextContent('Valid until Apr 10, 2026');
  });

  it('names a coupon by its type, and says what holds a reserved one', () => {
    renderAt(
      '/coupon',
      <CouponCard
        coupon={couponItem({
          type: 'repayment',
          appliesTo: 'payInFull',
          status: 'reserved',
          reservedFor: { kind: 'payment', orderId: 'o-1' },
        })}
        target={{ to: null, block: 'whenReleased' }}
      />,
    );
    const card = screen.getByRole('article', { name: 'Repayment coupon' });
    expect(card).toHaveTextContent('For: paying a loan in full');
    expect(card).toHaveTextContent('Held for your payment in progress');
    const use = screen.getByRole('button', { name: 'Use the ₱50.00 coupon' });
    expect(use).toBeDisabled();
    expect(use).toHaveAccessibleDescription(
      'You can use it again if that one does not go through.',
    );
  });

  it('goes where the coupon applies once, however often Use is tapped within 1000 ms', () => {
    vi.useFakeTimers();
    renderAt('/coupon', <CouponCard coupon={couponItem()} target={go} />);
    const use = screen.getByRole('button', { name: 'Use the ₱50.00 coupon' });
    fireEvent.click(use);
    fireEvent.click(use);
    act(() => vi.advanceTimersByTime(999));
    fireEvent.click(use);
    expect(navigate.mock.calls).toEqual([[`/allWithdraw?coupon=${COUPON_ID}`]]);
    act(() => vi.advanceTimersByTime(1));
    fireEvent.click(use);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('on /couponInvalid shows when it was used, expired or became unusable, with no Use', () => {
    renderAt(
      '/couponInvalid',
      <>
        <CouponCard coupon={couponItem({ status: 'used', usedAt: '2026-03-12T05:45:00.000Z' })} />
        <CouponCard coupon={couponItem({ id: 'b', status: 'expired', type: 'cash' })} />
        <CouponCard coupon={couponItem({ id: 'c', status: 'invalid', type: 'platform' })} />
      </>,
    );
    expect(screen.getByRole('article', { name: 'Loan coupon' })).toHaveTextContent(
      'Used on Mar 12, 2026, 1:45 PM',
    );
    expect(screen.getByRole('article', { name: 'Cash coupon' })).toHaveTextContent(
      'Expired on Apr 10, 2026',
    );
    expect(screen.getByRole('article', { name: 'Promo coupon' })).toHaveTextContent(
      'No longer usable',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names the home-screen bonus and says it is only for paying in full', () => {
    renderAt(
      '/coupon',
      <CouponCard
        coupon={couponItem({
          type: 'repayment',
          appliesTo: 'payInFull',
          deductionCentavos: 20_000,
          fullRepaymentOnly: true,
          source: 'homeScreenBonus',
        })}
        target={{ to: null, block: 'whenRepaying' }}
      />,
    );
    const card = screen.getByRole('article', { name: 'Home-screen bonus' });
    expect(card).toHaveTextContent('₱200.00 off');
    expect(card).toHaveTextContent('For: paying a loan in full');
    expect(card).toHaveTextContent(
      'Only for paying a loan in full, not for an extension or a part payment',
    );
  });
});
