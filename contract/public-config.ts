import { z } from 'zod';

/** What the server tells every client at start: brand, regulatory identity, sign-in rules. */
export const publicConfigSchema = z.object({
  proName: z.string(),
  /** SEC MC 19 s.2019: shown conspicuously on home, About us and agreements. */
  corporateName: z.string(),
  secRegistrationNo: z.string(),
  certificateOfAuthorityNo: z.string(),
  /** About us (docs/care.md#about-us): registered office and its landline. */
  corporateAddress: z.string(),
  landline: z.string(),
  serviceEmail: z.string(),
  webServiceEmail: z.string(),
  hotLine: z.string(),
  /**
   * Customer service chats beside the hotline (docs/care.md#chat-channels): an m.me link, a Viber
   * chat link; null when the lender offers none.
   */
  messengerUrl: z.string().nullable(),
  viberUrl: z.string().nullable(),
  proWebsite: z.string(),
  /** Customer service's daily hours, Manila "HH:MM" (docs/care.md#customer-service-hours). */
  serviceHours: z.object({ opens: z.string(), closes: z.string() }),
  /** When a borrower may be contacted about a loan, whole Manila hours (docs/glossary.md#contact-hours). */
  contactHours: z.object({ fromHour: z.number().int(), toHour: z.number().int() }),
  /** package.json's version of the running server. */
  serverVersion: z.string(),
  /** Where /noAndroid sends Android browser users for the native app. */
  appStoreUrl: z.string(),
  phoneFirstDigits: z.array(z.string().regex(/^\d$/)).min(1),
  /** Profile rules from config (postal code length, borrower ages); see contract/profile/rules. */
  profileRules: z.object({
    postalCodeLength: z.number().int().min(4).max(6),
    minAge: z.number().int().min(18),
    maxAge: z.number().int().max(100),
  }),
  captchaAlways: z.boolean(),
  otpResendSeconds: z.number().int().positive(),
  /** Attribution SDK app token; empty disables the SDK. */
  adjustAppToken: z.string(),
  environment: z.enum(['production', 'sandbox']),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
