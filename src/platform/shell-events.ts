import type { AppType } from '@/lib/core/core-slice';
import { readStorage, writeStorage } from '@/lib/storage/web-storage';
import { nativeBridge, reportEvent, type ShellEvent } from './bridge';

/*
 * The shell flows beyond single calls (docs/bridge.md#flows): events told once per subject.
 * `reportEvent` itself is in the bridge module; the device details sent with the signed record in
 * src/features/withdraw/shell-device.ts (the only flow that asks).
 */
export { nativeBridge, reportEvent };

/**
 * The last subject (application id, payment id) each once-only event was told for
 * (docs/navigation.md#storage-keys): nothing personal, only the random ids.
 */
export const EVENTS_REPORTED_KEY = 'shellEventsReported';

function reported(): Partial<Record<ShellEvent, string>> {
  try {
    const value = JSON.parse(readStorage('local', EVENTS_REPORTED_KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Partial<Record<ShellEvent, string>>) : {};
  } catch {
    return {};
  }
}

/**
 * An event about a subject the borrower may see again (home shows an approval on every visit, a
 * payment's page can be reopened): the shell hears it the first time on this phone only.
 */
export function reportEventOnce(
  appType: AppType | null,
  event: ShellEvent,
  subjectId: string,
): void {
  const seen = reported();
  if (appType === null || seen[event] === subjectId) return;
  writeStorage('local', EVENTS_REPORTED_KEY, JSON.stringify({ ...seen, [event]: subjectId }));
  reportEvent(appType, event);
}
