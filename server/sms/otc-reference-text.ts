import { INTL_LOCALE } from '../../contract/language.ts';
import type { Language } from '../../contract/language.ts';
import { manilaDate } from '../../contract/calendar.ts';
import type { PaymentChannel } from '../../contract/loan/repayment-options.ts';
import { documentFormat } from '../documents/document-format.ts';
import { smsPesos } from './reminder-text.ts';

/*
 * The SMS with an over-the-counter reference (docs/loans.md#waiting-payment), sent when the
 * borrower has just asked for it: what to pay, at which store, with which reference, and until
 * when. Nothing else about the borrower, and never a threat. "PHP" and plain spaces keep English
 * and Filipino in GSM-7; the date reads as in the loan documents.
 */

interface Figures {
  orderNo: string;
  amount: string;
  store: string;
  reference: string;
  /** The last day and time a store takes the reference, in Manila. */
  before: string;
}

const TEMPLATES: Record<Language, (brand: string, f: Figures) => string> = {
  en: (b, f) =>
    `${b}: pay ${f.amount} at ${f.store} with reference ${f.reference} before ${f.before} for your loan ${f.orderNo}. Keep this reference.`,
  ph: (b, f) =>
    `${b}: magbayad ng ${f.amount} sa ${f.store} gamit ang reference ${f.reference} bago ang ${f.before} para sa iyong loan ${f.orderNo}. Itago ang reference na ito.`,
  hi: (b, f) =>
    `${b}: अपने लोन ${f.orderNo} का भुगतान करने के लिए ${f.before} से पहले ${f.store} पर संदर्भ संख्या ${f.reference} के साथ ${f.amount} का भुगतान करें। यह संदर्भ संख्या संभालकर रखें।`,
};

/** Store names are brands: the same in every language. */
const STORES: Partial<Record<PaymentChannel, string>> = {
  sevenEleven: '7-Eleven',
  cebuana: 'Cebuana Lhuillier',
  mlhuillier: 'M Lhuillier',
  palawan: 'Palawan Express',
  bayadCenter: 'Bayad Center',
};

/** A reference read out to a cashier: digits in fours, as the app and the checkout show it. */
export const groupedReference = (reference: string): string =>
  reference.replace(/(\d{4})(?=\d)/g, '$1 ');

/** "November 30, 2026, 11:59 PM" in the language, Manila time, with plain spaces only. */
function beforeText(language: Language, at: Date): string {
  const time = new Intl.DateTimeFormat(INTL_LOCALE[language], {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Asia/Manila',
  }).format(at);
  const date = documentFormat(language).date(manilaDate(at));
  // ICU may put a narrow no-break space before AM/PM, which is not GSM-7.
  return `${date}, ${time}`.replace(/\s/g, ' ');
}

export function otcReferenceSmsText(
  language: Language,
  p: {
    orderNo: string;
    amountCentavos: number;
    channel: PaymentChannel;
    reference: string;
    expiresAt: Date;
  },
  brand: string,
): string {
  const store = STORES[p.channel];
  if (!store) throw new RangeError(`Not an over-the-counter channel: ${p.channel}`);
  return TEMPLATES[language](brand, {
    orderNo: p.orderNo,
    amount: smsPesos(p.amountCentavos),
    store,
    reference: groupedReference(p.reference),
    before: beforeText(language, p.expiresAt),
  });
}
