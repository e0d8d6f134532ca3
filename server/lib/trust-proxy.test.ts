import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy.ts';

describe('parseTrustProxy (docs/security.md#proxy-trust)', () => {
  it('reads no proxy, a hop count and a list of addresses and networks', () => {
    expect(parseTrustProxy('false')).toEqual({ ok: true, value: false });
    expect(parseTrustProxy('0')).toEqual({ ok: true, value: false });
    expect(parseTrustProxy('2')).toEqual({ ok: true, value: 2 });
    expect(parseTrustProxy(' 10.0.0.0/8, 127.0.0.1,fd00::/8 ,loopback')).toEqual({
      ok: true,
      value: ['10.0.0.0/8', '127.0.0.1', 'fd00::/8', 'loopback'],
    });
  });

  it('refuses true, saying what to write instead', () => {
    const parsed = parseTrustProxy('true');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatch(/number of proxies.*e\.g\. 1.*addresses/);
  });

  it.each(['yes', '10.0.0.0/33', '::1/129', '10.0.0.1/8/1', '1.2.3', '10.0.0.1,', '-1', '101'])(
    'refuses %s',
    (raw) => {
      expect(parseTrustProxy(raw).ok).toBe(false);
    },
  );

  it('gives Fastify a hop count as a function of the hop, since Fastify 5 reads a number as none', () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect([0, 1, 2].map((hop) => trust('192.0.2.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});
