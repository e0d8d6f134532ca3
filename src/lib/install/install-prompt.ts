/**
 * The browser's own install offer (docs/install.md#capture): Chromium fires `beforeinstallprompt`
 * once the app is installable; we keep the event (its default, the mini-infobar, is prevented) so
 * the offer can call `prompt()` at a moment of ours, and we hear `appinstalled`. Read with
 * useSyncExternalStore.
 */
export type InstallChoice = { outcome: 'accepted' | 'dismissed'; platform?: string };
export type InstallPromptEvent = Event & {
  prompt(): Promise<unknown>;
  userChoice: Promise<InstallChoice>;
};

/** Set when the app was installed from this browser (appinstalled, or an accepted prompt). */
export const INSTALLED_KEY = 'installedAt';

type InstallState = { event: InstallPromptEvent | null; installed: boolean };

let state: InstallState = { event: null, installed: false };
let attached = false;
const listeners = new Set<() => void>();

function setState(next: InstallState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function rememberInstalled(): void {
  try {
    localStorage.setItem(INSTALLED_KEY, new Date().toISOString());
  } catch {
    // Storage refused: the offer may show again, which is harmless.
  }
  setState({ event: null, installed: true });
}

/**
 * Chromium offers the install only while the app is not installed: a fresh event means it was
 * removed since (uninstalled), so `installedAt` goes and the offer may come back
 * (docs/install.md#capture).
 */
function offered(event: Event): void {
  try {
    localStorage.removeItem(INSTALLED_KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
  setState({ event: event as InstallPromptEvent, installed: false });
}

export const installPromptStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    // An offer on screen listens at once, whether or not the start-up services (which wait for
    // the page to settle, docs/first-paint.md#hydration) have started yet.
    captureInstallPrompt();
    return () => listeners.delete(listener);
  },
  getSnapshot: (): InstallState => state,
};

/**
 * Starts listening; called from the start-up services (src/app/start-services.ts). Chromium can
 * fire the event before they load, so the boot script keeps an early one on `window.bip`, adopted here
 * (measured in docs/install.md#capture).
 */
export function captureInstallPrompt(target: Pick<Window, 'addEventListener'> = window): void {
  if (attached) return;
  attached = true;
  // What the boot script kept while this code was still loading.
  const early = (target as { bip?: Event }).bip;
  if (early) offered(early);
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offered(event);
  });
  target.addEventListener('appinstalled', rememberInstalled);
}

/**
 * Shows the browser's install dialog once (an event can prompt only once) and answers what the
 * borrower chose; 'unavailable' without an event, or when the browser refused to open its dialog
 * (prompt() rejected: the borrower said nothing, so it is no dismissal and the tutorial opens).
 */
export async function promptInstall(): Promise<InstallChoice['outcome'] | 'unavailable'> {
  const event = state.event;
  if (!event) return 'unavailable';
  setState({ ...state, event: null });
  try {
    await event.prompt();
    const choice = await event.userChoice;
    if (choice.outcome === 'accepted') rememberInstalled();
    return choice.outcome;
  } catch {
    return 'unavailable';
  }
}

/** For tests: forget the listeners' state. */
export function resetInstallPromptForTests(): void {
  attached = false;
  state = { event: null, installed: false };
}
