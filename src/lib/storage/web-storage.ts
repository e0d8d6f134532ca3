/**
 * The session and local storage keys (docs/navigation.md#storage-keys). Reads and writes never
 * throw: Safari in private mode and some WebViews refuse storage, and a refused write must not
 * break navigation.
 */
export const STORAGE_KEYS = {
  language: 'language',
  standalone: 'standalone',
  isBrowser: 'isBrowser',
  promotion: 'promotion',
  deviceId: 'deviceId',
  keptHome: 'keptHome',
} as const;

export type Promotion = { campaign: string; adgroup: string; creative: string };

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Storage full or refused: the app keeps working without the remembered value.
  }
}

export function storageKeys(which: Area): string[] {
  const storage = area(which);
  if (!storage) return [];
  return Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').filter(Boolean);
}

export function readPromotion(): Promotion | null {
  const raw = readStorage('session', STORAGE_KEYS.promotion);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Promotion;
  } catch {
    return null;
  }
}
