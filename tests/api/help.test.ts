import { describe, expect, it } from 'vitest';
import { faqViewSchema } from '../../contract/care/api.ts';
import type { FaqView } from '../../contract/care/api.ts';
import { FAQ_GROUPS } from '../../contract/care/faq-groups.ts';
import { createTestApp, useTestApp } from './support/harness.ts';

const t = useTestApp();

const faq = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/help/faq${query}` });
  return { status: response.statusCode, body: response.json<FaqView>() };
};

/** A FAQ_JSON with one English-only question and one in all three languages. */
const CUSTOM = JSON.stringify([
  {
    id: 'repaying',
    questions: [
      {
        id: 'english-only',
        en: { question: 'Only in English?', answer: 'Yes, in English.' },
      },
      {
        id: 'everywhere',
        en: { question: 'In every language?', answer: 'Yes.' },
        ph: { question: 'Sa bawat wika?', answer: 'Oo.' },
        hi: { question: 'हर भाषा में?', answer: 'हाँ।' },
      },
    ],
  },
]);

describe('GET /api/help/faq (docs/care.md#help-centre)', () => {
  it('answers without a session: every group in order, about four questions each, English by default', async () => {
    const { status, body } = await faq();
    expect(status).toBe(200);
    faqViewSchema.parse(body);
    expect(body.groups.map((group) => group.id)).toEqual([...FAQ_GROUPS]);
    for (const group of body.groups) expect(group.questions.length).toBeGreaterThanOrEqual(4);
    const ids = body.groups.flatMap((group) => group.questions.map((q) => q.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(body.groups[0]!.questions[0]).toMatchObject({ question: 'How do I apply for a loan?' });
  });

  it('answers in Filipino and Hindi, the same questions in the same order', async () => {
    const en = (await faq('?language=en')).body;
    for (const language of ['ph', 'hi'] as const) {
      const { status, body } = await faq(`?language=${language}`);
      expect(status).toBe(200);
      const shape = (view: FaqView) => view.groups.map((g) => [g.id, g.questions.map((q) => q.id)]);
      expect(shape(body)).toEqual(shape(en));
      // The built-in set is written in all three languages: no English answer is left over.
      const english = new Set(en.groups.flatMap((g) => g.questions.map((q) => q.answer)));
      for (const group of body.groups) {
        for (const question of group.questions) expect(english.has(question.answer)).toBe(false);
      }
    }
    expect((await faq('?language=ph')).body.groups[0]!.questions[0]!.question).toBe(
      'Paano ako mag-a-apply ng loan?',
    );
  });

  it('refuses an unknown language', async () => {
    const { status, body } = await faq('?language=fr');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'language' });
  });

  it('serves FAQ_JSON instead, a missing translation falling back to English per question', async () => {
    const custom = await createTestApp({ db: t.db, env: { FAQ_JSON: CUSTOM } });
    try {
      const ask = async (language: string) =>
        (
          await custom.app.inject({ method: 'GET', url: `/api/help/faq?language=${language}` })
        ).json<FaqView>();
      expect((await ask('ph')).groups).toEqual([
        {
          id: 'repaying',
          questions: [
            { id: 'english-only', question: 'Only in English?', answer: 'Yes, in English.' },
            { id: 'everywhere', question: 'Sa bawat wika?', answer: 'Oo.' },
          ],
        },
      ]);
      expect((await ask('hi')).groups[0]!.questions[1]).toMatchObject({ answer: 'हाँ।' });
      expect((await ask('en')).groups[0]!.questions[1]).toMatchObject({ answer: 'Yes.' });
    } finally {
      await custom.app.close();
    }
  });
});
