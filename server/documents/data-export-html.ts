import { escapeHtml } from './escape-html.ts';

/*
 * The readable copy of the data download (docs/account.md#data-download): one self-contained HTML
 * file, every value escaped, no script and no external resource, with a CSP forbidding both
 * should anything slip in. The sections and fields are those of the JSON copy, in order.
 */

/** The page's own policy: only its inline style. Sent as a header too (routes/account.ts). */
export const DATA_EXPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:16px;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari",sans-serif;color:#1a1a1a;background:#fff}
main{max-width:860px;margin:0 auto}
h1{font-size:1.5rem;margin:0 0 8px}
h2{font-size:1.25rem;margin:28px 0 8px;padding-top:12px;border-top:2px solid #1a1a1a}
h3{font-size:1.05rem;margin:16px 0 6px}
dl{margin:0 0 12px}
dl div{display:flex;flex-wrap:wrap;gap:4px 12px;padding:4px 0;border-bottom:1px solid #ddd}
dt{flex:0 1 220px;color:#444}
dd{flex:1 1 300px;margin:0;overflow-wrap:anywhere}
ol{padding-left:20px}
.empty{color:#555;font-style:italic}
`;

/** "profile_section_history" or "savedAt" as words: "Profile section history", "Saved at". */
export function humanLabel(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function renderValue(value: unknown): string {
  if (value === null || value === undefined) return '<span class="empty">—</span>';
  if (Array.isArray(value)) {
    if (value.length === 0) return '<span class="empty">none</span>';
    return `<ol>${value.map((item) => `<li>${renderValue(item)}</li>`).join('')}</ol>`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '<span class="empty">none</span>';
    return `<dl>${entries
      .map(([k, v]) => `<div><dt>${escapeHtml(humanLabel(k))}</dt><dd>${renderValue(v)}</dd></div>`)
      .join('')}</dl>`;
  }
  return escapeHtml(String(value));
}

export interface DataExport {
  exportedAt: string;
  lender: string;
  parts: Record<string, unknown>;
}

export function renderDataExportHtml(data: DataExport): string {
  const sections = Object.entries(data.parts)
    .map(
      ([name, value]) =>
        `<section><h2>${escapeHtml(humanLabel(name))}</h2>${renderValue(value)}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${DATA_EXPORT_CSP}">
<title>${escapeHtml(`${data.lender}: your data`)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(`${data.lender}: everything we hold about you`)}</h1>
<p>${escapeHtml(`Exported ${data.exportedAt}. The same data as the JSON copy; amounts are in centavos (100 centavos = ₱1).`)}</p>
${sections}
</main>
</body>
</html>
`;
}
