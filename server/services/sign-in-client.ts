import { DEVICE_ID_PATTERN } from '../../contract/device-id.ts';
import { hmac, sha256 } from '../lib/secrets.ts';

/** What a sign-in route tells the services about the caller. */
export interface SignInClient {
  /** The client address as the proxy trust allows (docs/security.md#proxy-trust), IPv6 by /64. */
  ip: string;
  /** The X-Device-Id header as sent, if any. */
  deviceId: string | null;
  userAgent: string | null;
  /** The request's logger, for the alerts of the sign-in rules. */
  log: { warn: (details: object, message: string) => void };
}

export interface ClientKeys {
  /** Counter key of the address. */
  ip: string;
  /** Counter key of the device: its id, else a digest of its user agent. */
  device: string;
  /** Keyed hash of address and device: the "client" wrong codes are counted on. */
  client: Uint8Array;
}

/**
 * The keys a caller is counted by (docs/security.md#client-identity). The app sends a random
 * device id; a caller that sends none (a script, an old build) is counted by its user agent, so
 * leaving the header out does not escape the device count.
 */
/**
 * The keyed hash of the app's device id a session keeps, so the desk can see two customers on one
 * phone (docs/desk.md#matches) without the id itself; null when the caller sent none.
 */
export function sessionDeviceKey(pepper: string, client: SignInClient): Uint8Array | null {
  return client.deviceId && DEVICE_ID_PATTERN.test(client.deviceId)
    ? hmac(pepper, 'session-device', client.deviceId)
    : null;
}

export function clientKeys(pepper: string, client: SignInClient): ClientKeys {
  const device =
    client.deviceId && DEVICE_ID_PATTERN.test(client.deviceId)
      ? `id:${client.deviceId}`
      : `ua:${sha256(client.userAgent ?? '').toString('base64url')}`;
  return {
    ip: client.ip,
    device,
    client: hmac(pepper, 'sign-in-client', `${client.ip}\n${device}`),
  };
}
