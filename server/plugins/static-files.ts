import fp from 'fastify-plugin';
import { existsSync, statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { documentHashReader } from '../lib/inline-hashes.ts';
import type { InlineHashes } from '../lib/inline-hashes.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Cache policy of the built PWA and the desk: Vite's hashed files under assets/ (desk/assets/)
 * never change; everything
 * else (index.html, sw.js, the manifest, workbox-*.js, icons) keeps its name across releases and
 * is revalidated, so a deploy reaches every phone on its next visit.
 */
export function cacheControlFor(root: string, file: string): string {
  const path = relative(root, file).split(sep).join('/');
  return /^(desk\/)?assets\//.test(path) ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves STATIC_DIR when it exists; the app is a hash router, so there is no SPA fallback. The
 * document gets the CSP that allows its own inline boot script and stylesheet, hashed from the
 * file served (docs/security.md#csp).
 */
export const staticFilesPlugin = fp<{
  staticDir: string;
  documentCsp: (inline: InlineHashes) => string;
}>(
  async (app, { staticDir, documentCsp }) => {
    const root = resolve(staticDir);
    if (!existsSync(root) || !statSync(root).isDirectory()) {
      app.log.warn({ staticDir: root }, 'static folder missing: serving the API only');
      return;
    }
    // The document's CSP, built once per version of the file.
    const cspOf = documentHashReader(documentCsp);
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file, stat) => {
        const plain = file.replace(/\.(br|gz)$/, '');
        reply.header('cache-control', cacheControlFor(root, plain));
        if (relative(root, plain) === 'index.html')
          reply.header('content-security-policy', cspOf(file, `${stat.mtimeMs}:${stat.size}`));
      },
    });
  },
  { name: 'static-files', fastify: '5.x' },
);
