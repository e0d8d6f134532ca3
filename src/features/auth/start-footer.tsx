import { usePublicConfig } from '@/lib/api/public-config-request';
import { CompanyFooter } from '@/ui/company-footer';

/**
 * The lender's identity under the sign-in form, from the server config fetched without the API
 * layer, which the first screen does not need (docs/first-paint.md#public-config).
 */
export function StartFooter() {
  return <CompanyFooter company={usePublicConfig()} />;
}
