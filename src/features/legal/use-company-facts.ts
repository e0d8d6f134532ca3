import { useGetPublicConfigQuery } from '@/lib/api/public-config-api';
import type { CompanyFacts } from './company-facts';

/** The lender's facts the documents name, from server config; null until it arrives. */
export function useCompanyFacts(): CompanyFacts | null {
  const { data } = useGetPublicConfigQuery();
  if (!data) return null;
  const {
    proName,
    corporateName,
    secRegistrationNo,
    certificateOfAuthorityNo,
    serviceEmail,
    hotLine,
  } = data;
  return {
    proName,
    corporateName,
    secRegistrationNo,
    certificateOfAuthorityNo,
    serviceEmail,
    hotLine,
  };
}
