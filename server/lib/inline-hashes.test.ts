import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentHashReader, inlineHashes } from './inline-hashes.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the hashes of a document’s inline blocks (docs/security.md#csp)', () => {
  it('hashes each inline script and style exactly as written, as the browser does', () => {
    const html =
      '<head><style>:root{--c:#0b4f8a}</style></head><body><div id="root"></div>' +
      '<script data-intl-worker="/assets/w.js">(function(){var é=1})();</script>';
    expect(inlineHashes(html)).toEqual({
      scripts: [sha256('(function(){var é=1})();')],
      styles: [sha256(':root{--c:#0b4f8a}')],
    });
  });

  it('leaves out scripts loaded by src and anything inside a template', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<template id="app-scripts"><script>alert(1)</script><style>p{}</style></template>' +
      '<template><script src="/assets/x.js"></script></template>';
    expect(inlineHashes(html)).toEqual({ scripts: [], styles: [] });
  });

  it('does not take a data-src attribute for src', () => {
    expect(inlineHashes('<script data-src="/x.js">boot()</script>').scripts).toEqual([
      sha256('boot()'),
    ]);
  });

  it('reads the plain file beside a precompressed one, again only when its stamp changes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sulong-hashes-'));
    const file = join(dir, 'index.html');
    try {
      const read = documentHashReader((hashes) => hashes);
      writeFileSync(file, '<script>boot()</script>');
      expect(read(`${file}.br`, '1:23').scripts).toEqual([sha256('boot()')]);
      writeFileSync(file, '<script>next()</script>');
      // Same stamp: the cached hashes (the file's time and size tell a rebuild).
      expect(read(file, '1:23').scripts).toEqual([sha256('boot()')]);
      expect(read(file, '2:24').scripts).toEqual([sha256('next()')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
