import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { extractEnglish, readCatalogue } from '../../scripts/compile-messages';

/** Argument and tag names used anywhere in a message, nested branches included. */
function names(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(`${TYPE[el.type]}:${'value' in el ? el.value : ''}`);
    if (el.type === TYPE.tag) names(el.children, into);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) names(option.value, into);
    }
  }
  return into;
}

const en = readCatalogue('en');

describe('message catalogues', () => {
  it('en.json is what the code holds now (run npm run i18n:compile after changing texts)', () => {
    const fresh = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'en.json');
    extractEnglish(fresh);
    expect(JSON.parse(readFileSync(fresh, 'utf8'))).toEqual(en);
  });

  it('uses one id policy: feature.screen.key', () => {
    for (const id of Object.keys(en)) expect(id).toMatch(/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/);
  });

  for (const language of ['ph', 'hi']) {
    describe(language, () => {
      const catalogue = readCatalogue(language);

      it('has every key of English and no other', () => {
        const missing = Object.keys(en).filter((id) => !(id in catalogue));
        const extra = Object.keys(catalogue).filter((id) => !(id in en));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it('keeps every ICU placeholder and tag of English, and parses', () => {
        for (const [id, message] of Object.entries(catalogue)) {
          const source = en[id];
          if (source === undefined) continue;
          expect([...names(parse(message))].sort(), `${language} ${id}`).toEqual(
            [...names(parse(source))].sort(),
          );
        }
      });

      it('is translated, not English copied over', () => {
        // Titles the Data Privacy Act uses in English in Filipino notices too.
        const englishTerms = new Set(['legal.privacy.contactCompany', 'legal.privacy.contactDpo']);
        const words = (text: string) => text.replace(/\{[^{}]*\}|<\/?\w+>/g, ' ');
        const same = Object.keys(en).filter(
          (id) =>
            !englishTerms.has(id) &&
            catalogue[id] === en[id] &&
            /[a-z]{4,}\s+[a-z]{4,}\s+[a-z]{4,}/i.test(words(en[id]!)),
        );
        // Names and technical labels may stay; whole English sentences may not.
        expect(same).toEqual([]);
      });
    });
  }

  it('uses the Tagalog texts docs/product.md#languages gives', () => {
    const ph = readCatalogue('ph');
    expect(ph['error.wrongCode']).toBe('Mali ang verification code. Pakipasok muli.');
    expect(ph['error.networkAbnormal']).toContain('Hindi makakonekta sa network');
    expect(ph['ui.copied']).toBe('Kinopya');
  });
});
