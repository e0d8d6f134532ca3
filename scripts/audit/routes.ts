/**
 * The entry routes the audit measures (docs/first-paint.md#audit): welcome, sign-in, and home signed
 * in with a real sandbox session, as a borrower lands on each.
 */

export type RouteName = 'welcome' | 'start' | 'home';

export interface AuditRoute {
  name: RouteName;
  /** The address after the origin. */
  path: string;
  /** What the address bar must end with once the page has settled (no redirect elsewhere). */
  finalHash: string;
  signedIn: boolean;
  /** Audited as a borrower who has opened it before (lighthouse.ts `returning`). */
  returning?: boolean;
}

export const AUDIT_ROUTES: readonly AuditRoute[] = [
  { name: 'welcome', path: '/', finalHash: '', signedIn: false },
  { name: 'start', path: '/#/start', finalHash: '#/start', signedIn: false },
  { name: 'home', path: '/#/homeIndex', finalHash: '#/homeIndex', signedIn: true, returning: true },
];

/** localStorage entries a signed-in page starts with: the core store as redux-persist keeps it. */
export type SeededStorage = Record<string, string>;

interface Session {
  token: string;
  customerId: string;
  phone: string;
}

async function call<T>(baseUrl: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Signs a new borrower in through the API, with the sandbox SMS outbox's code, and returns what the
 * app keeps in localStorage after such a sign-in.
 */
export async function sandboxSession(baseUrl: string): Promise<SeededStorage> {
  const phone = `+639${String(Date.now()).slice(-9)}`;
  await call(baseUrl, '/api/auth/otp', { phone, language: 'en' });
  const [sms] = await call<Array<{ code: string | null }>>(
    baseUrl,
    `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`,
  );
  if (!sms?.code) throw new Error('the sandbox sent no code');
  const session = await call<Session>(baseUrl, '/api/auth/login', {
    phone,
    code: sms.code,
    agreedToPrivacy: true,
  });
  return {
    'persist:sulong-core': JSON.stringify({
      publicData: JSON.stringify({
        customerId: session.customerId,
        token: session.token,
        phone_number: session.phone,
        app_type: null,
      }),
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    }),
  };
}

/**
 * A same-origin page that loads nothing of the app (no boot script, no service worker), where
 * storage can be written before the audited load.
 */
export const SEED_PATH = '/api/config';
