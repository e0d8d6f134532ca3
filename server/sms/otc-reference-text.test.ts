import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/language.ts';
import type { Language } from '../../contract/language.ts';
import type { PaymentChannel } from '../../contract/loan/repayment-options.ts';
import { groupedReference, otcReferenceSmsText } from './otc-reference-text.ts';

/** 23:59:59 Manila on 30 November 2026: an over-the-counter intent's expiry. */
const EXPIRES = new Date('2026-11-30T15:59:59Z');
const text = (language: Language, channel: PaymentChannel = 'sevenEleven') =>
  otcReferenceSmsText(
    language,
    {
      orderNo: 'SC261129ABC234',
      amountCentavos: 5_080_00,
      channel,
      reference: '123456789012',
      expiresAt: EXPIRES,
    },
    'Sulong Cash',
  );

/** The GSM-7 basic alphabet's printable ASCII (no ₱, no curly quotes, no no-break spaces). */
const GSM7 = /^[A-Za-z0-9 @$_!"#%&'()*+,\-./:;<=>?\n]*$/;

describe('over-the-counter reference SMS', () => {
  it('says what to pay, where, with which reference and until when', () => {
    expect(text('en')).toBe(
      'Sulong Cash: pay PHP 5,080.00 at 7-Eleven with reference 1234 5678 9012 before November 30, 2026, 11:59 PM for your loan SC261129ABC234. Keep this reference.',
    );
    expect(text('ph')).toContain(
      'magbayad ng PHP 5,080.00 sa 7-Eleven gamit ang reference 1234 5678 9012 bago ang Nobyembre 30, 2026, 11:59 PM',
    );
    expect(text('hi')).toContain('30 नवंबर 2026');
    expect(text('hi')).toContain('संदर्भ संख्या 1234 5678 9012');
    expect(text('hi')).toContain('PHP 5,080.00');
  });

  it('names the store of each over-the-counter channel', () => {
    expect(text('en', 'cebuana')).toContain('at Cebuana Lhuillier with');
    expect(text('en', 'palawan')).toContain('at Palawan Express with');
    expect(() => text('en', 'gcash')).toThrow(RangeError);
  });

  it('keeps English and Filipino in the GSM-7 alphabet', () => {
    for (const language of ['en', 'ph'] as const) expect(text(language)).toMatch(GSM7);
  });

  it('is written in each language, none falling back to another', () => {
    expect(new Set(LANGUAGES.map((language) => text(language))).size).toBe(3);
    for (const language of LANGUAGES) expect(text(language)).toMatch(/^Sulong Cash: /);
  });

  it('groups a reference in fours, as it is read out', () => {
    expect(groupedReference('123456789012')).toBe('1234 5678 9012');
    expect(groupedReference('12345')).toBe('1234 5');
  });
});
