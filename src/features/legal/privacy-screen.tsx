import { LegalPage } from './legal-page';
import { PrivacyPolicy } from './privacy-policy';

/** /privacy: the privacy policy, readable before sign-in. */
export default function PrivacyScreen() {
  return <LegalPage document={PrivacyPolicy} />;
}
