import { isIP } from 'node:net';

/**
 * Which proxies may name the client in X-Forwarded-For, in the forms Fastify's `trustProxy` takes:
 * none, the number of hops in front of the server, or the proxies' addresses and networks.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the reserved ranges; Fastify passes them through. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUE_REFUSED =
  'true trusts every hop, so any client can choose its own address with X-Forwarded-For; ' +
  'write the number of proxies in front of the server (e.g. 1 behind one load balancer) or ' +
  'their addresses (e.g. 10.0.0.0/8,127.0.0.1)';

function isAddressOrNetwork(item: string): boolean {
  if (NAMED_RANGES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as written by an operator (docs/security.md#proxy-trust): `false` or `0` for no
 * proxy, a hop count, or a comma list of addresses and CIDRs. `true` is refused rather than read
 * as one hop: what the operator meant cannot be known, and guessing wrong opens the per-address
 * limits to anyone.
 */
export function parseTrustProxy(
  raw: string,
): { ok: true; value: TrustProxy } | { ok: false; problem: string } {
  const value = raw.trim().toLowerCase();
  if (value === 'false') return { ok: true, value: false };
  if (value === 'true') return { ok: false, problem: TRUE_REFUSED };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 100) return { ok: false, problem: 'a hop count is at most 100' };
    return { ok: true, value: hops === 0 ? false : hops };
  }
  const items = value.split(',').map((item) => item.trim());
  const bad = items.filter((item) => !isAddressOrNetwork(item));
  if (bad.length > 0) {
    return {
      ok: false,
      problem: `not a hop count, an IP address or a CIDR network: ${bad.join(', ') || '(empty)'}`,
    };
  }
  return { ok: true, value: items };
}

/**
 * The setting as Fastify takes it. A bare hop count is a function: Fastify 5 reads a number as
 * "trust nobody", since counting hops cannot check who the nearest peer is. That is why a count
 * is only right when the server cannot be reached except through its proxies
 * (docs/security.md#proxy-trust).
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
