import type { Language } from '../../contract/language.ts';
import { documentFormat } from '../documents/document-format.ts';
import type { ReminderKind } from '../domain/loan-days.ts';
import { homeLink } from './decision-text.ts';

/*
 * The repayment reminder SMS (docs/loans.md#reminders): polite, never a threat, never a word
 * about the borrower's contacts (docs/compliance.md#collection-conduct). The amount is the loan's
 * dues (docs/loans.md#reminders): the day before, what falls due on the due date; on it and after,
 * what settles the loan that day, with what each further overdue day adds. "PHP" rather than "₱"
 * keeps English and Filipino in GSM-7 (a ₱ would make every segment Unicode). Dates read as in the
 * loan documents.
 */

interface Figures {
  amount: string;
  date: string;
  /** Overdue: what each further day adds; empty when nothing does (the total-cost cap). */
  perDay: string;
  link: string;
}

type Template = (brand: string, f: Figures) => string;

const TEMPLATES: Record<Language, Record<'dayBefore' | 'dueDay' | 'overdue', Template>> = {
  en: {
    dayBefore: (b, f) =>
      `${b}: a friendly reminder that your loan payment of ${f.amount} is due tomorrow, ${f.date}. Pay or extend in the app: ${f.link}`,
    dueDay: (b, f) =>
      `${b}: a friendly reminder that your loan payment of ${f.amount} is due today, ${f.date}. Pay or extend in the app: ${f.link}`,
    overdue: (b, f) =>
      `${b}: your loan payment was due on ${f.date}. ${f.amount} settles it today${f.perDay ? `; each further day adds ${f.perDay}` : ''}. Please pay in the app when you can: ${f.link} Thank you.`,
  },
  ph: {
    dayBefore: (b, f) =>
      `${b}: paalala po, ang bayad na ${f.amount} sa iyong loan ay due bukas, ${f.date}. Magbayad o mag-extend sa app: ${f.link}`,
    dueDay: (b, f) =>
      `${b}: paalala po, ang bayad na ${f.amount} sa iyong loan ay due ngayong araw, ${f.date}. Magbayad o mag-extend sa app: ${f.link}`,
    overdue: (b, f) =>
      `${b}: paalala po, ang bayad sa iyong loan ay due noong ${f.date}. ${f.amount} ang babayaran para matapos ito ngayon${f.perDay ? `; nadadagdagan ito ng ${f.perDay} bawat araw` : ''}. Magbayad po sa app kapag kaya na: ${f.link} Salamat po.`,
  },
  hi: {
    dayBefore: (b, f) =>
      `${b}: विनम्र अनुस्मारक: आपके लोन का ${f.amount} का भुगतान कल, ${f.date} को देय है। ऐप में भुगतान करें या अवधि बढ़ाएँ: ${f.link}`,
    dueDay: (b, f) =>
      `${b}: विनम्र अनुस्मारक: आपके लोन का ${f.amount} का भुगतान आज, ${f.date} को देय है। ऐप में भुगतान करें या अवधि बढ़ाएँ: ${f.link}`,
    overdue: (b, f) =>
      `${b}: आपके लोन का भुगतान ${f.date} को देय था। आज ${f.amount} देकर लोन पूरा चुकाया जा सकता है${f.perDay ? `; हर अगले दिन ${f.perDay} जुड़ता है` : ''}। सुविधा होने पर कृपया ऐप में भुगतान करें: ${f.link} धन्यवाद।`,
  },
};

const PESOS = new Intl.NumberFormat('en-PH', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Whole centavos as "PHP 1,234.50". */
export function smsPesos(centavos: number): string {
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`Not whole centavos: ${centavos}`);
  return `PHP ${PESOS.format(centavos / 100)}`;
}

export function reminderSmsText(
  language: Language,
  r: { kind: ReminderKind; dueDate: string; owedCentavos: number; perDayCentavos?: number },
  brand: string,
  website: string,
): string {
  const group = r.kind === 'dayBefore' || r.kind === 'dueDay' ? r.kind : 'overdue';
  return TEMPLATES[language][group](brand, {
    amount: smsPesos(r.owedCentavos),
    perDay: (r.perDayCentavos ?? 0) > 0 ? smsPesos(r.perDayCentavos!) : '',
    date: documentFormat(language).date(r.dueDate),
    link: homeLink(website),
  });
}
