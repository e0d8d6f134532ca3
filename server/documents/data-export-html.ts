import { INTL_LOCALE } from '../../contract/language.ts';
import { INCOME_BAND_PESOS } from '../../contract/profile/options.ts';
import { BANKS, EWALLETS, REMITTANCE_SHOPS } from '../../contract/profile/payout-channels.ts';
import type { IncomeBand } from '../../contract/profile/options.ts';
import type { Language } from '../../contract/language.ts';
import { documentFormat, formatPhone } from './document-format.ts';
import type { DocumentFormat } from './document-format.ts';
import { escapeHtml } from './escape-html.ts';
import { DATA_EXPORT_TEXTS } from './texts/data-export-texts.ts';
import type { DataExportTexts } from './texts/data-export-texts.ts';
import { PROFILE_OPTION_WORDS } from './texts/profile-option-words.ts';
import type { OptionWords } from './texts/profile-option-words.ts';

/*
 * The readable copy of the data download (docs/account.md#data-download): one self-contained HTML
 * file, every value escaped, no script and no external resource, with a CSP forbidding both
 * should anything slip in. The sections and fields are those of the JSON copy, in order, in the
 * borrower's language: a label for every field, pesos for centavos, percentages for rates, Manila
 * dates and times for instants, words for the codes a borrower would not read as they are.
 */

