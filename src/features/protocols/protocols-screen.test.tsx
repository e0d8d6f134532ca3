import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgreedDisclosure, ProtocolsView } from '@contract/care/protocols-api';
import english from '@/lang/en.json';
import { fakeApi, renderRoute } from '../../../tests/support/fake-api';
import ProtocolsScreen from './protocols-screen';

afterEach(() => vi.unstubAllGlobals());

const ORDER = '7d3f6a52-3c1e-4a8b-9a43-2f7e9c1d5b60';
const INTENT = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
const SIGNED_IN = {
  publicData: { customerId: 'c-1', token: 't', phone_number: '+639171234567', app_type: null },
};
const render = (route = '/protocols') =>
  renderRoute('/protocols', <ProtocolsScreen />, { route, messages: english, core: SIGNED_IN });

const VIEW: ProtocolsView = {
  consents: [
    {
      document: 'privacy',
      version: '1',
      effectiveDate: '2026-11-21',
      agreedAt: '2026-12-01T02:00:00Z',
    },
    {
      document: 'terms',
      version: '1',
      effectiveDate: '2026-11-21',
      agreedAt: '2026-12-01T02:00:00Z',
    },
  ],
  loans: [
    {
      orderId: ORDER,
      orderNo: 'SC261201ABCDEF',
      signedAt: '2026-12-02T02:00:00Z',
      documents: [{ kind: 'keyFacts', version: 'keyFacts/2026-11.1' }],
    },
  ],
  extensions: [
    {
      intentId: INTENT,
      orderId: ORDER,
      orderNo: 'SC261201ABCDEF',
      agreedAt: '2026-12-09T02:00:00Z',
    },
  ],
};

describe('/protocols', () => {
  it('lists the legal versions with their dates, the signed loan and the extension', async () => {
    fakeApi({ 'GET /api/account/protocols': () => ({ body: VIEW }) });
    render();
    const legal = await screen.findByRole('region', { name: 'Privacy policy and terms' });
    expect(
      within(legal).getAllByText(
        /Version 1 · in effect since Nov 21, 2026 · you agreed on Dec 1, 2026/,
      ),
    ).toHaveLength(2);
    fireEvent.click(screen.getByRole('link', { name: 'Loan SC261201ABCDEF' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/bill?order=${ORDER}`);
  });

  it('opens an extension’s disclosure as agreed, money as pesos', async () => {
    const agreed: AgreedDisclosure = {
      intentId: INTENT,
      orderNo: 'SC261201ABCDEF',
      agreedAt: '2026-12-09T02:00:00Z',
      language: 'en',
      disclosure: {
        principalCentavos: 300_000,
        days: 7,
        feeCentavos: 30_000,
        financeChargeCentavos: 30_000,
        repaymentAtDueCentavos: 330_000,
        totalCentavos: 360_000,
        newDueDate: '2026-12-16',
        eirPerMonth: 0.1,
      },
    };
    fakeApi({ [`GET /api/loan/repayment/intents/${INTENT}/disclosure`]: () => ({ body: agreed }) });
    render(`/protocols?intent=${INTENT}`);
    const section = await screen.findByRole('region', {
      name: 'Extension disclosure statement, loan SC261201ABCDEF',
    });
    expect(section).toHaveTextContent('Principal₱3,000.00');
    expect(section).toHaveTextContent('New due dateDec 16, 2026');
  });

  it('shows a failure with a retry', async () => {
    fakeApi({ 'GET /api/account/protocols': () => 'offline' });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your documents could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
