import type { ApplicationReview, DeskSettings } from '@contract/desk/settings';
import { deskApi } from '../../api/desk-api';

export const settingsApi = deskApi.enhanceEndpoints({ addTagTypes: ['Settings'] }).injectEndpoints({
  endpoints: (build) => ({
    settings: build.query<DeskSettings, void>({
      query: () => '/settings',
      providesTags: ['Settings'],
    }),
    setApplicationReview: build.mutation<DeskSettings, ApplicationReview>({
      query: (body) => ({ url: '/settings/application-review', method: 'PUT', body }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useSettingsQuery, useSetApplicationReviewMutation } = settingsApi;
