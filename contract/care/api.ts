import { z } from 'zod';
import { languageSchema } from '../common-schemas.ts';
import { FAQ_GROUPS } from './faq-groups.ts';

/** GET /api/help/faq: the language to answer in; `ph` and `hi` fall back to English per question. */
export const faqQuerySchema = z.object({ language: languageSchema.default('en') });

export const faqQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
});

/** The help centre's questions by group, in the asked language (docs/care.md#help-centre). */
export const faqViewSchema = z.object({
  groups: z.array(
    z.object({
      id: z.enum(FAQ_GROUPS),
      questions: z.array(faqQuestionSchema),
    }),
  ),
});
export type FaqView = z.infer<typeof faqViewSchema>;
export type FaqGroupView = FaqView['groups'][number];
export type FaqQuestionView = z.infer<typeof faqQuestionSchema>;
