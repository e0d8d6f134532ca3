import { LegalPage } from './legal-page';
import { TermsAndConditions } from './terms-and-conditions';

/** /conditionalTerms: the terms and conditions, readable before sign-in. */
export default function TermsScreen() {
  return <LegalPage document={TermsAndConditions} />;
}
