import type { DeskRequest } from '@contract/desk/requests';
import { deskApi } from '../../api/desk-api';

export const approvalsApi = deskApi
  .enhanceEndpoints({ addTagTypes: ['Requests', 'Payouts', 'Payout'] })
  .injectEndpoints({
    endpoints: (build) => ({
      requests: build.query<{ requests: DeskRequest[] }, void>({
        query: () => '/requests',
        providesTags: ['Requests'],
      }),
      decideRequest: build.mutation<
        DeskRequest,
        { id: string; step: 'approve' | 'reject' | 'withdraw'; note?: string }
      >({
        query: ({ id, step, note }) => ({
          url: `/requests/${id}/${step}`,
          method: 'POST',
          ...(step === 'withdraw' ? {} : { body: note ? { note } : {} }),
        }),
        // What the request acted on has moved: its lists and page are read again.
        invalidatesTags: ['Requests', 'Payouts', 'Payout'],
      }),
    }),
  });

export const { useRequestsQuery, useDecideRequestMutation } = approvalsApi;
