import { DEVICE_ID_PATTERN } from '@contract/device-id';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage/web-storage';

let current: string | null = null;

/** 16 random bytes, base64url; getRandomValues works where randomUUID does not (plain http). */
function drawId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * This browser's device id (docs/security.md#client-identity), sent with every API request so the
 * server counts sign-in risk per device. Drawn once and kept in localStorage; it says nothing
 * about the phone and outlives a sign-out, as the device does. Where storage is refused it lasts
 * the visit.
 */
export function deviceId(): string {
  if (current) return current;
  const stored = readStorage('local', STORAGE_KEYS.deviceId);
  current = stored && DEVICE_ID_PATTERN.test(stored) ? stored : drawId();
  if (current !== stored) writeStorage('local', STORAGE_KEYS.deviceId, current);
  return current;
}

/** Tests only: forget the id held in memory. */
export const forgetDeviceIdForTests = (): void => {
  current = null;
};
