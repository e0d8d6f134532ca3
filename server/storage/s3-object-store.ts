import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { checkKey } from './object-store.ts';
import type { PhotoStoreConfig } from '../config-photo-store.ts';
import type { ObjectStore } from './object-store.ts';

/** The s3 photo-store settings as config validated them (endpoint, bucket, keys, session token). */
export type S3Settings = Omit<Extract<PhotoStoreConfig, { kind: 's3' }>, 'kind'>;

const TIMEOUT_MS = 15_000;

const sha256Hex = (data: Uint8Array | string): string =>
  createHash('sha256').update(data).digest('hex');
const EMPTY_PAYLOAD_HASH = sha256Hex('');

/** `20130524T000000Z`, the form of x-amz-date. */
const amzDate = (at: Date): string => at.toISOString().replace(/[-:]|\.\d{3}/g, '');

/** A path segment in RFC 3986 form, the form S3 signs (aws4fetch signs it so too). */
const uriEncode = (value: string): string =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …) through path-style requests
 * (`endpoint/bucket/key`), which every one of them accepts. The bucket must be private: objects
 * are only ever read back through the API, by their owner. Requests are signed with AWS
 * Signature Version 4 by aws4fetch; the body's SHA-256 is signed too (never UNSIGNED-PAYLOAD).
 */
export function createS3ObjectStore(
  settings: S3Settings,
  fetchFn: typeof fetch = fetch,
  now: () => Date = () => new Date(),
): ObjectStore {
  const base = new URL(settings.endpoint);
  const prefix = base.pathname.replace(/\/+$/, '');
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    ...(settings.sessionToken ? { sessionToken: settings.sessionToken } : {}),
    service: 's3',
    region: settings.region,
    // Retries are the job runner's business: one request per call, as before.
    retries: 0,
  });

  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: { bytes: Uint8Array; contentType: string },
  ): Promise<Response> {
    const path = `${prefix}/${uriEncode(settings.bucket)}/${uriEncode(checkKey(key))}`;
    const request = await client.sign(`${base.origin}${path}`, {
      method,
      headers: {
        'x-amz-content-sha256': body ? sha256Hex(body.bytes) : EMPTY_PAYLOAD_HASH,
        ...(body ? { 'content-type': body.contentType } : {}),
      },
      // A copy typed as fetch wants it (an ArrayBuffer-backed view).
      ...(body ? { body: new Uint8Array(body.bytes) } : {}),
      // Signatures are checked against the real time: never the test clock of the rules.
      // allHeaders: the content type is signed too, as S3 allows and the store always did.
      aws: { datetime: amzDate(now()), allHeaders: true },
    });
    return fetchFn(request, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  }

  const fail = async (action: string, response: Response): Promise<never> => {
    // The body is S3's XML error (code, request id): useful in the log, free of secrets.
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`Object store ${action} failed: HTTP ${response.status} ${detail}`);
  };

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, { bytes, contentType });
      if (!response.ok) await fail('PUT', response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) return fail('GET', response);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) await fail('DELETE', response);
      await response.body?.cancel();
    },
  };
}
