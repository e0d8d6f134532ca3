import type { Language } from '../../contract/language.ts';
import type { DocumentBlock, LoanDocument } from '../../contract/loan/documents.ts';
import type { AppConfig } from '../config.ts';
import { documentFormat } from './document-format.ts';
import { canonicalDocumentJson, sealDocuments } from './document-hash.ts';
import { escapeHtml } from './escape-html.ts';
import { DOCUMENT_TEXTS } from './texts/texts-by-language.ts';

/*
 * The borrower's own copy of what they signed: one HTML file that opens offline, years later,
 * in any browser. Self-contained on purpose: inline styles, the signature as a data: URL, no
 * script and no external resource, and a CSP that forbids them should anything slip in.
 */

export interface SignedHtmlInput {
  orderNo: string;
  signedAt: Date;
  language: Language;
  documents: LoanDocument[];
  signaturePng: Buffer;
  lender: AppConfig['brand'];
}

const LANG_ATTR: Record<Language, string> = { en: 'en', ph: 'fil', hi: 'hi' };

const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:16px;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari",sans-serif;color:#1a1a1a;background:#fff}
main{max-width:760px;margin:0 auto}
h1{font-size:1.5rem;margin:0 0 8px}
h2{font-size:1.25rem;margin:32px 0 8px;padding-top:16px;border-top:2px solid #1a1a1a}
h3{font-size:1.05rem;margin:20px 0 6px}
p{margin:0 0 10px}
dl{margin:0 0 12px}
dl div{display:flex;flex-wrap:wrap;gap:4px 12px;padding:6px 0;border-bottom:1px solid #ddd}
dt{flex:1 1 220px;color:#444}
dd{flex:1 1 220px;margin:0}
.strong dd,.strong dt{font-weight:700;color:#1a1a1a}
.table-wrap{overflow-x:auto;margin:0 0 12px}
table{width:100%;border-collapse:collapse}
caption{text-align:left;font-weight:700;padding:4px 0}
th,td{border:1px solid #bbb;padding:6px;text-align:left;vertical-align:top}
th{background:#f2f2f2}
code,pre{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.85rem;overflow-wrap:anywhere;word-break:break-all}
pre{white-space:pre-wrap;background:#f6f6f6;padding:8px;margin:8px 0}
.seal{margin-top:16px;padding:8px 12px;background:#f6f6f6}
.signature img{display:block;max-width:100%;height:auto;border:1px solid #bbb;background:#fff}
footer.lender{margin-top:32px;font-size:.9rem;color:#444}
@media print{details{display:none}h2{break-before:page}}
`;

function renderBlock(block: DocumentBlock): string {
  switch (block.type) {
    case 'heading':
      return `<h3>${escapeHtml(block.text)}</h3>`;
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'facts':
      return `<dl>${block.rows
        .map(
          (row) =>
            `<div${row.strong ? ' class="strong"' : ''}><dt>${escapeHtml(row.label)}</dt><dd>${escapeHtml(row.value)}</dd></div>`,
        )
        .join('')}</dl>`;
    case 'table':
      return `<div class="table-wrap"><table><caption>${escapeHtml(block.caption)}</caption><thead><tr>${block.head
        .map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`)
        .join('')}</tr></thead><tbody>${block.rows
        .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
        .join('')}</tbody></table></div>`;
  }
}

/** The downloadable signed copy: the documents, the signature, when, and how to check them. */
export function renderSignedHtml(input: SignedHtmlInput): string {
  const { language, lender } = input;
  const texts = DOCUMENT_TEXTS[language];
  const t = texts.signedCopy;
  const c = texts.common;
  const f = documentFormat(language);
  const seal = sealDocuments(input.documents).toString('hex');
  const signedAt = `<time datetime="${escapeHtml(input.signedAt.toISOString())}">${escapeHtml(f.instant(input.signedAt))}</time>`;
  const documents = input.documents.map((doc) => {
    const { hash: _hash, ...content } = doc;
    return `<article lang="${LANG_ATTR[doc.language]}" aria-labelledby="doc-${escapeHtml(doc.kind)}">
<h2 id="doc-${escapeHtml(doc.kind)}">${escapeHtml(doc.title)}</h2>
${doc.blocks.map(renderBlock).join('\n')}
<div class="seal"><dl>
<div><dt>${escapeHtml(t.version)}</dt><dd><code>${escapeHtml(doc.version)}</code></dd></div>
<div><dt>${escapeHtml(t.hash)}</dt><dd><code>${escapeHtml(doc.hash)}</code></dd></div>
</dl>
<details><summary>${escapeHtml(t.documentData)}</summary><pre>${escapeHtml(canonicalDocumentJson(content))}</pre></details></div>
</article>`;
  });
  const signatureData = `data:image/png;base64,${input.signaturePng.toString('base64')}`;
  return `<!doctype html>
<html lang="${LANG_ATTR[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
<title>${escapeHtml(t.pageTitle({ orderNo: input.orderNo }))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header>
<h1>${escapeHtml(t.pageTitle({ orderNo: input.orderNo }))}</h1>
<p>${escapeHtml(t.intro)}</p>
<dl>
<div><dt>${escapeHtml(t.orderNo)}</dt><dd>${escapeHtml(input.orderNo)}</dd></div>
<div><dt>${escapeHtml(t.signedAt)}</dt><dd>${signedAt}</dd></div>
<div><dt>${escapeHtml(t.seal)}</dt><dd><code>${seal}</code></dd></div>
</dl>
<p>${escapeHtml(t.howToCheck)}</p>
</header>
${documents.join('\n')}
<section class="signature" aria-labelledby="signature">
<h2 id="signature">${escapeHtml(t.signature)}</h2>
<img src="${escapeHtml(signatureData)}" alt="${escapeHtml(t.signatureAlt)}">
<p>${escapeHtml(t.signedAt)}: ${signedAt}</p>
</section>
<footer class="lender">
<dl>
<div><dt>${escapeHtml(c.corporateName)}</dt><dd>${escapeHtml(lender.corporateName)} (${escapeHtml(lender.proName)})</dd></div>
<div><dt>${escapeHtml(c.secRegistrationNo)}</dt><dd>${escapeHtml(lender.secRegistrationNo)}</dd></div>
<div><dt>${escapeHtml(c.certificateOfAuthorityNo)}</dt><dd>${escapeHtml(lender.certificateOfAuthorityNo)}</dd></div>
</dl>
<p>${escapeHtml(c.complaints({ email: lender.serviceEmail, hotline: lender.hotLine }))}</p>
<p>${escapeHtml(lender.proWebsite)}</p>
</footer>
</main>
</body>
</html>
`;
}
