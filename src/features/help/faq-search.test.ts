import { describe, expect, it } from 'vitest';
import type { FaqGroupView } from '@contract/care/api';
import { foldText, searchFaq } from './faq-search';

const GROUPS: FaqGroupView[] = [
  {
    id: 'repaying',
    questions: [
      { id: 'how', question: 'Paano ang Pagbábayad?', answer: 'Sa GCash o Maya.' },
      { id: 'late', question: 'Late na bayad', answer: 'May late charge na 0.10% kada araw.' },
    ],
  },
  {
    id: 'account',
    questions: [
      { id: 'name', question: 'Mali ang pangalan ko', answer: 'Halimbawa: Santo Niño.' },
      { id: 'hindi', question: 'भुगतान कैसे करूँ?', answer: 'ऐप में भुगतान पर टैप करें।' },
    ],
  },
];

const ids = (groups: FaqGroupView[]) => groups.flatMap((g) => g.questions.map((q) => q.id));

describe('help search (docs/care.md#help-centre)', () => {
  it('ignores case and Filipino accents, both in the search and in the text', () => {
    expect(ids(searchFaq(GROUPS, 'pagbabayad'))).toEqual(['how']);
    expect(ids(searchFaq(GROUPS, 'PAGBÁBAYAD'))).toEqual(['how']);
    expect(ids(searchFaq(GROUPS, 'nino'))).toEqual(['name']);
    expect(ids(searchFaq(GROUPS, 'Niño'))).toEqual(['name']);
  });

  it('searches the answer too, and needs every word', () => {
    expect(ids(searchFaq(GROUPS, 'gcash'))).toEqual(['how']);
    expect(ids(searchFaq(GROUPS, 'late  charge'))).toEqual(['late']);
    expect(ids(searchFaq(GROUPS, 'late gcash'))).toEqual([]);
  });

  it('keeps Hindi words whole: a vowel sign is not an accent', () => {
    expect(ids(searchFaq(GROUPS, 'भुगतान'))).toEqual(['hindi']);
    // "भगतन" is the same letters without their vowel signs: another word.
    expect(ids(searchFaq(GROUPS, 'भगतन'))).toEqual([]);
  });

  it('drops groups with nothing left, and keeps everything for an empty search', () => {
    expect(searchFaq(GROUPS, 'gcash').map((g) => g.id)).toEqual(['repaying']);
    expect(searchFaq(GROUPS, '   ')).toEqual(GROUPS);
  });

  it('folds text the same way whichever form the accent was typed in', () => {
    // "á" as one code point, and as "a" followed by a combining acute accent.
    expect(foldText('Pagb\u00e1bayad')).toBe('pagbabayad');
    expect(foldText('Pagba\u0301bayad')).toBe('pagbabayad');
  });
});
