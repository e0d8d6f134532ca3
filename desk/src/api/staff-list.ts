import type { z } from 'zod';
import type { staffListSchema } from '@contract/desk/auth';
import { deskApi } from './desk-api';

export type StaffList = z.infer<typeof staffListSchema>;
export type StaffMember = StaffList[number];

/** Every staff account: the staff pages list them, the audit trail's filter names them. */
export const staffListApi = deskApi.injectEndpoints({
  endpoints: (build) => ({
    staffList: build.query<StaffList, void>({ query: () => '/staff', providesTags: ['Staff'] }),
  }),
});

export const { useStaffListQuery } = staffListApi;
