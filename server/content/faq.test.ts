import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/language.ts';
import { DEFAULT_FAQ, faqIn } from './faq.ts';

const answer = (language: (typeof LANGUAGES)[number], id: string, fromHour = 9, toHour = 20) =>
  faqIn(DEFAULT_FAQ, language, { fromHour, toHour })
    .groups.flatMap((g) => g.questions)
    .find((q) => q.id === id)?.answer ?? '';

describe('the help centre (docs/care.md#help-centre)', () => {
  it('states the configured contact hours, in each language', () => {
    expect(answer('en', 'pay-late')).toContain('between 9:00 AM and 8:00 PM Manila time');
    expect(answer('ph', 'pay-late')).toContain('mula 9:00 AM hanggang 8:00 PM');
    expect(answer('hi', 'pay-late')).toContain('9:00 am से 8:00 pm');
    expect(answer('en', 'pay-late', 8, 21)).toContain('between 8:00 AM and 9:00 PM');
  });

  it('keeps no copy of the contact hours in its texts (docs/glossary.md#contact-hours)', () => {
    const texts = JSON.stringify(DEFAULT_FAQ);
    expect(texts).toContain('{contactFrom}');
    expect(texts).not.toMatch(/8:00 PM|20:00|रात 8/);
  });

  it('names the Hindi language so that Filipino cannot read it as "no"', () => {
    const question = faqIn(DEFAULT_FAQ, 'ph', { fromHour: 9, toHour: 20 })
      .groups.flatMap((g) => g.questions)
      .find((q) => q.id === 'language')?.question;
    expect(question).toContain('wikang Hindi (हिन्दी)');
    expect(question).not.toMatch(/o Hindi\?/);
  });

  it('answers every language with every question', () => {
    for (const language of LANGUAGES) {
      const ids = faqIn(DEFAULT_FAQ, language, { fromHour: 9, toHour: 20 }).groups.flatMap((g) =>
        g.questions.map((q) => q.id),
      );
      expect(ids.length).toBe(DEFAULT_FAQ.flatMap((g) => g.questions).length);
    }
  });
});
