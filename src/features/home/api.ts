import type { LoanHomeView, OrderView } from '@contract/loan/api';
import type { ProfileStatusView } from '@contract/profile/api';
import { baseApi } from '@/lib/api/base-api';

/** Home reads where the application and the loan stand, and submits a complete application. */
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfileStatus: build.query<ProfileStatusView, void>({
      query: () => '/profile/status',
      providesTags: ['ProfileStatus'],
    }),
    submitApplication: build.mutation<unknown, void>({
      query: () => ({ url: '/profile/submit', method: 'POST' }),
      invalidatesTags: ['ProfileStatus', 'Profile'],
    }),
    getLoanHome: build.query<LoanHomeView, void>({
      query: () => '/loan/home',
      providesTags: ['LoanHome'],
    }),
    /** The open order in full: only it has what is owed now (late charges included). */
    getOpenOrder: build.query<OrderView, string>({
      query: (id) => `/loan/orders/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
  }),
});

export const {
  useGetProfileStatusQuery,
  useSubmitApplicationMutation,
  useGetLoanHomeQuery,
  useGetOpenOrderQuery,
} = homeApi;
