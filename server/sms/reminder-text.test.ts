import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/language.ts';
import type { ReminderKind } from '../domain/loan-days.ts';
import { REMINDER_OFFSETS } from '../domain/loan-days.ts';
import { reminderSmsText, smsPesos } from './reminder-text.ts';

const SITE = 'https://sulong.cash.example';
const KINDS = Object.keys(REMINDER_OFFSETS) as ReminderKind[];
const text = (language: (typeof LANGUAGES)[number], kind: ReminderKind, owed = 3_123_45) =>
  reminderSmsText(
    language,
    { kind, dueDate: '2026-03-17', owedCentavos: owed, perDayCentavos: 3_12 },
    'Sulong Cash',
    SITE,
  );

/**
 * Words a reminder must never carry (docs/compliance.md#collection-conduct): contacts, family,
 * employers, and threats of law, police, jail or shame — in each of the three languages.
 */
const FORBIDDEN = new RegExp(
  [
    String.raw`\b(contacts?|kontak|family|pamilya|relatives?|kamag-anak|friends|kaibigan|employer|amo)\b`,
    String.raw`\b(legal|court|korte|kaso|police|pulis|jail|kulong|arrest|huhulihin|shame|hiya|barangay|collectors?)\b`,
    'संपर्क|परिवार|रिश्तेदार|दोस्त|पुलिस|अदालत|जेल|कानूनी|गिरफ्तार|शर्म',
  ].join('|'),
  'i',
);

describe('reminder SMS', () => {
  it('says when, how much and where to pay, in English', () => {
    expect(text('en', 'dayBefore')).toBe(
      'Sulong Cash: a friendly reminder that your loan payment of PHP 3,123.45 is due tomorrow, March 17, 2026. Pay or extend in the app: https://sulong.cash.example/#/homeIndex',
    );
    expect(text('en', 'dueDay')).toContain('is due today, March 17, 2026');
    expect(text('en', 'overdue3')).toBe(
      'Sulong Cash: your loan payment was due on March 17, 2026. PHP 3,123.45 settles it today; each further day adds PHP 3.12. Please pay in the app when you can: https://sulong.cash.example/#/homeIndex Thank you.',
    );
  });

  it('is written in Filipino and Hindi, with the date in that language', () => {
    expect(text('ph', 'dayBefore')).toContain('due bukas, Marso 17, 2026');
    expect(text('ph', 'dueDay')).toContain('due ngayong araw, Marso 17, 2026');
    expect(text('ph', 'overdue1')).toContain('due noong Marso 17, 2026. PHP 3,123.45');
    expect(text('ph', 'overdue1')).toContain('nadadagdagan ito ng PHP 3.12 bawat araw');
    expect(text('hi', 'dayBefore')).toContain('कल, 17 मार्च 2026 को देय है');
    expect(text('hi', 'dueDay')).toContain('आज, 17 मार्च 2026 को देय है');
    expect(text('hi', 'overdue7')).toContain('17 मार्च 2026 को देय था');
  });

  it('says nothing of a further day once late charges have stopped (the total-cost cap)', () => {
    for (const language of LANGUAGES) {
      const capped = reminderSmsText(
        language,
        { kind: 'overdue7', dueDate: '2026-03-17', owedCentavos: 3_123_45, perDayCentavos: 0 },
        'Sulong Cash',
        SITE,
      );
      expect(capped).not.toContain('PHP 0.00');
      expect(capped).toContain('PHP 3,123.45');
    }
  });

  it('carries the brand, the amount and the home link in every language and kind', () => {
    for (const language of LANGUAGES) {
      for (const kind of KINDS) {
        const sms = text(language, kind, 12_345_67);
        expect(sms.startsWith('Sulong Cash: ')).toBe(true);
        expect(sms).toContain('PHP 12,345.67');
        expect(sms).toContain('https://sulong.cash.example/#/homeIndex');
      }
    }
  });

  it('never mentions contacts and never threatens', () => {
    expect(FORBIDDEN.test('we will call your contacts')).toBe(true);
    expect(FORBIDDEN.test('आपके संपर्कों को')).toBe(true);
    for (const language of LANGUAGES) {
      for (const kind of KINDS) expect(text(language, kind)).not.toMatch(FORBIDDEN);
    }
  });

  it('differs between languages (no language falls back to another)', () => {
    for (const kind of KINDS) {
      expect(new Set(LANGUAGES.map((language) => text(language, kind))).size).toBe(3);
    }
  });

  it('writes whole centavos as pesos and refuses anything else', () => {
    expect(smsPesos(0)).toBe('PHP 0.00');
    expect(smsPesos(5)).toBe('PHP 0.05');
    expect(smsPesos(1_000_000_00)).toBe('PHP 1,000,000.00');
    expect(() => smsPesos(10.5)).toThrow(RangeError);
  });
});
