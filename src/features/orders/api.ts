import type { OrderListView, OrderView, SignedRecordView } from '@contract/loan/api';
import type { LoanTab } from '@contract/loan/order-states';
import { baseApi } from '@/lib/api/base-api';

/** The borrower's loan orders, one order in full, and what was signed for it. */
export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<OrderListView, LoanTab>({
      query: (tab) => `/loan/orders?tab=${tab}`,
      providesTags: ['Orders'],
    }),
    getOrder: build.query<OrderView, string>({
      query: (id) => `/loan/orders/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
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

export const {
  useGetOrdersQuery,
  useGetOrderQuery,
  useGetSignedRecordQuery,
  useDownloadSignedMutation,
} = ordersApi;
