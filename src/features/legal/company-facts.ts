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
};

/** Effective date of the current Privacy Policy and Terms and Conditions (21 November 2026). */
export const LEGAL_EFFECTIVE_DATE = new Date(Date.UTC(2026, 10, 21));

/** Legal dates are business dates: always shown in Philippine time, whatever the device says. */
export const LEGAL_TIME_ZONE = 'Asia/Manila';
