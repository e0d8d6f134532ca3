import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { SmsProvider } from '../../server/sms/sms-provider.ts';
import { createTestApp, sharedDb, testConfig } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';

const db = sharedDb();
let t: TestApp;
let dist: string;

/** The built document's shape: inline stylesheet and boot script, the app's scripts in a template. */
const STYLE = 'body{margin:0}';
const BOOT = '(function(){document.body.dataset.booted="1"})();';
const INDEX =
  `<!doctype html><title>Sulong Cash</title><style>${STYLE}</style><div id="root"></div>` +
  '<template id="app-scripts"><script type="module" src="/assets/index-3f9a1c.js"></script>' +
  '<script>alert(1)</script></template>' +
  `<script data-intl-worker="/assets/w.js">${BOOT}</script>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A tiny stand-in for Vite's dist/: hashed assets with precompressed siblings, unhashed shell files. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sulong-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'icons'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(dir, 'workbox-5a1b2c.js'), '/* workbox */');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Sulong Cash"}');
  writeFileSync(join(dir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dir, 'assets', 'index-3f9a1c.js'), BUNDLE);
  writeFileSync(join(dir, 'assets', 'index-3f9a1c.js.br'), brotliCompressSync(BUNDLE));
  writeFileSync(join(dir, 'assets', 'index-3f9a1c.js.gz'), gzipSync(BUNDLE));
  return dir;
}

beforeAll(async () => {
  await db.open();
  dist = fakeDist();
  t = await createTestApp({ db: db.get(), env: { STATIC_DIR: dist } });
});
afterAll(async () => {
  await t.app.close();
  await db.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it('sends the app a strict CSP and the other protections of a page', async () => {
    for (const url of [
      '/',
      '/index.html',
      '/manifest.webmanifest',
      '/no-such-file.js',
      '/apiary',
    ]) {
      const headers = (await get(url)).headers;
      const csp = String(headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      // docs/security.md#csp: the document's own inline boot script and stylesheet, by hash,
      // on the document only; nothing inline anywhere else.
      const documentFile = url === '/' || url === '/index.html';
      expect(csp, url).toContain(
        documentFile ? `script-src 'self' ${sha256(BOOT)};` : "script-src 'self';",
      );
      expect(csp, url).toContain(
        documentFile ? `style-src 'self' ${sha256(STYLE)};` : "style-src 'self';",
      );
      expect(csp).not.toContain(sha256('alert(1)'));
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain(
        "connect-src 'self' https://*.adjust.com https://*.adjust.world https://*.adjust.net.in",
      );
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['permissions-policy']).toContain('camera=(self)');
      expect(headers['permissions-policy']).toContain('geolocation=(self)');
      expect(headers['permissions-policy']).toContain('microphone=()');
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  // docs/security.md#api-headers
  it('sends every API answer the headers of data, and none of a page', async () => {
    const answers = [
      await get('/api/config'),
      await get('/api/me'),
      await get('/api/nothing'),
      await get('/api?x=1'),
      await t.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { phone: 'x' } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 404, 400]);
    for (const { headers } of answers) {
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['cache-control']).toBe('no-store');
      for (const pageOnly of [
        'permissions-policy',
        'referrer-policy',
        'cross-origin-opener-policy',
        'x-dns-prefetch-control',
        'strict-transport-security',
      ]) {
        expect(headers[pageOnly], pageOnly).toBeUndefined();
      }
    }
  });

  it('adds HSTS in production', async () => {
    const prod = await createTestApp({ db: t.db, env: PRODUCTION, sms: QUIET_SMS });
    for (const url of ['/', '/api/config', '/api/docs']) {
      const headers = (await prod.app.inject({ method: 'GET', url })).headers;
      expect(headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
    await prod.app.close();
  });

  it('relaxes the CSP for the API docs only', async () => {
    const docs = await get('/api/docs');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    const csp = String(docs.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    // A hash beside 'unsafe-inline' would switch it off for Swagger UI.
    expect(csp).not.toContain('sha256-');
  });
});

/** What production needs besides the sandbox (config refuses a start without it). */
const PRODUCTION = {
  NODE_ENV: 'production',
  SEMAPHORE_API_KEY: 'k',
  CORPORATE_NAME: 'Sulong Lending Corporation',
  SEC_REGISTRATION_NO: 'CS201912345',
  CERTIFICATE_OF_AUTHORITY_NO: '3125',
  CORPORATE_ADDRESS: '20F Example Tower, Ayala Avenue, Makati City',
  LANDLINE: '+63 2 8123 4567',
  KEY_FACTS_LINK_SECRET: 'k'.repeat(32),
  DESK_SECRET_KEY: 'd'.repeat(43),
};
const QUIET_SMS: SmsProvider = {
  name: 'semaphore',
  sendOtp: async () => {},
  sendText: async () => {},
};

describe('request bodies (docs/security.md#request-ceilings)', () => {
  it('refuses a compressed body instead of inflating it past the size limits', async () => {
    const body = JSON.stringify({
      phone: '+639171234567',
      language: 'en',
      pad: ' '.repeat(200_000),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(body),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const sent = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM otp_challenges WHERE phone = '+639171234567'",
    );
    expect(sent[0]?.n).toBe(0);
  });
});

describe('production (docs/security.md#api-docs, #sandbox-in-production)', () => {
  it('serves no API docs unless config asks for them', async () => {
    const closed = await createTestApp({ db: t.db, env: PRODUCTION, sms: QUIET_SMS });
    for (const url of ['/api/docs', '/api/docs/json']) {
      const response = await closed.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    await closed.app.close();

    const open = await createTestApp({
      db: t.db,
      env: { ...PRODUCTION, API_DOCS_ENABLED: 'true' },
      sms: QUIET_SMS,
    });
    expect((await open.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    await open.app.close();
  });

  it('runs the sandbox only with the override, and says so in the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      config: testConfig({
        ...PRODUCTION,
        LOG_LEVEL: 'warn',
        SANDBOX_ENABLED: 'true',
        I_UNDERSTAND_SANDBOX_IN_PRODUCTION_EXPOSES_CODES: 'true',
      }),
      db: t.db,
      logger: { level: 'warn', stream },
    });
    await app.ready();
    const warnings = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.msg.includes('SANDBOX IN PRODUCTION'));
    expect(warnings).toEqual([expect.objectContaining({ level: 40 })]);
    expect((await app.inject({ method: 'GET', url: '/api/dev/sms-outbox' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('OpenAPI', () => {
  it('lists every route with schemas generated from zod', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    expect(doc.openapi).toMatch(/^3\.1/);
    for (const path of [
      '/api/auth/otp',
      '/api/auth/captcha',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/me',
      '/api/config',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(JSON.stringify(doc.paths['/api/auth/otp']?.post?.requestBody)).toContain(
      'captchaAnswer',
    );
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
  });
});

describe('static PWA', () => {
  it('serves index.html at / and revalidates the unhashed shell files', async () => {
    const index = await get('/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toBe(INDEX);
    expect(index.headers['cache-control']).toBe('no-cache');
    for (const url of [
      '/index.html',
      '/sw.js',
      '/manifest.webmanifest',
      '/workbox-5a1b2c.js',
      '/icons/icon-192.png',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and serves the precompressed sibling', async () => {
    const br = await get('/assets/index-3f9a1c.js', { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);

    const gz = await get('/assets/index-3f9a1c.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get('/assets/index-3f9a1c.js', { 'accept-encoding': 'identity' });
    expect(plain.body).toBe(BUNDLE);
  });

  it('has no SPA fallback: unknown paths are 404', async () => {
    const missing = await get('/some/page');
    expect(missing.statusCode).toBe(404);
    const api = await get('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('compresses API answers with brotli when asked', async () => {
    const docs = await get('/api/docs/json', { 'accept-encoding': 'br' });
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(docs.rawPayload).toString())).toHaveProperty('paths');
  });
});
