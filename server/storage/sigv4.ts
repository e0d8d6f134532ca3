import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 (header form), enough for S3-compatible object stores. Written here
 * rather than taken from a package: it is short, and the AWS documented examples test it.
 * https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html
 */

export interface SigningKeys {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export interface SignableRequest {
  method: string;
  /** Host (with a non-default port), e.g. `examplebucket.s3.amazonaws.com`. */
  host: string;
  /** Already URI-encoded path, as sent: `/bucket/key`. S3 signs it as is (no double encoding). */
  path: string;
  query?: Record<string, string>;
  /** Headers to sign besides host and x-amz-date. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (also sent as x-amz-content-sha256 to S3). */
  payloadHash: string;
}

export const EMPTY_PAYLOAD_HASH = sha256Hex('');

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** RFC 3986 encoding as SigV4 wants it: only A–Z a–z 0–9 - _ . ~ stay as they are. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const hmac = (key: string | Buffer, data: string): Buffer =>
  createHmac('sha256', key).update(data, 'utf8').digest();

/** `20130524T000000Z` */
export const amzDate = (at: Date): string => at.toISOString().replace(/[-:]|\.\d{3}/g, '');

export function signingKey(keys: SigningKeys, date: string): Buffer {
  const kDate = hmac(`AWS4${keys.secretAccessKey}`, date);
  return hmac(hmac(hmac(kDate, keys.region), keys.service), 'aws4_request');
}

export function canonicalRequest(request: SignableRequest, headers: Record<string, string>) {
  const names = Object.keys(headers).sort();
  const query = Object.entries(request.query ?? {})
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const signedHeaders = names.join(';');
  const text = [
    request.method.toUpperCase(),
    request.path || '/',
    query,
    names.map((name) => `${name}:${headers[name]}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  return { text, signedHeaders };
}

/**
 * The headers to send: the request's own (lower-cased), host, x-amz-date and authorization.
 */
export function signRequest(
  request: SignableRequest,
  keys: SigningKeys,
  at: Date,
): Record<string, string> {
  const stamp = amzDate(at);
  const date = stamp.slice(0, 8);
  const headers: Record<string, string> = { host: request.host, 'x-amz-date': stamp };
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  }
  const { text, signedHeaders } = canonicalRequest(request, headers);
  const scope = `${date}/${keys.region}/${keys.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(text)].join('\n');
  const signature = createHmac('sha256', signingKey(keys, date))
    .update(stringToSign, 'utf8')
    .digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${keys.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
