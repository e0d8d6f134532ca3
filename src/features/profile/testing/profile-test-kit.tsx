/* Test-only helpers for the profile screens: a profile answer, a fake /api, a route probe. */
import { Route, Routes, useLocation } from 'react-router-dom';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { ProfileView } from '@contract/profile/api';
import type { PublicData } from '@/lib/core/core-slice';
import english from '@/lang/en.json';
import { renderWithProviders } from '../../../../tests/support/render';

export const CUSTOMER_ID = 'c-1';
/** The signed-in borrower (same as contract/profile/test-kit REGISTERED_PHONE). */
export const REGISTERED_PHONE = '+639171234567';

export const CORE: { publicData: PublicData } = {
  publicData: {
    customerId: CUSTOMER_ID,
    token: 't',
    phone_number: REGISTERED_PHONE,
    app_type: null,
  },
};

export function profileView(patch: Partial<ProfileView> = {}): ProfileView {
  return {
    sections: {
      basic: null,
      basic2: null,
      address: null,
      work: null,
      contacts: null,
      identity: null,
      bank: null,
    },
    photos: { idDocument: null, face: null },
    completed: [],
    nextSection: 'basic',
    editable: true,
    canChangeBank: false,
    payoutFailed: false,
    status: 'incomplete',
    application: null,
    ...patch,
  };
}

const NativeRequest = globalThis.Request;

/**
 * RTK Query builds `new Request('/api/…')`; Node's Request needs an absolute URL, and jsdom's
 * AbortSignal is not Node's, so the page's origin is added and the signal left out.
 */
class SameOriginRequest extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const url = typeof input === 'string' ? new URL(input, 'http://localhost').href : input;
    const { signal: _signal, ...rest } = init ?? {};
    super(url, rest);
  }
}

type Reply = { status?: number; body: unknown };
type Handler = (body: unknown) => Reply;

/** Answers /api requests by "METHOD /path"; records what was sent. Unknown routes get 404. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    calls.push({ method: request.method, path: url.pathname, body });
    const handler = routes[`${request.method} ${url.pathname}`];
    const reply = handler
      ? handler(body)
      : { status: 404, body: { code: 'NOT_FOUND', message: 'not found' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('Request', SameOriginRequest);
  return {
    calls,
    sent: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}

/** Shows where the app went, for screens that navigate away. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  const where = pathname + search;
  return <p data-testid="location">{where}</p>;
}

/**
 * The English catalogue: validation texts are looked up by id in the loaded messages (they are
 * not bundled as descriptors), so screens showing errors need it, as the app has it.
 */
export const EN_MESSAGES: Record<string, string> = english;

/** Renders a screen at its route, with every other route showing the probe. */
export function renderScreen(
  path: string,
  screen: ReactElement,
  options: { route?: string; core?: typeof CORE } = {},
) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={screen} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { route: options.route ?? path, core: options.core ?? CORE, messages: EN_MESSAGES },
  );
}
