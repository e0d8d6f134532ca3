import type { PublicConfig } from '@contract/public-config';
import { baseApi } from './base-api';
import { takePublicConfigRequest } from './public-config-request';

/**
 * Brand (docs/product.md#brand), regulatory identity (docs/compliance.md#lender-identity) and
 * sign-in rules from the server.
 */
export const publicConfigApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicConfig: build.query<PublicConfig, void>({
      // The same request the first screen may have sent already (public-config-request.ts).
      queryFn: () =>
        takePublicConfigRequest().then(
          (data) => ({ data }),
          (error: unknown) => ({
            error: { status: 'FETCH_ERROR' as const, error: String(error) },
          }),
        ),
      providesTags: ['Config'],
      // The same for every user and rarely changed: keep it for the whole visit.
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

export const { useGetPublicConfigQuery } = publicConfigApi;
