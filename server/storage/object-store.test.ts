import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalObjectStore, createMemoryObjectStore } from './local-object-store.ts';
import { newObjectKey } from './object-store.ts';
import type { ObjectStore } from './object-store.ts';
import { createS3ObjectStore } from './s3-object-store.ts';
import type { S3Settings } from './s3-object-store.ts';

const folder = mkdtempSync(join(tmpdir(), 'sulong-store-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe.each([
  ['local', () => createLocalObjectStore(join(folder, 'photos'))],
  ['memory', () => createMemoryObjectStore()],
] as [string, () => ObjectStore][])('%s object store', (_name, create) => {
  it('puts, gets and deletes by key', async () => {
    const store = create();
    const key = newObjectKey('jpg');
    expect(await store.get(key)).toBeNull();
    await store.put(key, new Uint8Array([1, 2, 3]), 'image/jpeg');
    expect([...((await store.get(key)) ?? [])]).toEqual([1, 2, 3]);
    await store.put(key, new Uint8Array([4]), 'image/jpeg');
    expect([...((await store.get(key)) ?? [])]).toEqual([4]);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
  });

  it('refuses keys that could leave its folder', async () => {
    const store = create();
    for (const key of ['../x', 'a/b', '', '.hidden', 'A.jpg', 'a..b']) {
      await expect(store.put(key, new Uint8Array([1]), 'image/jpeg'), key).rejects.toThrow(
        'Invalid object key',
      );
    }
  });
});

describe('local object store', () => {
  it('keeps files private to the server user and leaves no temporary file', async () => {
    const dir = join(folder, 'private');
    const store = createLocalObjectStore(dir);
    const key = newObjectKey('jpg');
    await store.put(key, new Uint8Array([9]), 'image/jpeg');
    expect(readdirSync(dir)).toEqual([key]);
    expect(statSync(join(dir, key)).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('draws random keys', () => {
    const key = newObjectKey('jpg');
    expect(key).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(newObjectKey('jpg')).not.toBe(key);
  });
});

describe('S3 object store', () => {
  const settings = {
    endpoint: 'https://s3.example.test/base/',
    bucket: 'sulong-photos',
    region: 'ap-southeast-1',
    accessKeyId: 'AKIDTEST',
    secretAccessKey: 'secret-key-never-sent',
  };
  const at = new Date('2026-03-10T02:00:00Z');

  function fakeS3(answer: (request: Request) => Response, overrides: Partial<S3Settings> = {}) {
    const requests: Request[] = [];
    const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return answer(request);
    }) as typeof fetch;
    return {
      store: createS3ObjectStore({ ...settings, ...overrides }, fetchFn, () => at),
      requests,
    };
  }

  it('sends signed path-style requests', async () => {
    const { store, requests } = fakeS3(() => new Response(null, { status: 200 }));
    await store.put('abc.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg');
    const [put] = requests;
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe('https://s3.example.test/base/sulong-photos/abc.jpg');
    expect(put?.headers.get('content-type')).toBe('image/jpeg');
    expect(put?.headers.get('x-amz-date')).toBe('20260310T020000Z');
    expect(put?.headers.get('x-amz-content-sha256')).toBe(
      '039058c6f2c0cb492c533b0a4d14ef77cc0f78abccced5287d84a1a2011cfb81',
    );
    const authorization = put?.headers.get('authorization') ?? '';
    expect(authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/20260310\/ap-southeast-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(authorization).not.toContain(settings.secretAccessKey);
    expect([...new Uint8Array(await put!.arrayBuffer())]).toEqual([1, 2, 3]);
    expect(put?.headers.get('x-amz-security-token')).toBeNull();
  });

  it('signs exactly as AWS Signature Version 4 does (known answers)', async () => {
    // The signatures of these very requests by the hand-written SigV4 signer this store used
    // before, which reproduced the AWS documentation's published examples.
    const { store, requests } = fakeS3((request) =>
      request.method === 'GET'
        ? new Response(new Uint8Array([1]), { status: 200 })
        : new Response(null, { status: 200 }),
    );
    await store.put('abc.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg');
    await store.get('abc.jpg');
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual([
      'AWS4-HMAC-SHA256 Credential=AKIDTEST/20260310/ap-southeast-1/s3/aws4_request, ' +
        'SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, ' +
        'Signature=457bdb12b57a7b4a61bac846c98c9b9ad44f56dc70e42c123853ca87230e6551',
      'AWS4-HMAC-SHA256 Credential=AKIDTEST/20260310/ap-southeast-1/s3/aws4_request, ' +
        'SignedHeaders=host;x-amz-content-sha256;x-amz-date, ' +
        'Signature=ac30099a649f69fc05b1a1b9f774613d8a2949c7dddbc6da456f9e3adf08de79',
    ]);
    // The empty body's hash on a GET.
    expect(requests[1]?.headers.get('x-amz-content-sha256')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('sends and signs the session token of temporary credentials', async () => {
    const { store, requests } = fakeS3(() => new Response(null, { status: 200 }), {
      sessionToken: 'session-token-from-sts',
    });
    await store.delete('abc.jpg');
    const [request] = requests;
    expect(request?.method).toBe('DELETE');
    expect(request?.url).toBe('https://s3.example.test/base/sulong-photos/abc.jpg');
    expect(request?.headers.get('x-amz-security-token')).toBe('session-token-from-sts');
    expect(request?.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/20260310\/ap-southeast-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token, Signature=[0-9a-f]{64}$/,
    );
  });

  it('encodes the bucket of the path as S3 signs it', async () => {
    const { store, requests } = fakeS3(() => new Response(null, { status: 200 }), {
      bucket: 'photos (test)',
    });
    await store.delete('abc.jpg');
    expect(requests[0]?.url).toBe('https://s3.example.test/base/photos%20%28test%29/abc.jpg');
  });

  it('reads an object back, and a missing one as null', async () => {
    const { store, requests } = fakeS3((request) =>
      request.url.endsWith('/there.jpg')
        ? new Response(new Uint8Array([7, 8]), { status: 200 })
        : new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 }),
    );
    expect([...((await store.get('there.jpg')) ?? [])]).toEqual([7, 8]);
    expect(await store.get('gone.jpg')).toBeNull();
    await store.delete('gone.jpg');
    expect(requests.map((r) => r.method)).toEqual(['GET', 'GET', 'DELETE']);
  });

  it('reports a refusal without the secret', async () => {
    const { store } = fakeS3(
      () => new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 }),
    );
    const error = await store.put('abc.jpg', new Uint8Array([1]), 'image/jpeg').catch((e) => e);
    expect(String(error)).toContain('HTTP 403');
    expect(String(error)).toContain('AccessDenied');
    expect(String(error)).not.toContain(settings.secretAccessKey);
  });
});
