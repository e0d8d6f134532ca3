import type {
  LoanHomeView,
  OrderView,
  QuoteDocumentsView,
  QuoteRequest,
  QuoteView,
  SignRequest,
} from '@contract/loan/api';
import type { Language } from '@contract/language';
import { baseApi } from '@/lib/api/base-api';

/**
 * The withdrawal flow's endpoints (server/routes/loan.ts). Home declares its own read of
 * /loan/home; this one shares the URL and the 'LoanHome' tag under its own name, because
 * features never import each other.
 */
export const withdrawApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWithdrawOffer: build.query<LoanHomeView, void>({
      query: () => '/loan/home',
      providesTags: ['LoanHome'],
    }),
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
  useGetWithdrawOfferQuery,
  useQuoteWithdrawalMutation,
  useGetWithdrawDocumentsQuery,
  useSignWithdrawalMutation,
} = withdrawApi;