/** The page's own policy: only its inline style. Sent as a header too (routes/account.ts). */
export const DATA_EXPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:16px;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari",sans-serif;color:#1a1a1a;background:#fff}
main{max-width:860px;margin:0 auto}
h1{font-size:1.5rem;margin:0 0 8px}
h2{font-size:1.25rem;margin:28px 0 8px;padding-top:12px;border-top:2px solid #1a1a1a}
dl{margin:0 0 12px}
dl div{display:flex;flex-wrap:wrap;gap:4px 12px;padding:4px 0;border-bottom:1px solid #ddd}
dt{flex:0 1 220px;color:#444}
dd{flex:1 1 300px;margin:0;overflow-wrap:anywhere}
ol{padding-left:20px}
.empty{color:#555;font-style:italic}
`;

export interface DataExport {
  exportedAt: string;
  lender: string;
  parts: Record<string, unknown>;
}

/** `created_at` and `createdAt` are one field. */
const camel = (key: string): string =>
  key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The words of a field's codes, where another field's set is meant. */
const VALUE_SET: Record<string, string> = {
  correctionSection: 'section',
  decision: 'status',
  sandboxOutcome: 'reason',
  // A weekly payday is a weekday's code; other paydays are days of the month, shown as they are.
  payday: 'weekday',
};

/** A bank's, wallet's or pick-up shop's name, the same in every language. */
const PAYEE_NAMES = new Map(
  [...BANKS, ...EWALLETS, ...REMITTANCE_SHOPS].map((payee) => [payee.code, payee.name]),
);

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const E164_PH = /^\+63\d{10}$/;
/** Fractions already (0.1 is 10 %), not parts per million. */
const FRACTIONS = new Set(['eirPerMonth', 'nominalRatePerMonth']);
const DAY_COUNTS = new Set(['termDays', 'days', 'terms']);

/** "profile_section_history" or "savedAt" as words: the fallback for a field without a label. */
export function humanLabel(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface Context {
  texts: DataExportTexts;
  /** The form's words for its options (gender, income band…), as the borrower chose them. */
  options: OptionWords;
  /** Whole pesos, for the income bands. */
  pesos: Intl.NumberFormat;
  format: DocumentFormat;
  numbers: Intl.NumberFormat;
  /** Fields met without a label (tests fail on any). */
  unlabelled: Set<string>;
}

function label(ctx: Context, key: string, parent: string | null): string {
  const name = camel(key);
  const found =
    (parent ? ctx.texts.labels[`${camel(parent)}.${name}`] : undefined) ?? ctx.texts.labels[name];
  if (found !== undefined) return found;
  ctx.unlabelled.add(parent ? `${camel(parent)}.${name}` : name);
  return humanLabel(key);
}

/** Words for a code: those of `parent.field` first (a message's kind), then the field's set. */
function codeWords(
  ctx: Context,
  name: string,
  parent: string | null,
  code: string,
): string | undefined {
  if (name === 'payeeCode') return PAYEE_NAMES.get(code);
  const set = VALUE_SET[name] ?? name;
  const words =
    (parent ? ctx.texts.values[`${camel(parent)}.${name}`]?.[code] : undefined) ??
    ctx.texts.values[set]?.[code] ??
    ctx.options[set]?.[code];
  if (words === undefined || name !== 'incomeBand') return words;
  const band = INCOME_BAND_PESOS[code as IncomeBand] as
    (typeof INCOME_BAND_PESOS)[IncomeBand] | undefined;
  if (!band) return words;
  const pesos = (value: number | null) => (value === null ? '' : ctx.pesos.format(value));
  return words.replace('{min}', pesos(band.min)).replace('{max}', pesos(band.max));
}

const empty = (text: string): string => `<span class="empty">${escapeHtml(text)}</span>`;

/** A single value of field `key` (in `parent`), as a borrower reads it. */
function leaf(ctx: Context, key: string, parent: string | null, value: unknown): string {
  const name = camel(key);
  const { format, texts } = ctx;
  if (value === null || value === undefined || value === '') return empty('—');
  if (typeof value === 'boolean') return escapeHtml(value ? texts.yes : texts.no);
  if (typeof value === 'number') {
    const money =
      name.endsWith('Centavos') || name === 'centavos' || camel(parent ?? '') === 'allocation';
    if (money && Number.isSafeInteger(value)) return escapeHtml(format.money(value));
    if (name.endsWith('Ppm')) return escapeHtml(format.ratePpm(value));
    if (FRACTIONS.has(name)) return escapeHtml(format.percent(value));
    if (DAY_COUNTS.has(name)) return escapeHtml(texts.days(value));
    const words = codeWords(ctx, name, parent, String(value));
    return escapeHtml(words ?? ctx.numbers.format(value));
  }
  const text = String(value);
  if (INSTANT.test(text)) {
    const at = new Date(text);
    if (!Number.isNaN(at.getTime())) return escapeHtml(format.instant(at));
  }
  if (DAY.test(text)) {
    try {
      return escapeHtml(format.date(text));
    } catch {
      return escapeHtml(text);
    }
  }
  if (E164_PH.test(text)) return escapeHtml(formatPhone(text));
  return escapeHtml(codeWords(ctx, name, parent, text) ?? text);
}

function render(ctx: Context, key: string, parent: string | null, value: unknown): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return empty(ctx.texts.none);
    // A list of plain values (the terms offered): one line.
    if (value.every((item) => item === null || typeof item !== 'object')) {
      return value.map((item) => leaf(ctx, key, parent, item)).join(', ');
    }
    return `<ol>${value.map((item) => `<li>${render(ctx, key, parent, item)}</li>`).join('')}</ol>`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return empty(ctx.texts.none);
    return `<dl>${entries
      .map(
        ([k, v]) =>
          `<div><dt>${escapeHtml(label(ctx, k, key))}</dt><dd>${render(ctx, k, key, v)}</dd></div>`,
      )
      .join('')}</dl>`;
  }
  return leaf(ctx, key, parent, value);
}

/** The page, and the fields it met without a label (for the tests; the page shows them in words). */
export function renderDataExport(
  data: DataExport,
  language: Language,
): { html: string; unlabelled: string[] } {
  const ctx: Context = {
    texts: DATA_EXPORT_TEXTS[language],
    options: PROFILE_OPTION_WORDS[language],
    pesos: new Intl.NumberFormat(INTL_LOCALE[language], {
      style: 'currency',
      currency: 'PHP',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    }),
    format: documentFormat(language),
    numbers: new Intl.NumberFormat(INTL_LOCALE[language]),
    unlabelled: new Set(),
  };
  const { texts } = ctx;
  const sections = Object.entries(data.parts)
    .map(
      ([name, value]) =>
        `<section><h2>${escapeHtml(label(ctx, name, null))}</h2>${render(ctx, name, null, value)}</section>`,
    )
    .join('\n');
  const exportedAt = ctx.format.instant(new Date(data.exportedAt));
  const html = `<!doctype html>
<html lang="${INTL_LOCALE[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${DATA_EXPORT_CSP}">
<title>${escapeHtml(texts.title(data.lender))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(texts.heading(data.lender))}</h1>
<p>${escapeHtml(texts.intro(exportedAt))}</p>
${sections}
</main>
</body>
</html>
`;
  return { html, unlabelled: [...ctx.unlabelled].sort() };
}

export const renderDataExportHtml = (data: DataExport, language: Language): string =>
  renderDataExport(data, language).html;
