import type { PayoutDeskView, PayoutDetail, PayoutListItem } from '@contract/desk/payouts';
import type { DeskRequest } from '@contract/desk/requests';
import { deskApi } from '../../api/desk-api';

export const payoutsApi = deskApi
  .enhanceEndpoints({ addTagTypes: ['Payouts', 'Payout', 'Requests'] })
  .injectEndpoints({
    endpoints: (build) => ({
      payouts: build.query<
        { orders: PayoutListItem[]; more: boolean; stuckAfterHours: number },
        PayoutDeskView
      >({
        query: (view) => `/payouts?view=${view}`,
        providesTags: ['Payouts'],
      }),
      payout: build.query<PayoutDetail, string>({
        query: (orderNo) => `/payouts/${encodeURIComponent(orderNo)}`,
        // Each opening is a look the server logs (docs/desk.md#privacy): not kept once left.
        keepUnusedDataFor: 0,
        providesTags: (_result, _error, orderNo) => [{ type: 'Payout', id: orderNo }],
      }),
      askPayout: build.mutation<
        DeskRequest,
        { orderNo: string; what: 'release' | 'retry'; note: string }
      >({
        query: ({ orderNo, what, note }) => ({
          url: `/payouts/${encodeURIComponent(orderNo)}/${what}`,
          method: 'POST',
          body: { note },
        }),
        invalidatesTags: (_result, _error, { orderNo }) => [
          'Payouts',
          'Requests',
          { type: 'Payout', id: orderNo },
        ],
      }),
      markInvalid: build.mutation<{ orderNo: string }, { orderNo: string; note: string }>({
        query: ({ orderNo, note }) => ({
          url: `/payouts/${encodeURIComponent(orderNo)}/invalid-account`,
          method: 'POST',
          body: { note },
        }),
        invalidatesTags: (_result, _error, { orderNo }) => [
          'Payouts',
          'Requests',
          { type: 'Payout', id: orderNo },
        ],
      }),
      checkAgain: build.mutation<{ orderNo: string }, string>({
        query: (orderNo) => ({
          url: `/payouts/${encodeURIComponent(orderNo)}/check-again`,
          method: 'POST',
        }),
        invalidatesTags: (_result, _error, orderNo) => ['Payouts', { type: 'Payout', id: orderNo }],
      }),
      cancelOrder: build.mutation<{ orderNo: string }, string>({
        query: (orderNo) => ({
          url: `/orders/${encodeURIComponent(orderNo)}/cancel`,
          method: 'POST',
        }),
        invalidatesTags: (_result, _error, orderNo) => [
          'Payouts',
          'Requests',
          { type: 'Payout', id: orderNo },
        ],
      }),
    }),
  });

export const {
  usePayoutsQuery,
  usePayoutQuery,
  useAskPayoutMutation,
  useMarkInvalidMutation,
  useCheckAgainMutation,
  useCancelOrderMutation,
} = payoutsApi;
