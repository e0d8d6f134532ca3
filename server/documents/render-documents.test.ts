import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/language.ts';
import type { Language } from '../../contract/language.ts';
import { DOCUMENT_KINDS } from '../../contract/loan/documents.ts';
import type { DocumentBlock, LoanDocument } from '../../contract/loan/documents.ts';
import { loanDocumentSchema } from '../../contract/loan/api.ts';
import { hashDocument } from './document-hash.ts';
import {
  fixtureContext,
  fixturePricing,
  fixturePricingWithCoupon,
  fixtureProduct,
} from './document-fixture.ts';
import { renderLoanDocuments } from './render-documents.ts';
import type { DocumentContext } from './render-documents.ts';

/** Every text of a document, one string per label, value, cell or paragraph. */
function textsOf(doc: LoanDocument): string[] {
  return [
    doc.title,
    ...doc.blocks.flatMap((block): string[] => {
      switch (block.type) {
        case 'heading':
        case 'paragraph':
          return [block.text];
        case 'facts':
          return block.rows.flatMap((row) => [row.label, row.value]);
        case 'table':
          return [block.caption, ...block.head, ...block.rows.flat()];
      }
    }),
  ];
}

const allText = (docs: LoanDocument[]) => docs.flatMap(textsOf).join('\n');

const byKind = (docs: LoanDocument[], kind: LoanDocument['kind']) =>
  docs.find((doc) => doc.kind === kind)!;

const tables = (doc: LoanDocument) =>
  doc.blocks.filter((b): b is Extract<DocumentBlock, { type: 'table' }> => b.type === 'table');

const render = (language: Language, overrides: Partial<DocumentContext> = {}) =>
  renderLoanDocuments(fixtureContext({ language, ...overrides }));

