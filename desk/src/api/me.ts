import type { StaffSelf } from '@contract/desk/auth';
import { deskApi } from './desk-api';

/** The signed-in staff member and what their roles allow: the layout and every desk read it. */
export const meApi = deskApi.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<StaffSelf, void>({ query: () => '/me', providesTags: ['Me'] }),
  }),
});

export const { useMeQuery } = meApi;
