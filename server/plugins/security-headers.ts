import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import type { AppConfig } from '../config.ts';

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

/** Every answer's security headers, by policy: the app's, and the API docs' (Swagger UI). */
export interface SecurityHeaderSets {
  app: [string, string][];
  docs: [string, string][];
}

/**
 * helmet's headers (our CSP, no HSTS outside production) and the permissions policy. Worked out
 * once per policy at start: applying helmet per request rebuilt and re-parsed the whole policy
 * each time, a large share of a small answer's cost (docs/performance.md#security-headers).
 */
export function securityHeaderSets(config: Pick<AppConfig, 'nodeEnv'>): SecurityHeaderSets {
  const production = config.nodeEnv === 'production';
  const csp = (directives: Record<string, string[]>) => ({
    useDefaults: false,
    directives: production ? { ...directives, 'upgrade-insecure-requests': [] } : directives,
  });
  const policy = (directives: Record<string, string[]>): [string, string][] => [
    ...helmetHeaders({
      contentSecurityPolicy: csp(directives),
      // Browsers remember HSTS for a year: sent only where HTTPS is certain.
      strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    }),
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
  return { app: policy(APP_CSP), docs: policy(DOCS_CSP) };
}

/**
 * The headers on every answer that goes through a route's hooks. What the router refuses before
 * any hook runs sets them itself (error-handler.ts, frameworkErrorsWith).
 */
export const securityHeadersPlugin = fp<{ headers: SecurityHeaderSets }>(
  async (app, { headers }) => {
    // Registered before the docs routes (added later), so they are marked for their own policy.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith(DOCS_PREFIX)) {
        route.config = { ...route.config, docsPolicy: true } as typeof route.config;
      }
    });

    app.addHook('onRequest', (request, reply, done) => {
      const config = request.routeOptions.config as { docsPolicy?: boolean };
      for (const [name, value] of config.docsPolicy ? headers.docs : headers.app) {
        reply.raw.setHeader(name, value);
      }
      done();
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
