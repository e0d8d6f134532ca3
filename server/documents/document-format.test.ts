import { describe, expect, it } from 'vitest';
import { documentFormat, formatPhone } from './document-format.ts';

describe('documentFormat', () => {
  it('writes pesos with the peso sign in every language', () => {
    expect(documentFormat('en').money(5_000_00)).toBe('₱5,000.00');
    expect(documentFormat('ph').money(4_929_20)).toBe('₱4,929.20');
    // hi-IN would write "PHP 5,000.00" without narrowSymbol.
    expect(documentFormat('hi').money(5_000_00)).toBe('₱5,000.00');
    expect(documentFormat('en').deduction(80_00)).toBe('-₱80.00');
    expect(documentFormat('en').deduction(0)).toBe('₱0.00');
  });

  it('refuses a figure that is not whole centavos', () => {
    expect(() => documentFormat('en').money(10.5)).toThrow(RangeError);
  });

  it('writes a calendar date without shifting the day', () => {
    expect(documentFormat('en').date('2026-12-04')).toBe('December 4, 2026');
    expect(documentFormat('ph').date('2026-12-04')).toBe('Disyembre 4, 2026');
    expect(documentFormat('hi').date('2026-12-04')).toBe('4 दिसंबर 2026');
    expect(documentFormat('en').date('2027-01-01')).toBe('January 1, 2027');
    expect(() => documentFormat('en').date('2026-02-30')).toThrow(RangeError);
    expect(() => documentFormat('en').date('04/12/2026')).toThrow(RangeError);
  });

  it('shows rates with two decimals, configured rates exactly', () => {
    const f = documentFormat('en');
    expect(f.percent(0.066704569)).toBe('6.67%');
    expect(f.ratePpm(1_000)).toBe('0.10%');
    expect(f.ratePpm(333)).toBe('0.0333%');
    expect(f.ratePpm(180_000)).toBe('18.00%');
  });

  it('writes signing time in Manila', () => {
    // 16:30 UTC is half past midnight the next day in Manila.
    expect(documentFormat('en').instant(new Date('2026-11-20T16:30:00Z'))).toMatch(
      /^November 21, 2026 at 12:30:00\sAM GMT\+8$/,
    );
  });
});

describe('formatPhone', () => {
  it('groups a Philippine mobile number and leaves others alone', () => {
    expect(formatPhone('+639171234567')).toBe('+63 917 123 4567');
    expect(formatPhone('+14155550100')).toBe('+14155550100');
  });
});
