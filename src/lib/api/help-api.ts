import type { FaqView } from '@contract/care/api';
import type { Language } from '@contract/language';
import { baseApi } from './base-api';

/** The help centre's questions in a language (docs/care.md#help-centre); public, no session. */
export const helpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFaq: build.query<FaqView, Language>({
      query: (language) => `/help/faq?language=${language}`,
      providesTags: ['Faq'],
      // The same for everyone and rarely changed: keep it for the visit.
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

export const { useGetFaqQuery } = helpApi;
