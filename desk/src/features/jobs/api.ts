import type { FailedJobView } from '@contract/desk/jobs';
import { deskApi } from '../../api/desk-api';

export const jobsApi = deskApi.enhanceEndpoints({ addTagTypes: ['FailedJobs'] }).injectEndpoints({
  endpoints: (build) => ({
    failedJobs: build.query<{ jobs: FailedJobView[]; more: boolean }, void>({
      query: () => '/jobs/failed',
      providesTags: ['FailedJobs'],
    }),
    retryJob: build.mutation<FailedJobView, { id: string }>({
      query: ({ id }) => ({ url: `/jobs/${id}/retry`, method: 'POST' }),
      invalidatesTags: ['FailedJobs'],
    }),
    dismissJob: build.mutation<FailedJobView, { id: string }>({
      query: ({ id }) => ({ url: `/jobs/${id}/dismiss`, method: 'POST' }),
      invalidatesTags: ['FailedJobs'],
    }),
  }),
});

export const { useFailedJobsQuery, useRetryJobMutation, useDismissJobMutation } = jobsApi;
