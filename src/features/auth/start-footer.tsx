import { useGetPublicConfigQuery } from '@/lib/api/public-config-api';
import { CompanyFooter } from '@/ui/company-footer';

/** The lender's identity under the form; loaded after first paint with the server config. */
export default function StartFooter() {
  const { data: config } = useGetPublicConfigQuery();
  return <CompanyFooter company={config} />;
}
