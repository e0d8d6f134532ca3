import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeyFactsPublicView } from '@contract/loan/api';
import english from '@/lang/en.json';
import { renderWithProviders } from '../../../tests/support/render';
import KeyFactsScreen from './key-facts-screen';

const ORDER_ID = '7d3f6a52-3c1e-4a8b-9a43-2f7e9c1d5b60';
const SIG = 'Zm9vYmFyYmF6cXV4cXV1eGZvb2JhcmJhenF1eHF1dXg';
const LINK = `/KSResult?order=${ORDER_ID}&expires=1777777777&sig=${SIG}`;

const VIEW: KeyFactsPublicView = {
  orderNo: 'SC260412ABC234',
  expiresAt: '2026-05-12T03:15:00.000Z',
  document: {
    kind: 'keyFacts',
    version: 'keyFacts/2026-04',
    language: 'en',
    title: 'Key Fact Statement (Disclosure Statement)',
    blocks: [
      { type: 'facts', rows: [{ label: 'Net proceeds', value: '₱4,567.00', strong: true }] },
      { type: 'paragraph', text: 'You have the right to a copy of this statement.' },
    ],
    hash: 'b'.repeat(64),
  },
};

const contacts = {
  proName: 'Sulong Cash',
  hotLine: '+63 2 8123 4567',
  serviceEmail: 'help@sulong.example',
  serviceHours: { opens: '09:00', closes: '18:00' },
};

/** The public API only: /KSResult must work for a visitor with no session. */
function serve(reply: { status?: number; body: unknown }) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      // RTK Query sends a Request; the config without the API layer, a path.
      const request = typeof input === 'string' ? new Request(input, init) : input;
      requests.push(request);
      const url = new URL(request.url);
      const answer = url.pathname === '/api/config' ? { body: contacts } : reply;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const NativeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NativeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        const { signal: _signal, ...rest } = init ?? {};
        super(typeof input === 'string' ? new URL(input, 'http://localhost').href : input, rest);
      }
    },
  );
  return requests;
}

function open(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/KSResult" element={<KeyFactsScreen />} />
    </Routes>,
    { route, messages: english },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/KSResult (no login)', () => {
  it('shows the signed key fact statement with its order number and link expiry', async () => {
    const requests = serve({ body: VIEW });
    open(LINK);
    expect(
      await screen.findByRole('heading', { name: 'Key Fact Statement (Disclosure Statement)' }),
    ).toBeVisible();
    expect(screen.getByText('SC260412ABC234')).toBeVisible();
    expect(screen.getByText('May 12, 2026, 11:15 AM')).toBeVisible();
    expect(screen.getByText('₱4,567.00')).toBeVisible();
    const call = requests.find((r) => r.url.includes('/api/public/key-facts'))!;
    const query = new URL(call.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      order: ORDER_ID,
      expires: '1777777777',
      sig: SIG,
      language: 'en',
    });
    // A signed-out visitor: nothing to authorise with.
    expect(call.headers.get('authorization')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks in the language the visitor chose', async () => {
    localStorage.setItem('language', 'ph');
    const requests = serve({ body: VIEW });
    open(LINK);
    await screen.findByText('SC260412ABC234');
    const call = requests.find((r) => r.url.includes('/api/public/key-facts'))!;
    expect(new URL(call.url).searchParams.get('language')).toBe('ph');
  });

  it('an expired link says so and offers customer service', async () => {
    serve({ status: 410, body: { code: 'LINK_EXPIRED', message: 'expired' } });
    open(LINK);
    expect(await screen.findByRole('alert')).toHaveTextContent(/This link has expired\./);
    expect(await screen.findByRole('heading', { name: 'Customer service' })).toBeVisible();
    expect(screen.getByRole('link', { name: '+63 2 8123 4567' })).toHaveAttribute(
      'href',
      'tel:+63281234567',
    );
  });

  it('a tampered link is not found, with customer service', async () => {
    serve({ status: 404, body: { code: 'NOT_FOUND', message: 'bad signature' } });
    open(LINK);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(await screen.findByRole('heading', { name: 'Customer service' })).toBeVisible();
  });

  it('an incomplete link is not valid and nothing is asked', async () => {
    const requests = serve({ body: VIEW });
    open(`/KSResult?order=${ORDER_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(requests.filter((r) => r.url.includes('/api/public/key-facts'))).toHaveLength(0);
  });

  it('a network failure offers to try again', async () => {
    serve({ status: 503, body: 'unavailable' });
    open(LINK);
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot connect to the network');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
