import type { AppType } from '@/lib/core/core-slice';
import { nativeBridge } from '@/platform/bridge';

/** The four device details the signed record keeps (docs/bridge.md#replies). */
export type ShellDevice = {
  model: string | null;
  os: string | null;
  osVersion: string | null;
  appVersion: string | null;
};

const DEVICE_FIELDS = ['model', 'os', 'osVersion', 'appVersion'] as const;
const DEVICE_TEXT_MAX = 40;

/**
 * Reads the shell's `deviceInfo` reply defensively: only the four named fields, strings cut to 40
 * characters, anything else dropped. Undefined when the reply holds none of them.
 */
export function readDeviceInfo(reply: unknown): ShellDevice | undefined {
  if (!reply || typeof reply !== 'object') return undefined;
  const source = reply as Record<string, unknown>;
  const pick = (key: (typeof DEVICE_FIELDS)[number]) => {
    const value = source[key];
    return typeof value === 'string' && value.trim()
      ? value.trim().slice(0, DEVICE_TEXT_MAX)
      : null;
  };
  const device: ShellDevice = {
    model: pick('model'),
    os: pick('os'),
    osVersion: pick('osVersion'),
    appVersion: pick('appVersion'),
  };
  return DEVICE_FIELDS.some((key) => device[key] !== null) ? device : undefined;
}

/** How long signing waits for the shell's `deviceInfo` before going without it. */
export const DEVICE_INFO_WAIT_MS = 1000;

/** Asks the shell for its device details; undefined in a browser, on no answer or after the wait. */
export async function askDeviceInfo(appType: AppType | null): Promise<ShellDevice | undefined> {
  if (appType === null) return undefined;
  const timeout = new Promise<undefined>((resolve) =>
    setTimeout(() => resolve(undefined), DEVICE_INFO_WAIT_MS),
  );
  return readDeviceInfo(await Promise.race([nativeBridge.deviceInfo(appType), timeout]));
}
