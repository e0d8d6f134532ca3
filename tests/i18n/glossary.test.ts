import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/language.ts';
import { borrowerTexts } from './borrower-texts.ts';
import { readSynonyms, synonymsIn } from './glossary.ts';

const rows = readSynonyms();

describe('one word for each thing (docs/glossary.md)', () => {
  it('lists synonyms for every language', () => {
    for (const language of LANGUAGES) {
      expect(rows.filter((row) => row.language === language).length).toBeGreaterThan(5);
    }
    for (const row of rows) expect(row.not.length, row.concept).toBeGreaterThan(0);
  });

  for (const language of LANGUAGES) {
    it(`leaves no listed synonym in the ${language} texts`, () => {
      const own = rows.filter((row) => row.language === language);
      const found = borrowerTexts(language).flatMap(({ where, text }) =>
        own.flatMap((row) => synonymsIn(text, row).map((synonym) => `${where}: "${synonym}"`)),
      );
      expect(found).toEqual([]);
    });
  }

  it('finds a synonym as a whole word, in any case, after taking out the word to use', () => {
    const lateCharge = { write: ['late charge'], not: ['penalty', 'multa'] };
    expect(synonymsIn('Penalty fee', lateCharge)).toEqual(['penalty']);
    expect(synonymsIn('May multa kapag late', lateCharge)).toEqual(['multa']);
    expect(synonymsIn('Multang ₱5', lateCharge)).toEqual([]);
    const letter = { write: ['ऋण स्वीकृति पत्र'], not: ['स्वीकृति पत्र'] };
    expect(synonymsIn('ऋण स्वीकृति पत्र पढ़ें', letter)).toEqual([]);
    expect(synonymsIn('स्वीकृति पत्र पढ़ें', letter)).toEqual(['स्वीकृति पत्र']);
  });
});
