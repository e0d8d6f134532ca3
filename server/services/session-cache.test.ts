import { describe, expect, it } from 'vitest';
import type { SessionRow } from '../repositories/sessions.ts';
import {
  SESSION_CACHE_MAX,
  SESSION_CACHE_MS,
  createSessionCache,
  endedSessionsPayload,
} from './session-cache.ts';

const row = (sessionId: string, customerId = `customer-${sessionId}`): SessionRow => ({
  sessionId,
  customerId,
  publicId: `c_${customerId}`,
  phone: '+639170000000',
  customerCreatedAt: new Date(0),
  lastUsedAt: new Date(0),
});

function liveCache() {
  let time = 1_000;
  const cache = createSessionCache(() => time);
  cache.live(true);
  return { cache, advance: (ms: number) => (time += ms) };
}

describe('session cache', () => {
  it('keeps nothing until notifications are live, and forgets all when they are lost', () => {
    const cache = createSessionCache(() => 0);
    cache.put('a', row('1'), cache.generation());
    expect(cache.get('a')).toBeNull();

    cache.live(true);
    cache.put('a', row('1'), cache.generation());
    expect(cache.get('a')).toEqual(row('1'));

    cache.live(false);
    expect(cache.get('a')).toBeNull();
    cache.live(true);
    expect(cache.get('a')).toBeNull();
  });

  it('trusts a session for SESSION_CACHE_MS after it was read', () => {
    const { cache, advance } = liveCache();
    cache.put('a', row('1'), cache.generation());
    advance(SESSION_CACHE_MS - 1);
    expect(cache.get('a')).not.toBeNull();
    advance(1);
    expect(cache.get('a')).toBeNull();
  });

  it('forgets an ended session, or every session of an ended customer, and nothing else', () => {
    const { cache } = liveCache();
    cache.put('a', row('1', 'x'), cache.generation());
    cache.put('b', row('2', 'x'), cache.generation());
    cache.put('c', row('3', 'y'), cache.generation());

    cache.notified(endedSessionsPayload({ sessionId: '1' }));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((r) => r?.sessionId)).toEqual([
      undefined,
      '2',
      '3',
    ]);
    cache.ended({ customerId: 'x' });
    expect([cache.get('b'), cache.get('c')].map((r) => r?.sessionId)).toEqual([undefined, '3']);
  });

  it('does not keep a read that started before a session ended (it may have seen it live)', () => {
    const { cache } = liveCache();
    const before = cache.generation();
    cache.notified(endedSessionsPayload({ sessionId: '1' }));
    cache.put('a', row('1'), before);
    expect(cache.get('a')).toBeNull();

    const beforeLive = cache.generation();
    cache.live(false);
    cache.live(true);
    cache.put('a', row('1'), beforeLive);
    expect(cache.get('a')).toBeNull();
  });

  it('forgets everything on a message it cannot read', () => {
    const { cache } = liveCache();
    cache.put('a', row('1'), cache.generation());
    cache.notified('something else');
    expect(cache.get('a')).toBeNull();
  });

  it(`holds at most ${SESSION_CACHE_MAX} sessions, dropping the oldest read`, () => {
    const { cache } = liveCache();
    for (let i = 0; i <= SESSION_CACHE_MAX; i += 1)
      cache.put(`k${i}`, row(`${i}`), cache.generation());
    expect(cache.size()).toBe(SESSION_CACHE_MAX);
    expect(cache.get('k0')).toBeNull();
    expect(cache.get(`k${SESSION_CACHE_MAX}`)).not.toBeNull();
  });
});
