import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fixtureContext, fixtureLender } from './document-fixture.ts';
import { sealDocuments } from './document-hash.ts';
import { renderLoanDocuments } from './render-documents.ts';
import { renderSignedHtml } from './signed-html.ts';

const HOSTILE = '</style><script>alert(1)</script>"\'&';
// PNG magic and a few bytes: the page embeds whatever image was stored.
const signaturePng = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 250]);
const signedAt = new Date('2026-11-20T16:30:00Z');

function page(language: 'en' | 'ph' | 'hi', name = 'Maria Santos Dela Cruz') {
  const documents = renderLoanDocuments(
    fixtureContext({
      language,
      borrower: { fullName: name, address: `${name} Street`, phone: '+639171234567' },
    }),
  );
  const html = renderSignedHtml({
    orderNo: 'SC261120ABCDEF',
    signedAt,
    language,
    documents,
    signaturePng,
    lender: fixtureLender,
  });
  return { html, documents };
}

const unescape = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

describe('renderSignedHtml', () => {
  it('is one self-contained page: no script, no external resource', () => {
    const { html } = page('en');
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(html).not.toMatch(/<script|<link|<iframe|<object|<embed|url\(|@import/i);
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">`,
    );
    const sources = [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1]);
    expect(sources).toHaveLength(1);
    expect(sources[0]!.startsWith('data:image/png;base64,')).toBe(true);
    expect(html.match(/<style>/g)).toHaveLength(1);
  });

  it('escapes hostile text wherever it appears', () => {
    const { html } = page('en', HOSTILE);
    expect(html).not.toContain(HOSTILE);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;');
    // The only closing style tag is the page's own.
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('embeds the signature with alt text and the signing time in Manila', () => {
    const { html } = page('en');
    expect(html).toContain(
      `<img src="data:image/png;base64,${signaturePng.toString('base64')}" alt="Signature of the borrower">`,
    );
    expect(html).toMatch(
      /<time datetime="2026-11-20T16:30:00.000Z">November 21, 2026 at 12:30:00\sAM GMT\+8<\/time>/,
    );
  });

  it('shows each document with its version and hash, and the seal of the three', () => {
    const { html, documents } = page('en');
    for (const doc of documents) {
      expect(html).toContain(`<h2 id="doc-${doc.kind}">${doc.title}</h2>`);
      expect(html).toContain(`<code>${doc.version}</code>`);
      expect(html).toContain(`<code>${doc.hash}</code>`);
    }
    expect(html).toContain(sealDocuments(documents).toString('hex'));
    expect(html).toContain('<td>December 4, 2026</td>');
    expect(html).toContain('<div class="strong"><dt>Total to repay</dt><dd>₱5,080.00</dd></div>');
    expect(html).toContain('compute its SHA-256');
  });

  it('lets anyone check a hash: the document data shown hashes to the hash shown', () => {
    const { html, documents } = page('hi', HOSTILE);
    const data = [...html.matchAll(/<pre>([^<]*)<\/pre>/g)].map((m) => unescape(m[1]!));
    expect(data.map((text) => createHash('sha256').update(text, 'utf8').digest('hex'))).toEqual(
      documents.map((doc) => doc.hash),
    );
  });

  it('speaks the borrower’s language', () => {
    const ph = page('ph').html;
    expect(ph.startsWith('<!doctype html>\n<html lang="fil">')).toBe(true);
    expect(ph).toContain('alt="Pirma ng nangungutang"');
    expect(ph).toContain('Nobyembre 21, 2026');
    const hi = page('hi').html;
    expect(hi.startsWith('<!doctype html>\n<html lang="hi">')).toBe(true);
    expect(hi).toContain('<article lang="hi"');
    expect(hi).toContain('21 नवंबर 2026');
  });
});
