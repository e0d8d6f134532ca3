import type { ProfileView } from '@contract/profile/api';
import type { DetailsInput } from '@contract/profile/details';
import type { SectionInputs } from '@contract/profile/schemas';
import type { FormSection } from '@contract/profile/sections';
import { baseApi } from '@/lib/api/base-api';

export type SaveSectionArgs = {
  [K in FormSection]: { section: K; body: SectionInputs[K] };
}[FormSection];

/**
 * Where one section is saved: the saveSection endpoint sends it there online, the outbox
 * (use-section-form.ts) offline, and both must reach the one resource.
 */
export const sectionUrl = (section: FormSection) => `/profile/sections/${section}`;

/** Profile endpoints (server/routes/profile.ts); every answer is the whole ProfileView. */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ProfileView, void>({
      query: () => '/profile',
      providesTags: ['Profile'],
    }),
    saveSection: build.mutation<ProfileView, SaveSectionArgs>({
      query: ({ section, body }) => ({ url: sectionUrl(section), method: 'PUT', body }),
      // The answer is the new profile: put it in the cache instead of fetching it again.
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data));
      },
      invalidatesTags: (_result, error) => (error ? [] : ['ProfileStatus']),
    }),
    changeBank: build.mutation<ProfileView, SectionInputs['bank']>({
      query: (body) => ({ url: '/profile/bank-change', method: 'PUT', body }),
      // After a failed payout the change sends the loan again: home and the order move on.
      invalidatesTags: ['Profile', 'ProfileStatus', 'LoanHome', 'Orders', 'Order'],
    }),
    /** My profile's e-mail and address (docs/profile.md#my-profile). */
    changeDetails: build.mutation<ProfileView, DetailsInput>({
      query: (body) => ({ url: '/profile/details', method: 'PUT', body }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data));
      },
    }),
  }),
});

export const {
  useGetProfileQuery,
  useSaveSectionMutation,
  useChangeBankMutation,
  useChangeDetailsMutation,
} = profileApi;
