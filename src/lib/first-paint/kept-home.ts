import { manilaDate } from '@contract/calendar';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage/web-storage';

/**
 * Home as this borrower last saw it live today, kept so that a cold start paints it before any
 * script runs; the live page takes its place once its data is on screen
 * (docs/first-paint.md#kept-home). One entry for the phone: the last borrower's, in the language
 * they read it in. It goes at sign-out, and another borrower never sees it.
 */
type KeptHome = { customerId: string; language: string; day: string; html: string };

/** At most this much markup is kept: localStorage is small and read before the first paint. */
const MAX_HTML = 40_000;

export function keepHome(customerId: string, language: string, html: string): void {
  if (!customerId) return;
  // Too large, or not written (storage full): an older copy must not stand in for this one.
  if (html.length > MAX_HTML) return forgetKeptHome();
  const kept = JSON.stringify({ customerId, language, day: manilaDate(), html } satisfies KeptHome);
  writeStorage('local', STORAGE_KEYS.keptHome, kept);
  if (readStorage('local', STORAGE_KEYS.keptHome) !== kept) forgetKeptHome();
}

function readKept(): Partial<KeptHome> | null {
  try {
    const raw = readStorage('local', STORAGE_KEYS.keptHome);
    return raw ? (JSON.parse(raw) as Partial<KeptHome>) : null;
  } catch {
    return null;
  }
}

/**
 * This borrower's home of today (Manila) in this language, or null: figures of another day
 * (interest and due dates move daily) are not painted.
 */
export function readKeptHome(customerId: string, language: string): string | null {
  const kept = readKept();
  return customerId &&
    kept?.customerId === customerId &&
    kept.language === language &&
    kept.day === manilaDate() &&
    typeof kept.html === 'string'
    ? kept.html
    : null;
}

/** Removes the kept home, or only another borrower's when `except` is given. */
export function forgetKeptHome(except?: string): void {
  if (except && readKept()?.customerId === except) return;
  try {
    window.localStorage.removeItem(STORAGE_KEYS.keptHome);
  } catch {
    // Storage refused: nothing was kept.
  }
}

/**
 * Spread on what is news of this visit only (the install offer's "Added"): left out of the kept
 * copy, since the next start's live page will not show it, and the swap would move the page.
 */
export const NOT_KEPT = { 'data-not-kept': '' } as const;
export const NOT_KEPT_SELECTOR = '[data-not-kept]';
