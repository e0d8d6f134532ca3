import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../server/errors.ts';
import { exifSegment, makeTestJpeg, xmpSegment } from '../../server/lib/jpeg-test-image.ts';
import { newPhone, useTestApp } from './support/harness.ts';
import { bearer, postJson, signIn } from './support/sign-in.ts';

// A real folder, so what is stored can be read back from disk; the database stays in memory.
const dataDir = mkdtempSync(join(tmpdir(), 'sulong-photos-'));
const photosDir = join(dataDir, 'photos');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const t = useTestApp({ env: { DATA_DIR: dataDir, JOBS_ENABLED: 'false' } });

const GPS = 'GPS 14.599512 N 120.984222 E';
const UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) SulongCash/1.0';
const jpeg = (width = 1200, height = 800) => makeTestJpeg({ width, height });

function put(token: string | null, kind: string, body: Buffer | string, type = 'image/jpeg') {
  return t.app.inject({
    method: 'PUT',
    url: `/api/profile/photos/${kind}`,
    headers: {
      ...(token ? bearer(token) : {}),
      'content-type': type,
      'user-agent': UA,
    },
    payload: body,
    remoteAddress: '203.0.113.7',
  });
}

const get = (token: string | null, kind: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/profile/photos/${kind}`,
    headers: token ? bearer(token) : {},
  });

const photoRows = (customerId: string) =>
  t.db.query<{
    kind: string;
    storageKey: string;
    createdIp: string;
    userAgent: string;
    replacedAt: Date | null;
  }>(
    `SELECT kind, storage_key AS "storageKey", created_ip AS "createdIp", user_agent AS "userAgent",
            replaced_at AS "replacedAt"
       FROM photos WHERE customer_id = $1 ORDER BY id`,
    [customerId],
  );

const storedFiles = () => readdirSync(photosDir).sort();

describe('PUT /api/profile/photos/:kind', () => {
  it('stores the photo and answers its view; the owner reads it back', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    const body = jpeg();
    const response = await put(token, 'idDocument', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      kind: 'idDocument',
      uploadedAt: t.clock.now().toISOString(),
      bytes: body.length,
      width: 1200,
      height: 800,
    });

    const served = await get(token, 'idDocument');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('no-store');
    expect(served.rawPayload.equals(body)).toBe(true);

    const [row] = await photoRows(customerId);
    expect(row).toMatchObject({ kind: 'idDocument', createdIp: '203.0.113.7', userAgent: UA });
    // The key is random: nothing of the customer in it.
    expect(row?.storageKey).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(readFileSync(join(photosDir, row!.storageKey)).equals(body)).toBe(true);
  });

  it('answers the same record when the same bytes are sent again (a retry)', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    const body = jpeg(900, 900);
    const first = (await put(token, 'face', body)).json();
    const filesBefore = storedFiles();
    t.clock.advance(30);
    const again = await put(token, 'face', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    const [a, b] = await Promise.all([put(token, 'face', body), put(token, 'face', body)]);
    expect([a.json(), b.json()]).toEqual([first, first]);
    expect(await photoRows(customerId)).toHaveLength(1);
    expect(storedFiles()).toEqual(filesBefore);

    // Two first uploads at once: one photo, and the loser's copy is removed from the store.
    const doc = jpeg(900, 901);
    const [c, d] = await Promise.all([
      put(token, 'idDocument', doc),
      put(token, 'idDocument', doc),
    ]);
    expect(c.json()).toEqual(d.json());
    expect(await photoRows(customerId)).toHaveLength(2);
    expect(storedFiles()).toHaveLength(filesBefore.length + 1);
  });

  it('replaces the current photo and keeps the old one as history', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    await put(token, 'idDocument', jpeg(1000, 700));
    t.clock.advance(60);
    const second = await put(token, 'idDocument', jpeg(1000, 701));
    expect(second.json()).toMatchObject({ height: 701, uploadedAt: t.clock.now().toISOString() });
    const served = await get(token, 'idDocument');
    expect(served.rawPayload.equals(jpeg(1000, 701))).toBe(true);
    const rows = await photoRows(customerId);
    expect(rows.map((r) => r.replacedAt?.toISOString() ?? null)).toEqual([
      t.clock.now().toISOString(),
      null,
    ]);
    expect(await t.app.services.photos.getCurrentPhotos(customerId)).toEqual({
      idDocument: second.json(),
      face: null,
    });
  });

  it('strips EXIF and XMP from what is stored and served', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    const fromPhone = makeTestJpeg({
      width: 1600,
      height: 1200,
      extra: [exifSegment({ text: GPS }), xmpSegment(`<gps>${GPS}</gps>`)],
    });
    expect(fromPhone.toString('latin1')).toContain('14.599512');
    const response = await put(token, 'idDocument', fromPhone);
    expect(response.json()).toMatchObject({ bytes: jpeg(1600, 1200).length });
    const served = (await get(token, 'idDocument')).rawPayload;
    const [row] = await photoRows(customerId);
    const stored = readFileSync(join(photosDir, row!.storageKey));
    for (const bytes of [served, stored]) {
      expect(bytes.toString('latin1')).not.toContain('14.599512');
      expect(bytes.toString('latin1')).not.toContain('Exif');
      expect(bytes.equals(jpeg(1600, 1200))).toBe(true);
    }
  });

  it('refuses other content types with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const { token } = await signIn(t.app, newPhone());
    for (const [type, body] of [
      ['image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
      ['application/json', '{"photo":"data"}'],
      ['text/plain', 'a photo'],
      ['application/octet-stream', jpeg()],
    ] as const) {
      const response = await put(token, 'face', body, type);
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  it('refuses a body over 600 KB with 413 PAYLOAD_TOO_LARGE, on this route only', async () => {
    const { token } = await signIn(t.app, newPhone());
    const big = Buffer.concat([jpeg(), Buffer.alloc(600 * 1024)]);
    const response = await put(token, 'face', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    // JSON routes keep Fastify's 1 MiB: 700 KB of JSON is read (and refused on its content).
    const json = await postJson(t.app, '/api/auth/otp', { phone: 'x'.repeat(700 * 1024) });
    expect(json.statusCode).toBe(400);
    const huge = await postJson(t.app, '/api/auth/otp', { phone: 'x'.repeat(1100 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses what is not a usable JPEG with 422 PHOTO_PROBLEM', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    const whole = jpeg();
    for (const body of [
      Buffer.from('definitely not a photo'),
      whole.subarray(0, whole.length - 40),
      jpeg(150, 800),
      jpeg(4200, 800),
      Buffer.alloc(0),
    ]) {
      const response = await put(token, 'idDocument', body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'PHOTO_PROBLEM', field: 'idDocument' });
    }
    expect(await photoRows(customerId)).toEqual([]);
  });

  it('answers 400 for an unknown kind and 401 without a session', async () => {
    const { token } = await signIn(t.app, newPhone());
    expect((await put(token, 'selfie', jpeg())).statusCode).toBe(400);
    expect((await get(token, 'selfie')).statusCode).toBe(400);
    for (const response of [await put(null, 'face', jpeg()), await get(null, 'face')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('runs the upload guards another part of the server adds, leaving no file behind', async () => {
    const { token, customerId } = await signIn(t.app, newPhone());
    await put(token, 'face', jpeg(500, 500));
    const files = storedFiles();
    t.app.services.photos.addUploadGuard(async (_tx, upload) =>
      upload.customerId === customerId
        ? new AppError('PROFILE_LOCKED', 'Under review', { field: upload.kind })
        : null,
    );
    const refused = await put(token, 'face', jpeg(500, 501));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PROFILE_LOCKED', field: 'face' });
    // A retry of what is already stored is still answered.
    expect((await put(token, 'face', jpeg(500, 500))).statusCode).toBe(200);
    expect(storedFiles()).toEqual(files);
    expect(await photoRows(customerId)).toHaveLength(1);
  });
});

describe('GET /api/profile/photos/:kind', () => {
  it('serves only the caller’s own photo: another customer gets 404', async () => {
    const owner = await signIn(t.app, newPhone());
    const other = await signIn(t.app, newPhone());
    await put(owner.token, 'face', jpeg(640, 640));
    expect((await get(owner.token, 'face')).statusCode).toBe(200);
    expect((await get(owner.token, 'idDocument')).statusCode).toBe(404);

    const asOther = await get(other.token, 'face');
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json()).toMatchObject({ code: 'NOT_FOUND' });
    await put(other.token, 'face', jpeg(700, 700));
    expect((await get(other.token, 'face')).rawPayload.equals(jpeg(700, 700))).toBe(true);
    expect((await get(owner.token, 'face')).rawPayload.equals(jpeg(640, 640))).toBe(true);
  });
});

describe('photo upload ceiling', () => {
  const limited = useTestApp({ env: { JOBS_ENABLED: 'false', RATE_LIMIT_ENABLED: 'true' } });

  it('refuses a session that uploads more than 20 photos a minute, not another borrower', async () => {
    const upload = (token: string, width: number) =>
      limited.app.inject({
        method: 'PUT',
        url: '/api/profile/photos/face',
        headers: { ...bearer(token), 'content-type': 'image/jpeg' },
        payload: jpeg(width, 800),
      });
    const first = await signIn(limited.app, newPhone());
    const other = await signIn(limited.app, newPhone());
    for (let i = 0; i < 20; i += 1)
      expect((await upload(first.token, 1000 + i)).statusCode).toBe(200);
    const refused = await upload(first.token, 1100);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_FREQUENT' });
    expect((await upload(other.token, 1000)).statusCode).toBe(200);
  });
});
