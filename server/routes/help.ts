import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { faqQuerySchema, faqViewSchema } from '../../contract/care/api.ts';
import type { FaqView } from '../../contract/care/api.ts';
import { LANGUAGES } from '../../contract/language.ts';
import type { Language } from '../../contract/language.ts';
import type { AppConfig } from '../config.ts';
import { faqIn } from '../content/faq.ts';
import { errorResponses } from './error-responses.ts';

/**
 * The help centre's questions, public: the same for everyone, nothing personal, so a visitor and
 * the sign-in screen may read them too (docs/care.md#help-centre). Each language is built once.
 */
export const helpRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      faqIn(config.care.faq, language, config.loan.contactHours),
    ]),
  ) as Record<Language, FaqView>;
  app.get(
    '/help/faq',
    {
      schema: {
        tags: ['help'],
        summary: 'The help centre questions by group, in a language (no login)',
        description:
          'Groups in a fixed order (applying, borrowing, repaying, account, privacy). A question ' +
          'without a Filipino or Hindi text answers in English.',
        querystring: faqQuerySchema,
        response: { 200: faqViewSchema, ...errorResponses(400) },
      },
    },
    (request) => byLanguage[request.query.language],
  );
};
