import type { PublicConfig } from '@contract/public-config';
import { baseApi } from './base-api';

/**
 * Brand (docs/product.md#brand), regulatory identity (docs/compliance.md#lender-identity) and
 * sign-in rules from the server.
 */
export const publicConfigApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicConfig: build.query<PublicConfig, void>({
      query: () => '/config',
      providesTags: ['Config'],
      // The same for every user and rarely changed: keep it for the whole visit.
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

export const { useGetPublicConfigQuery } = publicConfigApi;
