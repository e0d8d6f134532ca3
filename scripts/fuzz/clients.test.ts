import { describe, expect, it } from 'vitest';
import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN } from '../../contract/device-id.ts';
import { clientPool, pickClient } from './clients.ts';
import { Random } from './random.ts';
import { SETUP_CLIENT } from './sandbox.ts';

describe('the fuzzed clients', () => {
  it("are many, none of them the sandbox's own or the default one, mostly with a device id", () => {
    const random = new Random(7);
    const pool = clientPool(random);
    const picked = Array.from({ length: 1_000 }, () => pickClient(pool, random));
    const addresses = new Set(picked.map((client) => client.remoteAddress));
    expect(addresses.size).toBeGreaterThan(30);
    expect(addresses.has(SETUP_CLIENT.remoteAddress)).toBe(false);
    expect(addresses.has('127.0.0.1')).toBe(false);
    expect([...addresses].some((address) => address.includes(':'))).toBe(true);
    const ids = picked.map((client) => client.headers[DEVICE_ID_HEADER]);
    const wellFormed = ids.filter((id) => id !== undefined && DEVICE_ID_PATTERN.test(id));
    expect(wellFormed.length).toBeGreaterThan(700);
    expect(wellFormed.length).toBeLessThan(1_000);
  });
});
