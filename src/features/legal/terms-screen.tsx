import { LegalMessagesProvider } from './legal-messages-provider';
import { LegalPage } from './legal-page';
import { TermsAndConditions } from './terms-and-conditions';
import { useCompanyFacts } from './use-company-facts';

/** /conditionalTerms: the terms and conditions, readable before sign-in. */
export default function TermsScreen() {
  const company = useCompanyFacts();
  return (
    <LegalPage>
      <LegalMessagesProvider>
        {company ? <TermsAndConditions company={company} /> : null}
      </LegalMessagesProvider>
    </LegalPage>
  );
}
