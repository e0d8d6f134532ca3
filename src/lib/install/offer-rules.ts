import { INSTALLED_KEY } from './install-prompt';

/**
 * When the install offer may show (docs/install.md#offer): never inside the native shell, never
 * once the app runs from the home screen or was installed from this browser, and not for
 * DISMISS_DAYS after the borrower said "Not now".
 */
export const DISMISS_DAYS = 14;
export const DISMISSED_KEY = 'installOfferDismissedAt';

const DAY_MS = 24 * 60 * 60 * 1000;

export type OfferFacts = {
  inNativeShell: boolean;
  standalone: boolean;
  installed: boolean;
  /** When the borrower last dismissed the offer (ISO time), or null. */
  dismissedAt: string | null;
  now: Date;
};

export function mayOffer(facts: OfferFacts): boolean {
  if (facts.inNativeShell || facts.standalone || facts.installed) return false;
  if (!facts.dismissedAt) return true;
  const dismissed = Date.parse(facts.dismissedAt);
  if (Number.isNaN(dismissed)) return true;
  return facts.now.getTime() - dismissed >= DISMISS_DAYS * DAY_MS;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const readDismissedAt = (): string | null => read(DISMISSED_KEY);
export const readInstalled = (): boolean => read(INSTALLED_KEY) !== null;

export function recordDismissal(now = new Date()): void {
  try {
    localStorage.setItem(DISMISSED_KEY, now.toISOString());
  } catch {
    // Storage refused: the offer may come back sooner, which is harmless.
  }
}
