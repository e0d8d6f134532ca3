import fp from 'fastify-plugin';
import { existsSync, statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Cache policy of the built PWA: Vite's hashed files under assets/ never change; everything
 * else (index.html, sw.js, the manifest, workbox-*.js, icons) keeps its name across releases and
 * is revalidated, so a deploy reaches every phone on its next visit.
 */
export function cacheControlFor(root: string, file: string): string {
  const path = relative(root, file).split(sep).join('/');
  return path.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/** Serves STATIC_DIR when it exists; the app is a hash router, so there is no SPA fallback. */
export const staticFilesPlugin = fp<{ staticDir: string }>(
  async (app, { staticDir }) => {
    const root = resolve(staticDir);
    if (!existsSync(root) || !statSync(root).isDirectory()) {
      app.log.warn({ staticDir: root }, 'static folder missing: serving the API only');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControlFor(root, file.replace(/\.(br|gz)$/, '')));
      },
    });
  },
  { name: 'static-files', fastify: '5.x' },
);
