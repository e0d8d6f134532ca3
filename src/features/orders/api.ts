import type { SignedRecordView } from '@contract/loan/api';
import { baseApi } from '@/lib/api/base-api';

/** What was signed for an order. The orders themselves come from the shared loan API. */
export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSignedRecord: build.query<SignedRecordView, string>({
      query: (id) => `/loan/orders/${encodeURIComponent(id)}/signed`,
    }),
    /**
     * The signed copy as a self-contained HTML file. A mutation, not a query: the file is handed
     * to the browser to save and need not stay in the cache.
     */
    downloadSigned: build.mutation<string, string>({
      query: (id) => ({
        url: `/loan/orders/${encodeURIComponent(id)}/signed/download`,
        responseHandler: 'text',
      }),
    }),
  }),
});

export const { useGetSignedRecordQuery, useDownloadSignedMutation } = ordersApi;
