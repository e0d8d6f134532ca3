import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/language.ts';
import { renderDataExport, renderDataExportHtml } from './data-export-html.ts';
import { DATA_EXPORT_FIXTURE } from './data-export-fixture.ts';
import { DATA_EXPORT_TEXTS } from './texts/data-export-texts.ts';

/** The readable data download in the borrower's language (docs/account.md#data-download). */

/** The visible text of the page, as one line. */
const textOf = (html: string): string =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** What a raw dump showed: snake_case keys, centavos, parts per million, UTC timestamps. */
const RAW = [
  /\b[a-z]+_[a-z_]+\b/, // created_at, amount_centavos
  /centavos/i,
  /ppm/i,
  /\d{4}-\d{2}-\d{2}T\d{2}:/, // 2026-03-10T02:00:05
  /\b302700\b/, // the total to repay in centavos
];

describe('renderDataExport', () => {
  it.each(LANGUAGES)('labels every field of a whole download in %s', (language) => {
    expect(renderDataExport(DATA_EXPORT_FIXTURE, language).unlabelled).toEqual([]);
  });

  it.each(LANGUAGES)('shows no raw key, centavos, ppm or UTC timestamp in %s', (language) => {
    const text = textOf(renderDataExportHtml(DATA_EXPORT_FIXTURE, language));
    for (const raw of RAW) expect(text).not.toMatch(raw);
  });

  it('in English: pesos, rates as percentages, Manila dates and times, words for codes', () => {
    const html = renderDataExportHtml(DATA_EXPORT_FIXTURE, 'en');
    expect(html).toContain('<html lang="en-PH">');
    const text = textOf(html);
    expect(text).toContain('Sulong Lending Corporation: everything we hold about you');
    // Exported 02:00:30 UTC is 10:00:30 in Manila.
    expect(text).toContain('Exported on March 10, 2026 at 10:00:30 AM GMT+8.');
    expect(text).toContain('Total to repay ₱3,027.00');
    expect(text).toContain('Interest per day 0.10%');
    expect(text).toContain('Effective interest rate (EIR) per month 10.46%');
    expect(text).toContain('Term 7 days');
    expect(text).toContain('Due date March 24, 2026');
    expect(text).toContain('Money sent March 10, 2026 at 10:00:05 AM GMT+8');
    // The receipt's allocation is in centavos too.
    expect(text).toContain('How the payment was used Fees ₱6.00 Late charges ₱0.00');
    expect(text).toContain('Status Fully paid');
    expect(text).toContain('Kind Application received');
    expect(text).toContain('Mobile number +63 917 100 0001');
    expect(text).toContain('Loan fully paid with it Yes');
    // The form's options in the words the borrower chose them.
    expect(text).toContain('Civil status Single, with children');
    expect(text).toContain('Monthly income ₱18,001 – ₱25,000');
    expect(text).toContain('Type of ID PhilSys National ID');
    expect(text).toContain('Bank, e-wallet or pick-up place BDO Unibank');
    // The tax line's kind in words, as the loan was signed (an older loan's tax on the fee).
    expect(text).toContain('Tax Tax on the service fee');
    expect(text).not.toContain('serviceFeeTax');
  });

  it('in Filipino and Hindi: their own words and month names, the same pesos', () => {
    const ph = textOf(renderDataExportHtml(DATA_EXPORT_FIXTURE, 'ph'));
    expect(ph).toContain('lahat ng hawak naming impormasyon tungkol sa iyo');
    expect(ph).toContain('Kabuuang babayaran ₱3,027.00');
    expect(ph).toContain('Due date Marso 24, 2026');
    expect(ph).toContain('Status Bayad na nang buo');
    expect(ph).toContain('Buwanang kita ₱18,001 – ₱25,000');
    expect(ph).not.toContain('Total to repay');

    const hiHtml = renderDataExportHtml(DATA_EXPORT_FIXTURE, 'hi');
    expect(hiHtml).toContain('<html lang="hi-IN">');
    const hi = textOf(hiHtml);
    expect(hi).toContain('कुल चुकाना है ₱3,027.00');
    expect(hi).toContain('देय तिथि 24 मार्च 2026');
    expect(hi).not.toContain('Total to repay');
  });

  it('escapes what the borrower typed', () => {
    const data = structuredClone(DATA_EXPORT_FIXTURE);
    const feedback = data.parts.feedback as { tickets: { text: string }[] };
    feedback.tickets[0]!.text = '<script>alert(1)</script> D’Angelo & "co"';
    const html = renderDataExportHtml(data, 'en');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; D’Angelo &amp; &quot;co&quot;');
  });
});

describe('the download’s words (server/documents/texts/data-export-*.ts)', () => {
  it('has the same labels and code words in every language', () => {
    const { en } = DATA_EXPORT_TEXTS;
    for (const language of LANGUAGES) {
      const texts = DATA_EXPORT_TEXTS[language];
      expect(Object.keys(texts.labels).sort()).toEqual(Object.keys(en.labels).sort());
      expect(Object.keys(texts.values).sort()).toEqual(Object.keys(en.values).sort());
      for (const [field, words] of Object.entries(en.values)) {
        expect(Object.keys(texts.values[field]!).sort(), `${language} ${field}`).toEqual(
          Object.keys(words).sort(),
        );
      }
    }
  });
});
