import { DEVICE_ID_HEADER } from '../../contract/device-id.ts';
import type { Random } from './random.ts';

/*
 * Who the fuzzed requests come from (docs/architecture.md#fuzzing). Sign-in rules count wrong
 * codes per client, its address and device id (docs/security.md#client-identity), and lock it
 * after a few. From one client every sign-in would be locked most of the time, and what is
 * checked after the lock (the graphic code) never reached. So a few busy clients send much (one of
 * them locked), many quiet ones send little and stay open, and some requests carry no device id or
 * a malformed one (counted by their user agent instead).
 */

export interface FuzzClient {
  remoteAddress: string;
  /** The X-Device-Id header as sent; null sends none. */
  deviceId: string | null;
}

/** Share of requests from the busy clients. */
const BUSY_SHARE = 0.3;
const BUSY = 3;
const QUIET = 48;

/**
 * The first busy client. Fuzzed wrong codes are too few to lock a client (each code sent takes one
 * before its number needs a graphic code), so the sandbox locks this one at every cast
 * (scripts/fuzz/sandbox.ts): its sign-ins meet the lock, the other clients' go past it.
 */
export const LOCKED_CLIENT: FuzzClient = {
  remoteAddress: '203.0.113.1',
  deviceId: 'fuzz-busy-locked-client',
};

/** X-Device-Id values the server does not take as an id (docs/security.md#client-identity). */
const ODD_DEVICE_IDS = ['', 'short', 'x'.repeat(65), 'has space in it ok', '../../etc/passwd00'];

export interface ClientPool {
  busy: FuzzClient[];
  quiet: FuzzClient[];
}

/**
 * The clients of one run, drawn from its seed: addresses from the documentation ranges
 * (203.0.113.0/24 busy, 198.51.100.0/24 quiet) and unique local IPv6 (fd00:db8::/32 quiet), never
 * the sandbox's own sign-in client (192.0.2.1, scripts/fuzz/sandbox.ts) nor the default
 * 127.0.0.1. No group of four digits (2001:db8's "2001"): the log scan looks for the run's
 * 4-digit codes as whole words, and a code 2001 would be found in every IPv6 address.
 */
export function clientPool(random: Random): ClientPool {
  const device = () => `fuzz-${random.hex(20)}`;
  return {
    busy: [
      LOCKED_CLIENT,
      ...Array.from({ length: BUSY - 1 }, (_, i) => ({
        remoteAddress: `203.0.113.${i + 2}`,
        deviceId: device(),
      })),
    ],
    quiet: Array.from({ length: QUIET }, (_, i) => ({
      // Every third an IPv6 address, each in its own /64 (the server counts IPv6 by /64).
      remoteAddress: i % 3 === 2 ? `fd00:db8:0:${i.toString(16)}::${i + 1}` : `198.51.100.${i + 1}`,
      deviceId: device(),
    })),
  };
}

/** The client of one request, and the headers it adds. */
export function pickClient(
  pool: ClientPool,
  random: Random,
): { remoteAddress: string; headers: Record<string, string> } {
  const client = random.pick(random.chance(BUSY_SHARE) ? pool.busy : pool.quiet);
  const deviceId = random.weighted<string | null>([
    [85, client.deviceId],
    [10, null],
    [5, random.pick(ODD_DEVICE_IDS)],
  ]);
  return {
    remoteAddress: client.remoteAddress,
    headers: deviceId === null ? {} : { [DEVICE_ID_HEADER]: deviceId },
  };
}
