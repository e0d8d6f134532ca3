import type {
  CreateIntentRequest,
  IntentView,
  RepaymentRecordView,
  RepaymentView,
} from '@contract/loan/repayment';
import { baseApi } from './base-api';

/** Everything a posted payment can change. */
const LOAN_MOVED = ['LoanHome', 'Orders', 'Order', 'Repayment', 'Repayments'] as const;

/** What the client sends: the contract's body and the loan it pays. */
export type CreateIntentArgs = { orderId: string; body: CreateIntentRequest };

/**
 * The intent, and whether this very request created it: the server answers 201 for a new intent
 * and 200 for the intent an earlier request with the same key made (docs/loans.md#payment-intents).
 */
export type CreatedIntent = { intent: IntentView; created: boolean };

/**
 * Repayment (server/routes/repayment.ts, docs/loans.md#repayment-screens): what a loan owes today,
 * the payment intents and the record. Declared in the shared API because the loan's pages (home,
 * the order) and the repayment screens all read or refresh it. A payment that starts, ends or is
 * cancelled may move the loan, and home and the order show the payment that waits, so it
 * refreshes the loan home, the orders and the repayment view.
 */
export const repaymentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRepayment: build.query<RepaymentView, string>({
      query: (orderId) => `/loan/orders/${encodeURIComponent(orderId)}/repayment`,
      providesTags: (_result, _error, orderId) => [{ type: 'Repayment', id: orderId }],
      // Today's figures only: a view from an earlier visit may be a day old.
      keepUnusedDataFor: 0,
    }),
    createRepaymentIntent: build.mutation<CreatedIntent, CreateIntentArgs>({
      query: ({ orderId, body }) => ({
        url: `/loan/orders/${encodeURIComponent(orderId)}/repayment/intents`,
        method: 'POST',
        body,
      }),
      transformResponse: (intent: IntentView, meta) => ({
        intent,
        created: meta?.response?.status === 201,
      }),
      // Created or refused, the loan's figures or its live intent may have changed; home and the
      // order carry the payment that waits (docs/loans.md#waiting-payment).
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Repayment', id: orderId },
        'Repayments',
        'LoanHome',
        'Orders',
        { type: 'Order', id: orderId },
      ],
    }),
    getRepaymentIntent: build.query<IntentView, string>({
      query: (id) => `/loan/repayment/intents/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Intent', id }],
      keepUnusedDataFor: 0,
      // An intent that ended may have moved the loan (paid, extended, settled): every screen
      // showing it asks again.
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data && data.status !== 'pending')
          dispatch(baseApi.util.invalidateTags([...LOAN_MOVED]));
      },
    }),
    cancelRepaymentIntent: build.mutation<IntentView, string>({
      query: (id) => ({
        url: `/loan/repayment/intents/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
      }),
      invalidatesTags: (result, _error, id) => [
        { type: 'Intent', id },
        ...(result
          ? [
              { type: 'Repayment' as const, id: result.orderId },
              { type: 'Order' as const, id: result.orderId },
            ]
          : ['Repayment' as const, 'Order' as const]),
        'Repayments',
        'LoanHome',
        'Orders',
      ],
    }),
    getRepayments: build.query<RepaymentRecordView, { orderId?: string } | void>({
      query: (args) => ({
        url: '/loan/repayments',
        params: args?.orderId ? { orderId: args.orderId } : undefined,
      }),
      providesTags: ['Repayments'],
    }),
  }),
});

export const {
  useGetRepaymentQuery,
  useCreateRepaymentIntentMutation,
  useGetRepaymentIntentQuery,
  useCancelRepaymentIntentMutation,
  useGetRepaymentsQuery,
} = repaymentApi;
