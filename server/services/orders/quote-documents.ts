import type { Language } from '../../../contract/language.ts';
import type { LoanDocument } from '../../../contract/loan/documents.ts';
import type { BankDetails } from '../../../contract/profile/schemas.ts';
import type { ContactHours } from '../../../contract/loan/contact-hours.ts';
import type { AppConfig } from '../../config.ts';
import { renderLoanDocuments } from '../../documents/render-documents.ts';
import { manilaDate } from '../../../contract/calendar.ts';
import type { QuoteRow } from '../../repositories/quotes.ts';
import { payeeName, payoutAccountView } from './borrower-details.ts';
import type { BorrowerDetails } from './borrower-details.ts';

/**
 * The three documents of a quote. Everything they say comes from the stored quote, the locked
 * profile and the config, and the issue date is the quote's own day: the same quote renders the
 * same bytes (and hashes) when shown and again when signed, unless something really changed.
 */
export function renderQuoteDocuments(
  quote: QuoteRow,
  o: {
    language: Language;
    borrower: BorrowerDetails;
    bank: BankDetails;
    brand: AppConfig['brand'];
    contactHours: ContactHours;
  },
): LoanDocument[] {
  return renderLoanDocuments({
    language: o.language,
    pricing: quote.pricing,
    product: quote.product,
    borrower: o.borrower,
    payoutAccount: { ...payoutAccountView(o.bank), payeeName: payeeName(o.bank) },
    lender: o.brand,
    contactHours: o.contactHours,
    issuedOn: manilaDate(quote.createdAt),
  });
}
