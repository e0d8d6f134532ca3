import type { Language } from '../../contract/language.ts';

/**
 * The SMS telling a borrower that their application was decided. It never says the outcome: a
 * phone is often shared, and the outcome belongs behind the sign-in. The link opens home
 * (/#/homeIndex), which shows the decision. English and Filipino fit one GSM-7 segment with a
 * short website; Hindi needs Unicode.
 */
const TEMPLATES: Record<Language, (brand: string, link: string) => string> = {
  en: (brand, link) =>
    `${brand}: the decision on your loan application is ready. See it here: ${link}`,
  ph: (brand, link) =>
    `${brand}: handa na ang desisyon sa iyong loan application. Tingnan dito: ${link}`,
  hi: (brand, link) => `${brand}: आपके लोन आवेदन पर निर्णय तैयार है। यहाँ देखें: ${link}`,
};

/** Where the SMS sends the borrower: the PWA's home on the public website (PRO_WEBSITE). */
export const homeLink = (website: string): string => `${website.replace(/\/+$/, '')}/#/homeIndex`;

export function decisionSmsText(language: Language, brand: string, website: string): string {
  return TEMPLATES[language](brand, homeLink(website));
}
