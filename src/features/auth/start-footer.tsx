import { useGetPublicConfigQuery } from '@/lib/api/public-config-api';
import { CompanyFooter } from '@/ui/company-footer';

/**
 * The lender's identity under the sign-in form, with the server config. Loaded when the borrower
 * scrolls towards it: it brings the API layer, which the first screen does not need.
 */
export default function StartFooter() {
  const { data: config } = useGetPublicConfigQuery();
  return <CompanyFooter company={config} />;
}
