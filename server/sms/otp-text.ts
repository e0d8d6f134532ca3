import type { Language } from '../../contract/language.ts';
import { OTP_PLACEHOLDER } from './sms-provider.ts';

/**
 * The code SMS in the borrower's language. Short enough for one GSM-7 segment in English and
 * Filipino; Hindi needs Unicode (two segments), which is the price of being understood.
 */
const TEMPLATES: Record<Language, (brand: string, code: string, minutes: number) => string> = {
  en: (brand, code, minutes) =>
    `Your ${brand} code is ${code}. It expires in ${minutes} minutes. Never share it with anyone, not even our staff.`,
  ph: (brand, code, minutes) =>
    `Ang iyong ${brand} code ay ${code}. Mag-e-expire ito sa loob ng ${minutes} minuto. Huwag itong ibigay kaninuman, kahit sa aming staff.`,
  hi: (brand, code, minutes) =>
    `आपका ${brand} कोड ${code} है। यह ${minutes} मिनट में समाप्त हो जाएगा। इसे कभी किसी को न बताएं, हमारे स्टाफ़ को भी नहीं।`,
};

/** The message with `{otp}` in place of the code. */
export function otpSmsTemplate(language: Language, brand: string, ttlSeconds: number): string {
  return TEMPLATES[language](brand, OTP_PLACEHOLDER, Math.round(ttlSeconds / 60));
}
