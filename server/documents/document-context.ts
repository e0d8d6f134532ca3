import type { Language } from '../../contract/language.ts';
import type { PayoutAccountView, Pricing } from '../../contract/loan/api.ts';
import type { ContactHours } from '../../contract/loan/contact-hours.ts';
import type { AppConfig } from '../config.ts';
import type { ProductConfig } from '../domain/pricing/product-config.ts';

/**
 * Everything the three loan documents say. Nothing else goes in (no clock, no order number):
 * the same context must render byte-identical documents, because signing re-renders them and
 * compares hashes with what the borrower read.
 */
export interface DocumentContext {
  language: Language;
  pricing: Pricing;
  product: ProductConfig;
  borrower: {
    fullName: string;
    address: string;
    /** E.164, e.g. +639171234567. */
    phone: string;
  };
  payoutAccount: PayoutAccountView & { payeeName: string };
  lender: AppConfig['brand'];
  /** When we may contact the borrower about the loan (docs/glossary.md#contact-hours). */
  contactHours: ContactHours;
  /** Manila date the documents are issued, YYYY-MM-DD. */
  issuedOn: string;
}
