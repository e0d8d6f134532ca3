import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { CustomerService } from './customer-service';

const contacts = {
  hotLine: '+63 2 8000 0000',
  serviceEmail: 'support@sulong.cash.example',
  serviceHours: { opens: '09:00', closes: '18:00' },
};

afterEach(() => vi.useRealTimers());

describe('the customer service card (docs/care.md#customer-service-hours)', () => {
  it('says closed before opening time, with the contacts anyway', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 08:30 in Manila.
    vi.setSystemTime(new Date('2026-05-04T00:30:00Z'));
    renderWithProviders(<CustomerService contacts={contacts} />);
    expect(screen.getByText('Closed · opens 9:00 AM')).toBeVisible();
    expect(screen.getByRole('link', { name: '+63 2 8000 0000' })).toHaveAttribute(
      'href',
      'tel:+63280000000',
    );
    expect(screen.getByRole('link', { name: 'support@sulong.cash.example' })).toHaveAttribute(
      'href',
      'mailto:support@sulong.cash.example',
    );
  });

  it('lists the chat channels it is given, none when there are none', () => {
    const { unmount } = renderWithProviders(
      <CustomerService
        contacts={{ ...contacts, messengerUrl: 'https://m.me/sulong.cash.example', viberUrl: null }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Chat on Messenger' })).toHaveAttribute(
      'href',
      'https://m.me/sulong.cash.example',
    );
    expect(screen.queryByRole('link', { name: 'Chat on Viber' })).toBeNull();
    unmount();
    renderWithProviders(<CustomerService contacts={contacts} />);
    expect(screen.queryByRole('link', { name: /^Chat on/ })).toBeNull();
  });

  it('says open during the hours, with the closing time', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-04T01:00:00Z'));
    renderWithProviders(<CustomerService contacts={contacts} />);
    expect(screen.getByText('Open now · until 6:00 PM')).toBeVisible();
  });
});
