import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoute } from '../../../tests/support/fake-api';
import { PUBLIC_CONFIG } from '../../../tests/support/public-config';
import AboutScreen from './about-screen';

const SIGNED_IN = {
  publicData: { customerId: 'c-1', token: 't', phone_number: '+639171234567', app_type: null },
};

beforeEach(() => vi.stubGlobal('__APP_VERSION__', '9.8.7'));
afterEach(() => vi.unstubAllGlobals());

describe('/aboutUs (docs/care.md#about-us)', () => {
  it('shows the lender, its SEC numbers, address, landline, website, the advice and both versions', async () => {
    fakeApi({
      'GET /api/config': () => ({
        body: { ...PUBLIC_CONFIG, secRegistrationNo: 'CS201912345', serverVersion: '1.2.3' },
      }),
    });
    renderRoute('/aboutUs', <AboutScreen />, { core: SIGNED_IN });
    const fact = (label: string) => screen.getByText(label).nextElementSibling;
    expect(
      await screen.findByRole('heading', { name: 'Sulong Lending Corporation' }),
    ).toBeVisible();
    expect(fact('SEC registration no.')).toHaveTextContent('CS201912345');
    expect(fact('Certificate of Authority no.')).toHaveTextContent('0001');
    expect(fact('Office address')).toHaveTextContent('Ayala Avenue, Makati City');
    expect(screen.getByRole('link', { name: '+63 2 8000 0001' })).toHaveAttribute(
      'href',
      'tel:+63280000001',
    );
    const website = screen.getByRole('link', { name: 'https://sulong.cash.example' });
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/Before you borrow, read the disclosure statement/)).toBeVisible();
    expect(fact('App version')).toHaveTextContent('9.8.7');
    expect(fact('Server version')).toHaveTextContent('1.2.3');
  });

  it('offers a retry when the company details cannot be loaded', async () => {
    let fail = true;
    fakeApi({
      'GET /api/config': () =>
        fail ? { status: 500, body: { code: 'INTERNAL', message: 'x' } } : { body: PUBLIC_CONFIG },
    });
    renderRoute('/aboutUs', <AboutScreen />, { core: SIGNED_IN });
    expect(await screen.findByText('The company details could not be loaded.')).toBeVisible();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('CS202600001')).toBeVisible();
  });
});
