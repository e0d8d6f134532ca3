import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CouponListScreen from './coupon-list-screen';
import InvalidCouponsScreen from './invalid-coupons-screen';
import { COUPON_ID, couponItem, fakeApi, renderAt } from './testing/coupons-kit';

afterEach(() => vi.unstubAllGlobals());

const home = { blockedBy: null, quotaCentavos: 650_000, currentOrder: null };

describe('/coupon', () => {
  it('lists the coupons and takes Use to /allWithdraw with the coupon', async () => {
    const server = fakeApi({
      'GET /api/coupons': () => ({ body: { available: [couponItem()] } }),
      'GET /api/loan/home': () => ({ body: home }),
    });
    renderAt('/coupon', <CouponListScreen />, { core: {} });
    const use = await screen.findByRole('button', { name: 'Use the ₱50.00 coupon' });
    await waitFor(() => expect(use).toBeEnabled());
    expect(server.to('/api/coupons')[0]!.search).toBe('?list=available&language=en');
    fireEvent.click(use);
    expect(screen.getByTestId('location')).toHaveTextContent(`/allWithdraw?coupon=${COUPON_ID}`);
  });

  it('says there is no coupon to use now, and links to the expired and used ones', async () => {
    fakeApi({
      'GET /api/coupons': () => ({ body: { available: [] } }),
      'GET /api/loan/home': () => ({ body: home }),
    });
    renderAt('/coupon', <CouponListScreen />);
    // True also for a borrower who used the welcome coupon: no "you get one when approved".
    const empty = await screen.findByText(/^No coupons to use right now\./);
    expect(empty).toHaveTextContent('under “Expired and used coupons” below');
    expect(empty).not.toHaveTextContent(/approved/);
    fireEvent.click(screen.getByRole('link', { name: 'Expired and used coupons' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/couponInvalid');
  });

  it('shows a failure with the reason and a retry that loads again', async () => {
    let fail = true;
    fakeApi({
      'GET /api/coupons': () =>
        fail ? 'offline' : { body: { available: [couponItem({ title: 'Back again' })] } },
      'GET /api/loan/home': () => ({ body: home }),
    });
    renderAt('/coupon', <CouponListScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your coupons.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Back again' })).toBeInTheDocument();
  });
});

describe('/couponInvalid', () => {
  it('splits expired and used into tabs, the used with their time', async () => {
    fakeApi({
      'GET /api/coupons': () => ({
        body: {
          expired: [couponItem({ status: 'invalid' })],
          used: [
            couponItem({ id: 'u1', status: 'used', usedAt: '2026-03-12T05:45:00.000Z' }),
            couponItem({ id: 'u2', status: 'used', usedAt: '2026-03-11T05:45:00.000Z' }),
          ],
        },
      }),
    });
    renderAt('/couponInvalid', <InvalidCouponsScreen />);
    const expired = await screen.findByRole('tab', { name: 'Expired (1)' });
    expect(expired).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No longer usable');
    fireEvent.click(screen.getByRole('tab', { name: 'Used (2)' }));
    const panel = screen.getByRole('tabpanel', { name: 'Used (2)' });
    expect(within(panel).getAllByRole('article')).toHaveLength(2);
    expect(panel).toHaveTextContent('Used on Mar 12, 2026, 1:45 PM');
  });

  it('says when a tab is empty', async () => {
    fakeApi({ 'GET /api/coupons': () => ({ body: { expired: [], used: [] } }) });
    renderAt('/couponInvalid', <InvalidCouponsScreen />);
    expect(await screen.findByText('No expired coupons.')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Expired (0)' }), { key: 'ArrowRight' });
    expect(screen.getByText('You have not used a coupon yet.')).toBeInTheDocument();
  });
});
