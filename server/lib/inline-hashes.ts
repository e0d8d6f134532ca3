import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** CSP source expressions for the inline `<script>` and `<style>` blocks a document carries. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const NONE: InlineHashes = { scripts: [], styles: [] };

const hash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The hashes of the boot script and the stylesheet the build writes into index.html
 * (docs/first-paint.md#inline-start). A block inside a `<template>` is not run until the boot
 * script moves it into the page; the only ones there load from our origin by `src`, which a hash
 * does not concern, and an inline block there would be refused, as anywhere else not listed.
 */
export function inlineHashes(html: string): InlineHashes {
  const outside = html.replace(/<template\b[\s\S]*?<\/template>/gi, '');
  const scripts = [...outside.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes, body]) => !/\bsrc\s*=/i.test(attributes ?? '') && body !== '')
    .map(([, , body]) => hash(body ?? ''));
  const styles = [...outside.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) =>
    hash(body ?? ''),
  );
  return { scripts, styles };
}

/** The hashes of STATIC_DIR's index.html, read once at start; none without a built app. */
export function documentInlineHashes(staticDir: string): InlineHashes {
  const file = join(staticDir, 'index.html');
  return existsSync(file) ? inlineHashes(readFileSync(file, 'utf8')) : NONE;
}
