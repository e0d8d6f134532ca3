import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as idb from '../../../tests/support/memory-idb';

vi.mock('idb-keyval', () => import('../../../tests/support/memory-idb'));

const { flushOutbox, queueRequest } = await import('./outbox');

const SESSION = { customerId: 'c-1', token: 't' };
const dispatch = vi.fn();
const reply = (status: number, body: string, type: string) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } })),
  );

beforeEach(async () => {
  idb.resetMemoryIdb();
  await idb.set('profile:c-1:basic', { name: 'Ana' });
  await queueRequest('c-1', 'basic', {
    url: '/profile/basic',
    method: 'PUT',
    body: { name: 'Ana' },
    clearOnSent: ['profile:c-1:basic'],
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('flushOutbox (docs/offline.md#outbox)', () => {
  it('a captive portal’s 200 page is not the server’s answer: the save and its draft stay', async () => {
    reply(200, '<html><body>Sign in to the Wi-Fi</body></html>', 'text/html');
    expect(await flushOutbox(SESSION, dispatch)).toBe(1);
    expect(await idb.get('profile:c-1:basic')).toEqual({ name: 'Ana' });
  });

  it('a proxy’s JSON error is not the server’s refusal: the save and its draft stay', async () => {
    reply(403, '{"error":"Forbidden","status":403}', 'application/json');
    expect(await flushOutbox(SESSION, dispatch)).toBe(1);
    expect(await idb.get('profile:c-1:basic')).toEqual({ name: 'Ana' });
  });

  it('our refusal drops the save; its draft stays to show the error when saved again', async () => {
    reply(400, '{"code":"VALIDATION_FAILED","message":"x"}', 'application/json');
    expect(await flushOutbox(SESSION, dispatch)).toBe(0);
    expect(await idb.get('profile:c-1:basic')).toEqual({ name: 'Ana' });
  });

  it('our answer sends it: the save leaves the queue and its draft goes', async () => {
    reply(200, '{"section":"basic"}', 'application/json; charset=utf-8');
    expect(await flushOutbox(SESSION, dispatch)).toBe(0);
    expect(await idb.get('profile:c-1:basic')).toBeUndefined();
  });
});
