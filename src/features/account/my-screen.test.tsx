import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoute } from '../../../tests/support/fake-api';
import MyScreen from './my-screen';

const SIGNED_IN = {
  publicData: { customerId: 'c-1', token: 't', phone_number: '+639171234567', app_type: null },
};

function showMy({ canChangeBank }: { canChangeBank: boolean }) {
  fakeApi({
    'GET /api/me': () => ({
      body: {
        customerId: 'c_7MZQ4K2XH9TB3WRE',
        phone: '+639171234567',
        createdAt: '2026-03-10T01:00:00.000Z',
      },
    }),
    'GET /api/profile/status': () => ({
      body: {
        status: 'approved',
        nextSection: null,
        completedCount: 8,
        totalCount: 8,
        application: null,
        canChangeBank,
      },
    }),
  });
  renderRoute('/my', <MyScreen />, { core: SIGNED_IN });
}

afterEach(() => vi.unstubAllGlobals());

describe('/my', () => {
  it('never shows an old sequential customer id kept on the phone', async () => {
    // Offline: only what the phone holds could be shown.
    fakeApi({ 'GET /api/me': () => 'offline', 'GET /api/profile/status': () => 'offline' });
    renderRoute('/my', <MyScreen />, {
      core: { publicData: { ...SIGNED_IN.publicData, customerId: '42' } },
    });
    await screen.findByRole('link', { name: 'My loans' });
    expect(screen.queryByText('42')).toBeNull();
  });

  it('shows the customer id the server answers', async () => {
    showMy({ canChangeBank: false });
    expect(await screen.findByText('c_7MZQ4K2XH9TB3WRE')).toBeInTheDocument();
  });

  it('links a repeat borrower to the bank change', async () => {
    showMy({ canChangeBank: true });
    expect(await screen.findByRole('link', { name: 'Change payout account' })).toHaveAttribute(
      'href',
      '/changeBank',
    );
    expect(screen.getByRole('link', { name: 'My loans' })).toHaveAttribute('href', '/billIndex');
    expect(screen.getByRole('link', { name: 'Payment record' })).toHaveAttribute(
      'href',
      '/repaidDetail?view=record',
    );
    expect(screen.getByRole('link', { name: 'Coupons' })).toHaveAttribute('href', '/coupon');
  });

  it('links to the help centre, customer service and about us (docs/care.md)', async () => {
    showMy({ canChangeBank: false });
    expect(await screen.findByRole('link', { name: 'Help centre' })).toHaveAttribute(
      'href',
      '/helpCenter',
    );
    expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      '/customerService',
    );
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/aboutUs');
  });

  it('links to Settings, where sign-out now is (docs/account.md#my-account)', async () => {
    showMy({ canChangeBank: false });
    expect(await screen.findByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/setup');
    expect(screen.getByText('+63 917 *** 4567')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('groups every place in four labelled lists of rows (docs/account.md#my-account)', async () => {
    showMy({ canChangeBank: true });
    const names = async (group: string) => {
      const region = await screen.findByRole('region', { name: group });
      return within(within(region).getByRole('list'))
        .getAllByRole('link')
        .map((link) => link.textContent);
    };
    expect(await names('Loans and payments')).toEqual([
      'My loans',
      'Payment record',
      'Coupons',
      'Change payout account',
      'Agreements and consents',
    ]);
    expect(await names('Profile and settings')).toEqual([
      'My profile',
      'Messages',
      'Settings',
      'Add to home screen',
    ]);
    expect(await names('Help and support')).toEqual([
      'Help centre',
      'Customer service',
      'Feedback and complaints',
    ]);
    expect(await names('Legal and about us')).toEqual([
      'Privacy Policy',
      'Terms and Conditions',
      'About us',
    ]);
    // Customer service once: a row, no second card repeating it.
    expect(screen.getAllByText(/Customer service/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/myProfile');
  });

  it('offers no bank change before a loan is settled', async () => {
    showMy({ canChangeBank: false });
    await screen.findByRole('link', { name: 'My loans' });
    // The status has arrived once the page has settled: still no link.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Change payout account' })).toBeNull();
  });
});
