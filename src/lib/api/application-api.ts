import type { ProfileStatusView, ProfileView } from '@contract/profile/api';
import { baseApi } from './base-api';

/**
 * Where the borrower's application stands, and its submission: home shows and submits it, and so
 * does the last application step. Declared once so both refresh the same cache entries.
 */
export const applicationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfileStatus: build.query<ProfileStatusView, void>({
      query: () => '/profile/status',
      providesTags: ['ProfileStatus'],
    }),
    submitApplication: build.mutation<ProfileView, void>({
      query: () => ({ url: '/profile/submit', method: 'POST' }),
      invalidatesTags: ['ProfileStatus', 'Profile'],
    }),
  }),
});

export const { useGetProfileStatusQuery, useSubmitApplicationMutation } = applicationApi;
