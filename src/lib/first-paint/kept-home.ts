import { manilaDate } from '@contract/calendar';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage/web-storage';

/**
 * Home as this borrower last saw it live today, kept so that a cold start paints it before any
 * script runs; the live page takes its place once its data is on screen
 * (docs/first-paint.md#kept-home). One entry for the phone: the last borrower's, in the language
 * they read it in. It goes at sign-out, and another borrower never sees it.
 */
type KeptHome = {
  customerId: string;
  language: string;
  day: string;
  html: string;
  /** The document's stylesheets when it was kept: home's own come with its code, not the page. */
  styles: string[];
};

/** What the boot script paints: the markup, and the stylesheets it needs first. */
export type KeptPaint = Pick<KeptHome, 'html' | 'styles'>;

/** At most this much markup is kept: localStorage is small and read before the first paint. */
const MAX_HTML = 40_000;

export function keepHome(
  customerId: string,
  language: string,
  html: string,
  styles: string[],
): void {
  if (!customerId) return;
  // Too large, or not written (storage full): an older copy must not stand in for this one.
  if (html.length > MAX_HTML) return forgetKeptHome();
  const kept: KeptHome = { customerId, language, day: manilaDate(), html, styles };
  writeStorage('local', STORAGE_KEYS.keptHome, JSON.stringify(kept));
  if (readStorage('local', STORAGE_KEYS.keptHome) === null) forgetKeptHome();
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
 * This borrower's home of today (Manila) in this language, kept by this build of the app (its
 * stylesheet is among the kept ones), or null: figures of another day (interest and due dates
 * move daily) are not painted, nor markup an older build wrote.
 */
export function readKeptHome(
  customerId: string,
  language: string,
  pageStyle: string | null,
): KeptPaint | null {
  const kept = readKept();
  return customerId &&
    kept?.customerId === customerId &&
    kept.language === language &&
    kept.day === manilaDate() &&
    typeof kept.html === 'string' &&
    Array.isArray(kept.styles) &&
    pageStyle !== null &&
    kept.styles.includes(pageStyle)
    ? { html: kept.html, styles: kept.styles }
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
