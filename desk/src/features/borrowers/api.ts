import type { BorrowerHit, Timeline } from '@contract/desk/borrowers';
import { deskApi } from '../../api/desk-api';

export const borrowersApi = deskApi.injectEndpoints({
  endpoints: (build) => ({
    searchBorrowers: build.query<{ borrowers: BorrowerHit[] }, string>({
      query: (q) => ({ url: '/borrowers', params: { q } }),
      keepUnusedDataFor: 0,
    }),
    timeline: build.query<Timeline, string>({
      query: (customerId) => `/borrowers/${customerId}`,
      // A look at a borrower's data: not kept once the page is left (docs/desk.md#privacy).
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazySearchBorrowersQuery, useTimelineQuery } = borrowersApi;
