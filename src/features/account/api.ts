import type { MeResponse } from '@contract/auth';
import { baseApi } from '@/lib/api/base-api';

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<MeResponse, void>({ query: () => '/me', providesTags: ['Me'] }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useGetMeQuery, useLogoutMutation } = accountApi;
