import { readFileSync } from 'node:fs';
import type { Language } from '../../contract/language.ts';

/*
 * docs/glossary.md read as data: its Terms table (each concept's word per language) and its
 * Words-not-used table (the synonyms no text may hold, docs/glossary.md#words-not-used).
 */

const GLOSSARY = new URL('../../docs/glossary.md', import.meta.url);

export interface Synonyms {
  language: Language;
  concept: string;
  /** The glossary's own words, taken out of a text before it is searched. */
  write: string[];
  not: string[];
}

/** The rows of the Markdown table under `## heading`, header and rule left out. */
function tableRows(markdown: string, heading: string): string[][] {
  const section = markdown.split(/^## /m).find((s) => s.startsWith(`${heading}\n`));
  if (!section) throw new Error(`docs/glossary.md has no section "${heading}"`);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

const forms = (cell: string): string[] =>
  cell
    .split(';')
    .map((form) => form.trim())
    .filter((form) => form !== '' && form !== '—');

export function readSynonyms(markdown = readFileSync(GLOSSARY, 'utf8')): Synonyms[] {
  return tableRows(markdown, 'Words not used').map(([language, concept, write, not]) => ({
    language: language as Language,
    concept: concept ?? '',
    write: forms(write ?? ''),
    not: forms(not ?? ''),
  }));
}

/** Every word of one language's column of the Terms table (en, ph or hi). */
export function termWords(language: Language, markdown = readFileSync(GLOSSARY, 'utf8')): string[] {
  const column = { en: 1, ph: 2, hi: 3 }[language];
  return tableRows(markdown, 'Terms').flatMap((row) =>
    forms(row[column] ?? '').flatMap((term) => term.split(/[\s,]+/)),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A phrase as a whole-word pattern: no letter (or Devanagari sign) right before or after it. */
const wholeWords = (phrase: string) =>
  new RegExp(`(?<![\\p{L}\\p{M}])${escape(phrase)}(?![\\p{L}\\p{M}])`, 'giu');

/** The synonyms of `row` left in `text` once the glossary's own words are taken out. */
export function synonymsIn(text: string, row: Pick<Synonyms, 'write' | 'not'>): string[] {
  let rest = text;
  for (const word of [...row.write].sort((a, b) => b.length - a.length)) {
    rest = rest.replace(wholeWords(word), ' ');
  }
  return row.not.filter((synonym) => wholeWords(synonym).test(rest));
}
