import type { ProfileStatusView } from '@contract/profile/api';
import { baseApi } from '@/lib/api/base-api';

/** Home reads where the application stands and submits a complete one. */
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
  }),
});

export const { useGetProfileStatusQuery, useSubmitApplicationMutation } = homeApi;
