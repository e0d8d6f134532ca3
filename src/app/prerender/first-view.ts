import { PATHS } from '@/config/paths';
import { PERSIST_KEY } from '@/lib/store/persist-key';
import { readStorage } from '@/lib/storage/web-storage';
import { isMobileUserAgent } from '@/lib/user-agent';
import { findRoute } from '../route-table';
import { guardRedirect, type GuardTarget } from '../guard';

/**
 * The screens a borrower can land on first, prerendered at build time into the document
 * (docs/first-paint.md#prerender). The signed-in home is its frame: header, cards'
 * skeleton and tabs, before any data.
 */
export const PRERENDERED_VIEWS = ['welcome', 'start', 'home'] as const;
export type PrerenderedView = (typeof PRERENDERED_VIEWS)[number];

/** What the boot script and the bootstrap both read, from the same storage, before any render. */
export type FirstViewContext = {
  /** The address after the `#`, with its query. */
  hashPath: string;
  userAgent: string;
  inNativeShell: boolean;
  blockAndroidBrowser: boolean;
  token: string;
  customerId: string;
};

export type FirstView = {
  view: PrerenderedView;
  /** Where the guard sends the address first (rule 6 or 7), or null when it lets it through. */
  redirectTo: string | null;
};

/** The guard's target for an address after the `#`. */
export function guardTargetOf(hashPath: string): GuardTarget {
  const [path = '', query = ''] = hashPath.split('?');
  const pathname = path || '/';
  return { pathname, search: new URLSearchParams(query), route: findRoute(pathname) };
}

/**
 * Whether the router renders two addresses alike: the same route (an alias is its route) with the
 * same query. The painted page stays the app's when the address changed only so before it was
 * live (docs/first-paint.md#hydration).
 */
export function sameScreenAddress(a: string, b: string): boolean {
  const [x, y] = [guardTargetOf(a), guardTargetOf(b)];
  return (
    (x.route ?? x.pathname) === (y.route ?? y.pathname) &&
    x.search.toString() === y.search.toString()
  );
}

/**
 * The prerendered view the app's first render will show, or null when none matches it (any other
 * screen, the Android-browser page, a signed-in welcome page): then nothing is painted before the
 * client render, rather than something that would be replaced.
 */
export function firstViewOf(context: FirstViewContext): FirstView | null {
  const target = guardTargetOf(context.hashPath);
  const redirectTo = guardRedirect(target, context);
  const path = redirectTo ?? target.route?.path;
  const signedIn = Boolean(context.token && context.customerId);
  switch (path) {
    case PATHS.welcome:
      // Signed in, the page offers home instead of sign-in: not the prerendered text.
      return signedIn ? null : { view: 'welcome', redirectTo };
    case PATHS.start:
      return { view: 'start', redirectTo };
    case PATHS.home:
      return { view: 'home', redirectTo };
    default:
      return null;
  }
}

/**
 * Text the build cannot know, prerendered as markers the boot script fills from storage: the
 * borrower's masked phone (home's greeting) and the lender's name the core store keeps (sign-in's
 * header). Hydration then finds the same text the first render makes.
 */
export const PRERENDER_SLOTS = { phone: '{{phone}}', proName: '{{proName}}' } as const;

/** The root view's container class (docs/navigation.md#root-view). */
export const containerClassOf = (userAgent: string): string =>
  `app-container ${isMobileUserAgent(userAgent) ? 'app-container--mobile' : 'app-container--desktop'}`;

export type StoredSession = {
  token: string;
  customerId: string;
  phone: string;
  proName: string | null;
};

/**
 * The persisted core store's session, read synchronously as redux-persist stores it (each field
 * JSON inside the JSON): the boot script runs before any module.
 */
export function storedSession(): StoredSession {
  const empty: StoredSession = { token: '', customerId: '', phone: '', proName: null };
  try {
    const raw = readStorage('local', `persist:${PERSIST_KEY}`);
    if (!raw) return empty;
    const fields = JSON.parse(raw) as Record<string, string>;
    const publicData = (fields.publicData ? JSON.parse(fields.publicData) : {}) as Record<
      string,
      unknown
    >;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const proName = fields.proName ? (JSON.parse(fields.proName) as unknown) : null;
    return {
      token: text(publicData.token),
      customerId: text(publicData.customerId),
      phone: text(publicData.phone_number),
      proName: typeof proName === 'string' ? proName : null,
    };
  } catch {
    return empty;
  }
}