describe('renderLoanDocuments', () => {
  it('renders the three documents in DOCUMENT_KINDS order, each valid for the API', () => {
    for (const language of LANGUAGES) {
      const docs = render(language);
      expect(docs.map((d) => d.kind)).toEqual([...DOCUMENT_KINDS]);
      for (const doc of docs) {
        expect(loanDocumentSchema.parse(doc)).toEqual(doc);
        expect(doc.language).toBe(language);
        expect(doc.version).toMatch(new RegExp(`^${doc.kind}/\\d{4}-\\d{2}\\.\\d+$`));
        expect(doc.hash).toBe(hashDocument(doc));
      }
      expect(allText(docs)).not.toMatch(/undefined|NaN|\[object/);
    }
  });

  it('fills the disclosure statement with every figure of the quote (en)', () => {
    const keyFacts = byKind(render('en'), 'keyFacts');
    const text = textsOf(keyFacts).join('\n');
    for (const figure of [
      'Sulong Lending Corporation',
      'CS202600001',
      '₱5,000.00', // principal
      '₱60.00', // service fee
      '₱10.00', // credit reporting fee
      'VAT (12.00% of the service fee)',
      '₱7.20',
      '₱4,932.80', // net proceeds
      '₱70.00 (0.10% a day for 14 days)',
      '₱147.20', // finance charge
      '₱5,080.00', // total
      '6.50%', // EIR
      '3.00%', // nominal
      '₱40.00 (0.80% of the principal)', // extension fee
      '8 days',
      'support@sulong.cash.example',
      '+63 2 8000 0000',
      '09:00',
      '18:00',
      'RA 11765',
      'November 20, 2026',
    ]) {
      expect(text).toContain(figure);
    }
    // The late charge stops at the total-cost cap: 100 % of the principal.
    expect(text).toMatch(
      /0\.10% of the overdue amount.*₱5,000\.00, which is 100% of the principal/,
    );
    const [charges, schedule] = tables(keyFacts);
    expect(charges!.rows).toEqual([
      ['Service fee', '₱60.00', 'Deducted from the amount sent to you'],
      ['Credit reporting fee', '₱10.00', 'Paid with your repayment on the due date'],
      ['VAT (12.00% of the service fee)', '₱7.20', 'Deducted from the amount sent to you'],
      ['Coupon deduction', '₱0.00', 'No coupon used'],
    ]);
    expect(schedule!.head).toEqual(['No.', 'Due date', 'Principal', 'Interest', 'Fees', 'Total']);
    expect(schedule!.rows).toEqual([
      ['1', 'December 4, 2026', '₱5,000.00', '₱70.00', '₱10.00', '₱5,080.00'],
    ]);
    const strong = keyFacts.blocks
      .flatMap((b) => (b.type === 'facts' ? b.rows : []))
      .filter((row) => row.strong)
      .map((row) => row.value);
    expect(strong).toEqual(expect.arrayContaining(['₱4,932.80', '₱5,080.00']));
  });

  it('puts the same figures in Filipino and Hindi, formatted for the language', () => {
    const ph = render('ph');
    const hi = render('hi');
    for (const [docs, due, rowDue] of [
      [ph, 'Disyembre 4, 2026', 'Disyembre 4, 2026'],
      [hi, '4 दिसंबर 2026', '4 दिसंबर 2026'],
    ] as const) {
      const text = allText(docs);
      for (const figure of ['₱5,000.00', '₱4,932.80', '₱5,080.00', '₱147.20', '6.50%', due]) {
        expect(text).toContain(figure);
      }
      expect(tables(byKind(docs, 'keyFacts'))[1]!.rows).toEqual([
        ['1', rowDue, '₱5,000.00', '₱70.00', '₱10.00', '₱5,080.00'],
      ]);
    }
    expect(allText(ph)).toContain('14 araw');
    expect(allText(hi)).toContain('14 दिन');
  });

  it('names the parties and the payout account in the agreement and the letter', () => {
    const docs = render('en');
    const agreement = textsOf(byKind(docs, 'agreement')).join('\n');
    expect(agreement).toContain('12 Mabini Street, Barangay San Roque');
    expect(agreement).toContain('+63 917 123 4567');
    expect(agreement).toContain(
      'We send ₱4,932.80 to: GCash e-wallet, number ending in 4567, in the name of Maria Santos Dela Cruz.',
    );
    expect(agreement).toContain('RA 10173');
    expect(agreement).toContain('RA 8792');
    expect(agreement).toContain('SEC Memorandum Circular No. 18, series of 2019');
    expect(agreement).toContain('within 24 hours after you receive the money');
    const headings = byKind(docs, 'agreement')
      .blocks.filter((b) => b.type === 'heading')
      .map((b) => (b.type === 'heading' ? b.text : ''));
    expect(headings.map((h) => h.split('.')[0])).toEqual(headings.map((_, i) => String(i + 1)));
    const letter = textsOf(byKind(docs, 'sanctionLetter')).join('\n');
    expect(letter).toContain('Dear Maria Santos Dela Cruz,');
    expect(letter).toContain('within 24 hours');
    expect(letter).toContain('6.50%');
    expect(letter).toContain('GCash e-wallet, number ending in 4567');
  });

  it('states the configured contact hours and never the emergency contacts (docs/glossary.md#contact-hours)', () => {
    for (const language of LANGUAGES) {
      const agreement = textsOf(byKind(render(language), 'agreement')).join('\n');
      expect(agreement, language).toContain('09:00');
      expect(agreement, language).toContain('20:00');
      expect(agreement, language).not.toMatch(/06:00|22:00/);
    }
    const en = textsOf(byKind(render('en'), 'agreement')).join('\n');
    expect(en).toContain('We contact you only between 09:00 and 20:00, Manila time.');
    expect(en).toContain('never your emergency contacts');
    expect(en).not.toMatch(/references/);
    const later = textsOf(
      byKind(render('en', { contactHours: { fromHour: 8, toHour: 21 } }), 'agreement'),
    ).join('\n');
    expect(later).toContain('between 08:00 and 21:00');
  });

  it('describes a bank account and a cash pick-up', () => {
    const bank = allText(
      render('en', {
        payoutAccount: {
          channel: 'bank',
          payeeCode: 'bdo',
          payeeName: 'BDO Unibank',
          accountLast4: '0042',
          holderName: 'Maria Santos Dela Cruz',
        },
      }),
    );
    expect(bank).toContain('BDO Unibank, account ending in 0042');
    const pickUp = allText(
      render('en', {
        payoutAccount: {
          channel: 'remittance',
          payeeCode: 'cebuana',
          payeeName: 'Cebuana Lhuillier',
          accountLast4: null,
          holderName: 'Maria Santos Dela Cruz',
        },
      }),
    );
    expect(pickUp).toContain('Cash pick-up at Cebuana Lhuillier');
    expect(pickUp).not.toContain('ending in');
  });

  it('says where a coupon went, split between the deducted and the repayment charges', () => {
    const docs = render('en', { pricing: fixturePricingWithCoupon });
    const [charges] = tables(byKind(docs, 'keyFacts'));
    expect(charges!.rows.at(-1)).toEqual([
      'Coupon deduction',
      '-₱75.00',
      '₱67.20 taken off the charges deducted from the amount sent, ₱7.80 off the charges due with your repayment',
    ]);
    expect(allText(docs)).toContain('₱5,072.20');
  });

  it('says when a product cannot be extended', () => {
    const product = { ...fixtureProduct, extension: { days: 8, feePpm: 0, maxExtensions: 0 } };
    const text = allText(render('en', { product }));
    expect(text).toContain('This loan cannot be extended.');
    expect(text).not.toContain('extension fee of');
  });

  it('is deterministic: the same context renders the same bytes', () => {
    for (const language of LANGUAGES) {
      const first = render(language);
      const again = renderLoanDocuments(structuredClone(fixtureContext({ language })));
      expect(again).toEqual(first);
      expect(JSON.stringify(again)).toBe(JSON.stringify(first));
    }
  });

  it('gives a new hash when a figure or the language changes', () => {
    const base = render('en').map((d) => d.hash);
    const oneCentavoMore = render('en', {
      pricing: {
        ...fixturePricing,
        totalRepaymentCentavos: fixturePricing.totalRepaymentCentavos + 1,
      },
    }).map((d) => d.hash);
    for (const [i, hash] of oneCentavoMore.entries()) expect(hash).not.toBe(base[i]);
    const otherAccount = render('en', {
      payoutAccount: { ...fixtureContext().payoutAccount, accountLast4: '9999' },
    });
    expect(otherAccount[1]!.hash).not.toBe(base[1]);
    expect(otherAccount[2]!.hash).not.toBe(base[2]);
    const ph = render('ph').map((d) => d.hash);
    for (const [i, hash] of ph.entries()) expect(hash).not.toBe(base[i]);
  });

  it('has the same block structure in every language', () => {
    const shape = (doc: LoanDocument) =>
      doc.blocks.map((b) => {
        if (b.type === 'facts')
          return `facts:${b.rows.map((r) => (r.strong ? 'S' : 'r')).join('')}`;
        if (b.type === 'table') return `table:${b.head.length}x${b.rows.map((r) => r.length)}`;
        return b.type;
      });
    for (const overrides of [{}, { pricing: fixturePricingWithCoupon }]) {
      const [en, ...others] = LANGUAGES.map((language) => render(language, overrides));
      for (const docs of others) {
        expect(docs.map(shape)).toEqual(en!.map(shape));
        expect(docs.map((d) => d.version)).toEqual(en!.map((d) => d.version));
      }
    }
  });
});
