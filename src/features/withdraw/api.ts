import type {
  OrderView,
  QuoteDocumentsView,
  QuoteRequest,
  QuoteView,
  SignRequest,
} from '@contract/loan/api';
import type { Language } from '@contract/language';
import { baseApi } from '@/lib/api/base-api';

/**
 * The withdrawal flow's own endpoints (server/routes/loan.ts): quotes, their documents and
 * signing. The offer itself is the loan home, read through the shared loan API.
 */
export const withdrawApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    quoteWithdrawal: build.mutation<QuoteView, QuoteRequest>({
      query: (body) => ({ url: '/loan/quotes', method: 'POST', body }),
    }),
    getWithdrawDocuments: build.query<QuoteDocumentsView, { quoteId: string; language: Language }>({
      query: ({ quoteId, language }) => ({
        url: `/loan/quotes/${encodeURIComponent(quoteId)}/documents`,
        params: { language },
      }),
      // A quote lives minutes: documents of an old one are never worth showing from cache.
      keepUnusedDataFor: 0,
    }),
    signWithdrawal: build.mutation<OrderView, SignRequest>({
      query: (body) => ({ url: '/loan/orders', method: 'POST', body }),
      // Refused or not, the attempt may have found the borrower's loans changed on the server.
      invalidatesTags: ['LoanHome', 'Orders'],
    }),
  }),
});

export const {
  useQuoteWithdrawalMutation,
  useGetWithdrawDocumentsQuery,
  useSignWithdrawalMutation,
} = withdrawApi;
