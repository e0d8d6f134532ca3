import type { Today } from '@contract/desk/today';
import { deskApi } from '../../api/desk-api';

export const todayApi = deskApi.injectEndpoints({
  endpoints: (build) => ({
    today: build.query<Today, void>({ query: () => '/today' }),
  }),
});

export const { useTodayQuery } = todayApi;
