import { EMPTY_PAYLOAD_HASH, sha256Hex, signRequest, uriEncode } from './sigv4.ts';
import { checkKey } from './object-store.ts';
import type { ObjectStore } from './object-store.ts';

export interface S3Settings {
  /** e.g. https://s3.ap-southeast-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const TIMEOUT_MS = 15_000;

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …) through path-style requests
 * (`endpoint/bucket/key`), which every one of them accepts. The bucket must be private: objects
 * are only ever read back through the API, by their owner.
 */
export function createS3ObjectStore(
  settings: S3Settings,
  fetchFn: typeof fetch = fetch,
  now: () => Date = () => new Date(),
): ObjectStore {
  const base = new URL(settings.endpoint);
  const prefix = base.pathname.replace(/\/+$/, '');
  const keys = { ...settings, service: 's3' };

  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: { bytes: Uint8Array; contentType: string },
  ): Promise<Response> {
    const path = `${prefix}/${uriEncode(settings.bucket)}/${uriEncode(checkKey(key))}`;
    const payloadHash = body ? sha256Hex(body.bytes) : EMPTY_PAYLOAD_HASH;
    const headers = signRequest(
      {
        method,
        host: base.host,
        path,
        headers: {
          'x-amz-content-sha256': payloadHash,
          ...(body ? { 'content-type': body.contentType } : {}),
        },
        payloadHash,
      },
      keys,
      // Signatures are checked against the real time: never the test clock of the rules.
      now(),
    );
    // fetch sets host itself; sending it again is refused by undici.
    const { host: _host, ...sent } = headers;
    return fetchFn(`${base.origin}${path}`, {
      method,
      headers: sent,
      // A copy typed as fetch wants it (an ArrayBuffer-backed view).
      ...(body ? { body: new Uint8Array(body.bytes) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
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
