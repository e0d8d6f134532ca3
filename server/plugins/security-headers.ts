import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import type { AppConfig } from '../config.ts';
import type { InlineHashes } from '../lib/inline-hashes.ts';

/** The PWA's policy: only our own origin, plus the attribution SDK's endpoints for connect. */
export const APP_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': [
    "'self'",
    'https://*.adjust.com',
    'https://*.adjust.world',
    'https://*.adjust.net.in',
  ],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/** Swagger UI styles itself inline and draws icons as data: images; only /api/docs gets this. */
export const DOCS_CSP = {
  ...APP_CSP,
  'script-src': ["'self'", "'unsafe-inline'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
};

/** Every route of the JSON API lives under this prefix (routes/api.ts). */
export const API_PREFIX = '/api';
export const DOCS_PREFIX = `${API_PREFIX}/docs`;

export const PERMISSIONS_POLICY =
  'camera=(self), geolocation=(self), microphone=(), payment=(), usb=(), serial=(), hid=()';

/** The headers helmet sets for `options`: they depend on nothing in the request. */
export function helmetHeaders(options: Readonly<HelmetOptions>): [string, string][] {
  const headers = new Map<string, [string, string]>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), [name, value]),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return [...headers.values()];
}

/**
 * What a JSON answer needs (docs/security.md#api-headers): nothing may load from it, frame it,
 * sniff it into another type, read it from another site, or keep it in a cache. The document-only
 * headers (permissions, referrer, opener, DNS prefetch…) govern a page, and an answer is never one;
 * the ones kept here are the ones that protect data read outside the app.
 */
export const API_HEADERS: readonly [string, string][] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['cache-control', 'no-store'],
];

/** HSTS: browsers remember it for a year, so it is sent only where HTTPS is certain. */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/**
 * Every answer's security headers, by policy: the app's pages and files, the API docs' (Swagger
 * UI), and the API's answers.
 */
export interface SecurityHeaderSets {
  app: [string, string][];
  docs: [string, string][];
  api: [string, string][];
}

export type SecurityPolicy = keyof SecurityHeaderSets;

/** The policy of a path: the docs', the API's, or the app's (pages, files, unknown paths). */
export function policyOf(url: string): SecurityPolicy {
  if (!url.startsWith(API_PREFIX)) return 'app';
  const rest = url.slice(API_PREFIX.length);
  if (rest !== '' && rest[0] !== '/' && rest[0] !== '?') return 'app';
  return url.startsWith(DOCS_PREFIX) ? 'docs' : 'api';
}

/**
 * The app's policy with the document's own inline boot script and stylesheet allowed by their
 * hashes, nothing else inline (docs/security.md#csp). The docs' policy stays as it is: a hash in
 * it would switch its `'unsafe-inline'` off.
 */
export function appCsp(inline: InlineHashes): Record<string, string[]> {
  return {
    ...APP_CSP,
    'script-src': [...APP_CSP['script-src'], ...inline.scripts],
    'style-src': [...APP_CSP['style-src'], ...inline.styles],
  };
}

const cspOptions = (production: boolean) => (directives: Record<string, string[]>) => ({
  useDefaults: false,
  directives: production ? { ...directives, 'upgrade-insecure-requests': [] } : directives,
});

/**
 * The CSP of the app's document (index.html) with its inline blocks' hashes; every other answer
 * of the app keeps `APP_CSP`, which allows nothing inline.
 */
export function documentCsp(config: Pick<AppConfig, 'nodeEnv'>): (inline: InlineHashes) => string {
  const csp = cspOptions(config.nodeEnv === 'production');
  return (inline) => {
    const headers = helmetHeaders({
      contentSecurityPolicy: csp(appCsp(inline)),
      strictTransportSecurity: false,
    });
    const found = headers.find(([name]) => name.toLowerCase() === 'content-security-policy');
    if (!found) throw new Error('helmet wrote no CSP');
    return found[1];
  };
}

/**
 * helmet's headers (our CSP, no HSTS outside production) and the permissions policy. Worked out
 * once per policy at start: applying helmet per request rebuilt and re-parsed the whole policy
 * each time, a large share of a small answer's cost (docs/performance.md#security-headers).
 */
export function securityHeaderSets(config: Pick<AppConfig, 'nodeEnv'>): SecurityHeaderSets {
  const production = config.nodeEnv === 'production';
  const csp = cspOptions(production);
  const policy = (directives: Record<string, string[]>): [string, string][] => [
    ...helmetHeaders({
      contentSecurityPolicy: csp(directives),
      strictTransportSecurity: production ? HSTS : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    }),
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
  const hsts: [string, string][] = production
    ? [['strict-transport-security', `max-age=${HSTS.maxAge}; includeSubDomains`]]
    : [];
  return { app: policy(APP_CSP), docs: policy(DOCS_CSP), api: [...API_HEADERS, ...hsts] };
}

/**
 * The headers on every answer that goes through a route's hooks. What the router refuses before
 * any hook runs sets them itself (error-handler.ts, frameworkErrorsWith).
 */
export const securityHeadersPlugin = fp<{ headers: SecurityHeaderSets }>(
  async (app, { headers }) => {
    // Registered before the routes (added later), so each is marked with its policy once. A
    // wildcard (the static files, the not-found handlers) serves paths of every policy.
    app.addHook('onRoute', (route) => {
      if (route.url.includes('*')) return;
      route.config = {
        ...route.config,
        securityPolicy: policyOf(route.url),
      } as typeof route.config;
    });

    app.addHook('onRequest', (request, reply, done) => {
      const config = request.routeOptions.config as { securityPolicy?: SecurityPolicy };
      const policy = config.securityPolicy ?? policyOf(request.url);
      for (const [name, value] of headers[policy]) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
