import { LegalMessagesProvider } from './legal-messages-provider';
import { LegalPage } from './legal-page';
import { PrivacyPolicy } from './privacy-policy';
import { useCompanyFacts } from './use-company-facts';

/** /privacy: the privacy policy, readable before sign-in. */
export default function PrivacyScreen() {
  const company = useCompanyFacts();
  return (
    <LegalPage>
      <LegalMessagesProvider>
        {company ? <PrivacyPolicy company={company} /> : null}
      </LegalMessagesProvider>
    </LegalPage>
  );
}
