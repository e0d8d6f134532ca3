import type { z } from 'zod';
import type {
  apiKeyListSchema,
  createStaffResponseSchema,
  enrolmentLinkSchema,
  issuedApiKeySchema,
} from '@contract/desk/auth';
import type { StaffRole } from '../../ui/roles';
import { deskApi } from '../../api/desk-api';

export type { StaffList, StaffMember } from '../../api/staff-list';
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** Administrators' management of staff accounts and their API keys (docs/desk.md#accounts). */
export const staffApi = deskApi.injectEndpoints({
  endpoints: (build) => ({
    createStaff: build.mutation<
      z.infer<typeof createStaffResponseSchema>,
      { email: string; displayName: string; roles: StaffRole[] }
    >({
      query: (body) => ({ url: '/staff', method: 'POST', body }),
      invalidatesTags: ['Staff'],
    }),
    setRoles: build.mutation<{ ok: true }, { staffId: string; roles: StaffRole[] }>({
      query: ({ staffId, roles }) => ({
        url: `/staff/${staffId}/roles`,
        method: 'PUT',
        body: { roles },
      }),
      invalidatesTags: ['Staff', 'Me'],
    }),
    newEnrolmentLink: build.mutation<z.infer<typeof enrolmentLinkSchema>, { staffId: string }>({
      query: ({ staffId }) => ({ url: `/staff/${staffId}/enrolment-link`, method: 'POST' }),
      invalidatesTags: ['Staff', 'ApiKeys'],
    }),
    disableStaff: build.mutation<{ ok: true }, { staffId: string }>({
      query: ({ staffId }) => ({ url: `/staff/${staffId}/disable`, method: 'POST' }),
      invalidatesTags: ['Staff', 'ApiKeys'],
    }),
    apiKeys: build.query<ApiKeyList, { staffId: string }>({
      query: ({ staffId }) => `/staff/${staffId}/api-keys`,
      providesTags: ['ApiKeys'],
    }),
    issueApiKey: build.mutation<
      z.infer<typeof issuedApiKeySchema>,
      { staffId: string; label: string }
    >({
      query: ({ staffId, label }) => ({
        url: `/staff/${staffId}/api-keys`,
        method: 'POST',
        body: { label },
      }),
      invalidatesTags: ['ApiKeys'],
    }),
    revokeApiKey: build.mutation<{ ok: true }, { staffId: string; keyId: string }>({
      query: ({ staffId, keyId }) => ({
        url: `/staff/${staffId}/api-keys/${keyId}/revoke`,
        method: 'POST',
      }),
      invalidatesTags: ['ApiKeys'],
    }),
  }),
});

export { useStaffListQuery } from '../../api/staff-list';
export const {
  useCreateStaffMutation,
  useSetRolesMutation,
  useNewEnrolmentLinkMutation,
  useDisableStaffMutation,
  useApiKeysQuery,
  useIssueApiKeyMutation,
  useRevokeApiKeyMutation,
} = staffApi;
