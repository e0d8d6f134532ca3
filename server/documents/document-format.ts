import { INTL_LOCALE } from '../../contract/language.ts';
import type { Language } from '../../contract/language.ts';

/** How figures read in a document: pesos, calendar dates, rates and phone numbers. */
export interface DocumentFormat {
  money: (centavos: number) => string;
  /** A deduction, shown with a minus sign. */
  deduction: (centavos: number) => string;
  /** A Manila calendar date, YYYY-MM-DD. */
  date: (isoDate: string) => string;
  /** A fraction (0.1 is 10 %), two decimals: the EIR and nominal rate. */
  percent: (fraction: number) => string;
  /**
   * A configured rate in parts per million. Up to four decimals so a daily rate such as
   * 0.0333 % is shown exactly rather than rounded to a different rate.
   */
  ratePpm: (ppm: number) => string;
  /** An instant as Manila local time, with the offset. */
  instant: (at: Date) => string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function documentFormat(language: Language): DocumentFormat {
  const locale = INTL_LOCALE[language];
  // narrowSymbol: hi-IN would otherwise write "PHP 5,000.00"; the borrower knows the ₱ sign.
  const pesos = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'PHP',
    currencyDisplay: 'narrowSymbol',
  });
  // UTC: the value is a calendar date, not an instant; any other zone could shift the day.
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const percents = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const rates = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
  const instants = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'Asia/Manila',
  });
  const money = (centavos: number): string => {
    if (!Number.isSafeInteger(centavos)) throw new RangeError(`Not whole centavos: ${centavos}`);
    return pesos.format(centavos / 100);
  };
  return {
    money,
    deduction: (centavos) => (centavos === 0 ? money(0) : money(-centavos)),
    date: (isoDate) => {
      if (!ISO_DATE.test(isoDate)) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
      const at = new Date(`${isoDate}T00:00:00Z`);
      if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== isoDate) {
        throw new RangeError(`Not a calendar date: ${isoDate}`);
      }
      return dates.format(at);
    },
    percent: (fraction) => percents.format(fraction),
    ratePpm: (ppm) => rates.format(ppm / 1_000_000),
    instant: (at) => instants.format(at),
  };
}

/** Philippine mobile numbers read as +63 917 123 4567; anything else is shown as stored. */
export function formatPhone(e164: string): string {
  const ph = /^\+63(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return ph ? `+63 ${ph[1]} ${ph[2]} ${ph[3]}` : e164;
}
