import type { KeyFactsPublicView } from '@contract/loan/api';
import type { Language } from '@contract/language';
import { baseApi } from '@/lib/api/base-api';

export type KeyFactsLinkQuery = { order: string; expires: string; sig: string; language: Language };

/**
 * The public key fact statement of a signed link (docs/loans.md#key-fact-link): no session needed.
 */
export const keyFactsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicKeyFacts: build.query<KeyFactsPublicView, KeyFactsLinkQuery>({
      query: (params) => ({ url: '/public/key-facts', params }),
    }),
  }),
});

export const { useGetPublicKeyFactsQuery } = keyFactsApi;
