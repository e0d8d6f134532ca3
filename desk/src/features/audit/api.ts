import type { AuditPage } from '@contract/desk/audit';
import { deskApi } from '../../api/desk-api';

export interface AuditFilters {
  staffId?: string;
  action?: string;
  recordType?: string;
  recordId?: string;
  before?: string;
}

export const auditApi = deskApi.injectEndpoints({
  endpoints: (build) => ({
    auditPage: build.query<AuditPage, AuditFilters>({
      query: (filters) => ({
        url: '/audit',
        params: Object.fromEntries(Object.entries(filters).filter(([, v]) => v)),
      }),
      // Each search is a new entry in the trail: never served from an earlier answer.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyAuditPageQuery } = auditApi;
