import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
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

export const securityHeadersPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const production = config.nodeEnv === 'production';
    const csp = (directives: Record<string, string[]>) => ({
      useDefaults: false,
      directives: production ? { ...directives, 'upgrade-insecure-requests': [] } : directives,
    });

    // Registered before helmet so the docs routes (added later) carry their own policy.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith(DOCS_PREFIX)) {
        route.config = {
          ...route.config,
          helmet: { contentSecurityPolicy: csp(DOCS_CSP) },
        } as typeof route.config;
      }
    });

    await app.register(helmet, {
      contentSecurityPolicy: csp(APP_CSP),
      // Browsers remember HSTS for a year: sent only where HTTPS is certain.
      strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    });

    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
