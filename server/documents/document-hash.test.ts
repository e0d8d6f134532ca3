import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LoanDocument } from '../../contract/loan/documents.ts';
import { hashDocument, sealDocument, sealDocuments } from './document-hash.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const doc: Omit<LoanDocument, 'hash'> = {
  kind: 'keyFacts',
  version: 'keyFacts/2026-11.1',
  language: 'en',
  title: 'Key facts',
  blocks: [
    { type: 'heading', text: 'Loan' },
    { type: 'facts', rows: [{ label: 'Total', value: '₱5,080.00', strong: true }] },
    { type: 'table', caption: 'Plan', head: ['No.'], rows: [['1']] },
  ],
};

describe('hashDocument', () => {
  it('is the SHA-256 of the canonical JSON, keys in the fixed order', () => {
    const json =
      '{"kind":"keyFacts","version":"keyFacts/2026-11.1","language":"en","title":"Key facts",' +
      '"blocks":[{"type":"heading","text":"Loan"},' +
      '{"type":"facts","rows":[{"label":"Total","value":"₱5,080.00","strong":true}]},' +
      '{"type":"table","caption":"Plan","head":["No."],"rows":[["1"]]}]}';
    expect(hashDocument(doc)).toBe(sha256(json));
    expect(hashDocument(doc)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not depend on key order, as a document read back from JSONB has it', () => {
    const reordered = JSON.parse(
      '{"blocks":[{"text":"Loan","type":"heading"},' +
        '{"rows":[{"value":"₱5,080.00","strong":true,"label":"Total"}],"type":"facts"},' +
        '{"rows":[["1"]],"head":["No."],"type":"table","caption":"Plan"}],' +
        '"title":"Key facts","language":"en","version":"keyFacts/2026-11.1","kind":"keyFacts"}',
    ) as Omit<LoanDocument, 'hash'>;
    expect(hashDocument(reordered)).toBe(hashDocument(doc));
  });

  it('treats strong: false like no strong, and any change of text as a new document', () => {
    const plain = {
      ...doc,
      blocks: [{ type: 'facts' as const, rows: [{ label: 'a', value: 'b' }] }],
    };
    const notStrong = {
      ...doc,
      blocks: [{ type: 'facts' as const, rows: [{ label: 'a', value: 'b', strong: false }] }],
    };
    expect(hashDocument(notStrong)).toBe(hashDocument(plain));
    const strong = {
      ...doc,
      blocks: [{ type: 'facts' as const, rows: [{ label: 'a', value: 'b', strong: true }] }],
    };
    expect(hashDocument(strong)).not.toBe(hashDocument(plain));
    expect(hashDocument({ ...doc, title: 'Key facts ' })).not.toBe(hashDocument(doc));
    expect(hashDocument({ ...doc, version: 'keyFacts/2026-11.2' })).not.toBe(hashDocument(doc));
    expect(hashDocument({ ...doc, language: 'ph' })).not.toBe(hashDocument(doc));
  });
});

describe('sealDocuments', () => {
  const keyFacts = sealDocument(doc);
  const agreement = sealDocument({ ...doc, kind: 'agreement', version: 'agreement/2026-11.1' });
  const letter = sealDocument({
    ...doc,
    kind: 'sanctionLetter',
    version: 'sanctionLetter/2026-11.1',
  });

  it('hashes the three hashes joined by newlines in DOCUMENT_KINDS order, whatever the input order', () => {
    const expected = createHash('sha256')
      .update(`${keyFacts.hash}\n${agreement.hash}\n${letter.hash}`)
      .digest();
    expect(sealDocuments([keyFacts, agreement, letter]).equals(expected)).toBe(true);
    expect(sealDocuments([letter, keyFacts, agreement]).equals(expected)).toBe(true);
    expect(expected).toHaveLength(32);
  });

  it('refuses a missing, repeated or tampered document', () => {
    expect(() => sealDocuments([keyFacts, agreement])).toThrow(/sanctionLetter/);
    expect(() => sealDocuments([keyFacts, agreement, letter, letter])).toThrow(/sanctionLetter/);
    const tampered = { ...agreement, title: 'Changed after hashing' };
    expect(() => sealDocuments([keyFacts, tampered, letter])).toThrow(/agreement/);
  });
});
