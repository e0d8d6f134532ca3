/**
 * The company facts a legal document needs (SEC MC 19 s.2019: corporate name, SEC registration
 * no. and Certificate of Authority no. shown conspicuously). Values come from server config.
 */
export type CompanyFacts = {
  proName: string;
  corporateName: string;
  secRegistrationNo: string;
  certificateOfAuthorityNo: string;
  serviceEmail: string;
  hotLine: string;
  /** When we may contact the borrower about a loan (docs/glossary.md#contact-hours). */
  contactHours: { fromHour: number; toHour: number };
};

/** Effective date of the current Privacy Policy and Terms and Conditions (28 November 2026). */
export const LEGAL_EFFECTIVE_DATE = new Date(Date.UTC(2026, 10, 28));

/** An hour of a Manila day as an instant, for `{hour, time, short}` in Philippine time. */
export const manilaHour = (hour: number): Date => new Date(Date.UTC(2026, 0, 1, hour - 8));

/** Legal dates are business dates: always shown in Philippine time, whatever the device says. */
export const LEGAL_TIME_ZONE = 'Asia/Manila';
