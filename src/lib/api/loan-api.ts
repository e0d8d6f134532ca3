import type { LoanHomeView, OrderListView, OrderView } from '@contract/loan/api';
import type { LoanTab } from '@contract/loan/order-states';
import { baseApi } from './base-api';

/**
 * The loan as every screen sees it: where it stands (home, withdrawal), the borrower's orders and
 * one order in full. Declared once so each resource has one cache entry, and any mutation that
 * tags 'LoanHome', 'Orders' or 'Order' refreshes every screen showing it.
 */
export const loanApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLoanHome: build.query<LoanHomeView, void>({
      query: () => '/loan/home',
      providesTags: ['LoanHome'],
    }),
    getOrders: build.query<OrderListView, LoanTab>({
      query: (tab) => `/loan/orders?tab=${tab}`,
      providesTags: ['Orders'],
    }),
    /** One order in full: only it has what is owed now (late charges included). */
    getOrder: build.query<OrderView, string>({
      query: (id) => `/loan/orders/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
  }),
});

export const { useGetLoanHomeQuery, useGetOrdersQuery, useGetOrderQuery } = loanApi;
