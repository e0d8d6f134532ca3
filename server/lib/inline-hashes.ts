import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** CSP source expressions for the inline `<script>` and `<style>` blocks a document carries. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

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
    .filter(([, attributes, body]) => !/(?:^|\s)src\s*=/i.test(attributes ?? '') && body !== '')
    .map(([, , body]) => hash(body ?? ''));
  const styles = [...outside.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) =>
    hash(body ?? ''),
  );
  return { scripts, styles };
}

/**
 * What `derive` makes of a document file's hashes as the file is on disk now (the document's CSP
 * header), worked out again only when the file changed (its size or time): a build written while
 * the server runs is served with its own hashes, never with the previous build's (which would
 * leave the page blank, and the service worker would keep it), and an unchanged file costs no
 * read and no policy build per request (docs/performance.md#security-headers). `file` may be a
 * precompressed sibling: the hashes are read from the plain file beside it.
 */
export function documentHashReader<T>(
  derive: (hashes: InlineHashes) => T,
): (file: string, stamp: string) => T {
  let cached: { key: string; value: T } | null = null;
  return (file, stamp) => {
    const plain = file.replace(/\.(br|gz)$/, '');
    const key = `${plain}\u0000${stamp}`;
    if (cached?.key !== key)
      cached = { key, value: derive(inlineHashes(readFileSync(plain, 'utf8'))) };
    return cached.value;
  };
}
