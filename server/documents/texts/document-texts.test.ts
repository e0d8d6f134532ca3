import { describe, expect, it } from 'vitest';
import type { LoanDocument } from '../../../contract/loan/documents.ts';
import { fixtureContext, fixturePricingWithCoupon } from '../document-fixture.ts';
import { renderLoanDocuments } from '../render-documents.ts';
import type { DocumentTexts } from './document-texts.ts';
import { termWords } from '../../../tests/i18n/glossary.ts';
import { DOCUMENT_TEXTS } from './texts-by-language.ts';

/*
 * No English left in the Filipino and Hindi texts. Proper names (the lender, the borrower, the
 * payee, Philippine law titles as the regulator writes them) and acronyms are removed first; what
 * remains must not be English, except the words docs/glossary.md makes Filipino terms ("due
 * date", "late charge": the Taglish a borrower reads).
 */

const PROPER_NAMES = [
  'Sulong Lending Corporation',
  'Sulong Cash',
  'Maria Santos Dela Cruz',
  '12 Mabini Street, Barangay San Roque, Quezon City, Metro Manila',
  'GCash',
  'Certificate of Authority',
  'Truth in Lending Act',
  'BSP Circular No. 730',
  'Data Privacy Act of 2012',
  'SEC Memorandum Circular No. 18, series of 2019',
  'Lending Company Regulation Act of 2007',
  'Financial Products and Services Consumer Protection Act',
  'Electronic Commerce Act of 2000',
  'sha256sum',
];

/** Words Filipino uses as its own: the glossary's loanwords, others of everyday use, homographs. */
const FILIPINO_WORDS = new Set([
  ...termWords('ph').flatMap((term) => term.toLowerCase().match(/[a-z]+/g) ?? []),
  'app',
  'email',
  'wallet',
  'hash',
  'personal', // "personal na datos"
  'at', // "and"
  'may', // "there is"
]);

function latinWords(text: string): string[] {
  let rest = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
  for (const name of PROPER_NAMES) rest = rest.split(name).join(' ');
  return (rest.match(/[A-Za-z]+/g) ?? [])
    .filter((word) => word.length > 1 && word !== word.toUpperCase())
    .map((word) => word.toLowerCase());
}

/** Every leaf text of a language, functions called with neutral figures (each branch once). */
function leafTexts(texts: DocumentTexts): string[] {
  const params = (overrides: object) => ({
    name: '#',
    kind: 'vat',
    rate: '1%',
    base: 'serviceFee',
    amount: '₱1',
    timing: '#',
    upfront: '₱1',
    atRepayment: '₱2',
    days: '3',
    payee: '#',
    last4: '1234',
    holder: '#',
    term: '7',
    dueDate: '#',
    withdrawalDate: '#',
    cap: '₱5',
    fee: '₱4',
    max: 3,
    email: '#',
    hotline: '#',
    lender: '#',
    proName: '#',
    account: '#',
    total: '#',
    date: '#',
    address: '#',
    sec: '#',
    ca: '#',
    orderNo: '#',
    from: '09:00',
    until: '20:00',
    ...overrides,
  });
  const out: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') out.push(value);
    else if (typeof value === 'function') {
      const call = value as (p: unknown) => string;
      if (path === 'common.days') out.push(call(1), call(2));
      else out.push(call(params({})), call(params({ base: 'allFees', max: 1 })));
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}.${i}`));
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) walk(v, path ? `${path}.${key}` : key);
    }
  };
  walk(texts, '');
  return out;
}

const rendered = (language: 'en' | 'ph' | 'hi') =>
  [{}, { pricing: fixturePricingWithCoupon }]
    .flatMap((o) => renderLoanDocuments(fixtureContext({ language, ...o })))
    .flatMap((doc: LoanDocument) => [
      doc.title,
      ...doc.blocks.flatMap((b) =>
        b.type === 'facts'
          ? b.rows.flatMap((r) => [r.label, r.value])
          : b.type === 'table'
            ? [b.caption, ...b.head, ...b.rows.flat()]
            : [b.text],
      ),
    ]);

describe('document texts', () => {
  it('translates every text: no Filipino or Hindi text equals the English one', () => {
    const en = leafTexts(DOCUMENT_TEXTS.en);
    for (const language of ['ph', 'hi'] as const) {
      const other = leafTexts(DOCUMENT_TEXTS[language]);
      expect(other).toHaveLength(en.length);
      other.forEach((text, i) => {
        // A text of figures and punctuation only (e.g. "₱1, #") has nothing to translate, and a
        // glossary term is the same word in Filipino ("Service fee").
        const term = latinWords(text).every((word) => FILIPINO_WORDS.has(word));
        if (/[A-Za-z]/.test(en[i]!) && !term) expect(text, `${language} #${i}`).not.toBe(en[i]);
      });
    }
  });

  it('leaves no English in the Filipino texts', () => {
    const english = new Set(
      [...leafTexts(DOCUMENT_TEXTS.en), ...rendered('en')].flatMap(latinWords),
    );
    const leftovers = [...leafTexts(DOCUMENT_TEXTS.ph), ...rendered('ph')]
      .flatMap(latinWords)
      .filter((word) => english.has(word) && !FILIPINO_WORDS.has(word));
    expect([...new Set(leftovers)]).toEqual([]);
  });

  it('writes Hindi in Devanagari: Latin letters only in names and acronyms', () => {
    const leftovers = [...leafTexts(DOCUMENT_TEXTS.hi), ...rendered('hi')].flatMap(latinWords);
    expect([...new Set(leftovers)]).toEqual([]);
  });

  it('catches an English leftover (the check itself works)', () => {
    const english = new Set(latinWords('Deducted from the amount sent to you'));
    expect(latinWords('Ibabawas sa amount na ipapadala').filter((w) => english.has(w))).toEqual([
      'amount',
    ]);
    expect(latinWords('सेवा fee (SEC)')).toEqual(['fee']);
  });
});
