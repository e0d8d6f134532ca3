import { runDesk } from '../../../scripts/desk.ts';
import { totpCode } from '../../../server/lib/totp.ts';

const PASSWORD = 'e2e-bantay-ng-tindahan-2026';

async function post<T>(
  baseURL: string,
  path: string,
  body: unknown,
  cookie?: string,
): Promise<{ body: T; cookie: string | null }> {
  const response = await fetch(`${baseURL}/api/desk${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseURL,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST /api/desk${path}: ${response.status} ${text}`);
  const set = response.headers.getSetCookie().find((c) => c.startsWith('sulong_desk='));
  return { body: JSON.parse(text) as T, cookie: set ? set.split(';')[0]! : null };
}

/**
 * The e2e server's first administrator, made as a lender makes theirs (`npm run desk -- add-staff`
 * through the running server, with the bootstrap secret in its DATA_DIR), enrolled with an
 * authenticator code, signed in, and an API key issued to them: what the tests' operator calls
 * (`npm run ops`) send (docs/desk.md#api-keys).
 */
export async function firstAdministratorKey(
  baseURL: string,
  dataDir: string,
  email: string,
): Promise<string> {
  const { port, hostname } = new URL(baseURL);
  const made = await runDesk(
    ['add-staff', email, '--role', 'admin,finance,care,collections,reviewer', '--name', 'E2E ops'],
    { HOST: hostname, PORT: port, DATA_DIR: dataDir, NODE_ENV: 'test' },
  );
  const token = /\/desk\/#\/enrol\/(\S+)$/.exec(made.output)?.[1];
  if (made.exitCode !== 0 || !token) throw new Error(`npm run desk: ${made.output}`);
  const started = await post<{ totpSecret: string }>(baseURL, '/auth/enrolment/start', { token });
  const { totpSecret } = started.body;
  // Enrolled with this step's code, signed in with the next one's (a code works once; either
  // is within the one step of drift the server allows, whichever step the clock reaches).
  await post(baseURL, '/auth/enrolment/finish', {
    token,
    password: PASSWORD,
    totpCode: totpCode(totpSecret, new Date()),
  });
  const { body: challenge } = await post<{ challengeToken: string }>(baseURL, '/auth/sign-in', {
    email,
    password: PASSWORD,
  });
  const { body: me, cookie } = await post<{ staffId: string }>(baseURL, '/auth/sign-in/totp', {
    challengeToken: challenge.challengeToken,
    code: totpCode(totpSecret, new Date(Date.now() + 30_000)),
  });
  const { body: issued } = await post<{ key: string }>(
    baseURL,
    `/staff/${me.staffId}/api-keys`,
    { label: 'e2e operator commands' },
    cookie!,
  );
  return issued.key;
}
