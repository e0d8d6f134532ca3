import { randomUUID } from 'node:crypto';
import type { App } from '../../../server/app.ts';
import { DEVICE_ID_HEADER } from '../../../contract/device-id.ts';

export interface Captcha {
  captchaId: string;
  captchaAnswer: string;
}

/** Who a fixture signs in as: a device id header and an address (default none, 127.0.0.1). */
export interface SignInFrom {
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export function postJson(
  app: App,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** A fresh graphic code and its answer, read from the sandbox endpoint as a tester would. */
export async function solvedCaptcha(app: App): Promise<Captcha> {
  const issued = await app.inject({ method: 'GET', url: '/api/auth/captcha' });
  const { id } = issued.json<{ id: string }>();
  const solved = await app.inject({ method: 'GET', url: `/api/dev/captcha/${id}` });
  return { captchaId: id, captchaAnswer: solved.json<{ answer: string }>().answer };
}

/** Headers of a device of its own, so sign-in rules counted per client see a new caller. */
export const newDevice = (): Record<string, string> => ({ [DEVICE_ID_HEADER]: randomUUID() });

export const requestCode = (
  app: App,
  phone: string,
  extra: object = {},
  headers: Record<string, string> = {},
) => postJson(app, '/api/auth/otp', { phone, language: 'en', ...extra }, headers);

/** The last code the sandbox SMS provider sent to the phone. */
export async function lastCode(app: App, phone: string): Promise<string> {
  const outbox = await app.inject({ method: 'GET', url: '/api/dev/sms-outbox', query: { phone } });
  // Notifications (e.g. the decision SMS) share the outbox; they carry no code.
  const latest = outbox.json<{ code: string | null }[]>().find((entry) => entry.code !== null);
  if (!latest?.code) throw new Error(`No code sent to ${phone}`);
  return latest.code;
}

export const login = (
  app: App,
  phone: string,
  code: string,
  extra: object = {},
  headers: Record<string, string> = {},
) => postJson(app, '/api/auth/login', { phone, code, agreedToPrivacy: true, ...extra }, headers);

/** A code that is certainly not `code`. */
export const otherCode = (code: string): string =>
  String((Number(code) + 1) % 10_000).padStart(4, '0');

/** The internal id behind the public one the API answers (docs/security.md#customer-ids). */
export async function internalCustomerId(app: App, publicId: string): Promise<string> {
  const [row] = await app.db.query<{ id: string }>(
    'SELECT id::text AS id FROM customers WHERE public_id = $1',
    [publicId],
  );
  if (!row) throw new Error(`No customer ${publicId}`);
  return row.id;
}

/**
 * The whole sign-in of a phone without history: code, then login. `customerId` is the internal
 * id, as tests look rows up by it; `publicId` is what the API answered. `from` is the client both
 * requests come from: sign-in rules count per client (docs/security.md#client-identity), so a
 * caller whose other requests may lock the default client signs in from one of its own.
 */
export async function signIn(
  app: App,
  phone: string,
  from: SignInFrom = {},
): Promise<{ token: string; customerId: string; publicId: string }> {
  const { headers = {}, remoteAddress } = from;
  const body = { phone, language: 'en' };
  const sent = await postJson(app, '/api/auth/otp', body, headers, remoteAddress);
  if (sent.statusCode !== 200) throw new Error(`code request failed: ${sent.body}`);
  const code = await lastCode(app, phone);
  const response = await postJson(
    app,
    '/api/auth/login',
    { phone, code, agreedToPrivacy: true },
    headers,
    remoteAddress,
  );
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const { token, customerId: publicId } = response.json<{ token: string; customerId: string }>();
  return { token, customerId: await internalCustomerId(app, publicId), publicId };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
