/* Test-only: a fake /api for screen tests, and a screen rendered at its route with a probe. */
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { CoreState } from '@/lib/core/core-slice';
import { renderWithProviders } from './render';

const NativeRequest = globalThis.Request;

/** RTK Query builds `new Request('/api/…')`: Node's Request needs an absolute URL and its own signal. */
class SameOriginRequest extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const url = typeof input === 'string' ? new URL(input, 'http://localhost').href : input;
    const { signal: _signal, ...rest } = init ?? {};
    super(url, rest);
  }
}

export type FakeCall = {
  method: string;
  path: string;
  /** The query as sent, e.g. `?tab=history`. */
  search: string;
  params: URLSearchParams;
  /** The parsed JSON body; undefined for a GET or an empty body. */
  body: unknown;
  authorization: string | null;
};
/** 'offline' makes fetch fail as it does without a network. */
export type FakeReply = { status?: number; body: unknown; type?: string } | 'offline';
export type FakeHandler = (body: unknown, params: URLSearchParams, call: FakeCall) => FakeReply;

/** Answers /api requests by "METHOD /path"; records each request. Unknown routes get 404. */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url, 'http://localhost');
      const text = request.method === 'GET' ? '' : await request.text();
      const call: FakeCall = {
        method: request.method,
        path: url.pathname,
        search: url.search,
        params: url.searchParams,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        authorization: request.headers.get('authorization'),
      };
      calls.push(call);
      const handler = routes[`${request.method} ${url.pathname}`];
      const reply = handler
        ? handler(call.body, call.params, call)
        : { status: 404, body: { code: 'NOT_FOUND', message: 'not found' } };
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return new Response(
        typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body),
        {
          status: reply.status ?? 200,
          headers: { 'content-type': reply.type ?? 'application/json' },
        },
      );
    }),
  );
  vi.stubGlobal('Request', SameOriginRequest);
  return {
    calls,
    sent: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
    to: (path: string) => calls.filter((c) => c.path === path),
    count: (path: string) => calls.filter((c) => c.path === path).length,
  };
}

/** Where the app went, for screens that navigate away. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

/** Renders a screen at its route (the address may carry a query); every other route the probe. */
export function renderRoute(
  path: string,
  screen: ReactElement,
  options: { route?: string; core?: Partial<CoreState>; messages?: Record<string, string> } = {},
) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={screen} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { ...options, route: options.route ?? path },
  );
}
