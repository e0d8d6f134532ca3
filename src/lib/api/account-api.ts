import type {
  DeletionStatus,
  ExportFormat,
  PreferencesRequest,
  Settings,
} from '@contract/account/api';
import type { Language } from '@contract/language';
import { baseApi } from './base-api';

/** The deletion's standing (GET) and the deletion itself (POST) share the address. */
const deletionUrl = () => '/account/deletion';

/**
 * Settings, the data download and the account deletion (docs/account.md). Nothing here queues
 * offline: each needs an answer the borrower waits for.
 */
export const accountSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Settings, void>({
      query: () => '/account/settings',
      providesTags: ['Settings'],
    }),
    savePreferences: build.mutation<Settings, PreferencesRequest>({
      query: (body) => ({ url: '/account/preferences', method: 'PUT', body }),
      // The answer is the new state: no second request.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(accountSettingsApi.util.upsertQueryData('getSettings', undefined, data));
      },
      // Campaigns appear in (or leave) the message centre with the promotions preference.
      invalidatesTags: ['Messages', 'Unread'],
    }),
    saveLanguage: build.mutation<void, Language>({
      query: (language) => ({ url: '/account/language', method: 'PUT', body: { language } }),
      invalidatesTags: ['Settings'],
    }),
    getDeletionStatus: build.query<DeletionStatus, void>({
      query: () => deletionUrl(),
      providesTags: ['Deletion'],
    }),
    deleteAccount: build.mutation<void, { understood: boolean }>({
      query: (body) => ({ url: deletionUrl(), method: 'POST', body }),
      // A refusal refetches what blocks it. A success ends every session: a refetch would meet the
      // revoked token and end the session again, telling the borrower it "ended" (docs/account.md).
      invalidatesTags: (_result, error) => (error ? ['Deletion'] : []),
    }),
    /** The file's text: JSON or the readable HTML copy, written in the app's language. */
    exportData: build.mutation<string, { format: ExportFormat; language: Language }>({
      query: ({ format, language }) => ({
        url: `/account/export?format=${format}&language=${language}`,
        responseHandler: 'text',
      }),
    }),
  }),
});

export const {
  useGetSettingsQuery,
  useSavePreferencesMutation,
  useSaveLanguageMutation,
  useGetDeletionStatusQuery,
  useDeleteAccountMutation,
  useExportDataMutation,
} = accountSettingsApi;
