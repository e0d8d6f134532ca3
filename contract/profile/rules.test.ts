import { describe, expect, it } from 'vitest';
import {
  ageOn,
  DEFAULT_PROFILE_RULES,
  isIsoDate,
  localMobileToE164,
  normaliseMobile,
} from './rules.ts';

describe('DEFAULT_PROFILE_RULES', () => {
  // ZIP codes: docs/profile.md#zip-codes; mobile numbers: docs/product.md#phone-numbers.
  it('follows the docs and the issue: 4-digit ZIP, ages 21 to 65, mobiles start 9', () => {
    expect(DEFAULT_PROFILE_RULES).toEqual({
      postalCodeLength: 4,
      minAge: 21,
      maxAge: 65,
      phoneFirstDigits: ['9'],
    });
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2005-02-28', true],
    ['2004-02-29', true],
    ['2000-02-29', true],
    ['1999-12-31', true],
    ['2005-02-29', false],
    ['1900-02-29', false],
    ['2005-02-30', false],
    ['2005-04-31', false],
    ['2005-13-01', false],
    ['2005-00-10', false],
    ['2005-01-00', false],
    ['2005-1-5', false],
    ['05-01-2005', false],
    ['2005/01/05', false],
    ['2005-01-05T00:00', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('ageOn', () => {
  it.each([
    ['2005-03-15', '2026-03-15', 21],
    ['2005-03-16', '2026-03-15', 20],
    ['2005-03-14', '2026-03-15', 21],
    ['1961-03-15', '2026-03-15', 65],
    ['1960-03-16', '2026-03-15', 65],
    ['1960-03-15', '2026-03-15', 66],
    ['2005-12-31', '2026-01-01', 20],
    ['2005-01-01', '2026-12-31', 21],
    // A leap-day birthday comes on 1 March in other years.
    ['2004-02-29', '2025-02-28', 20],
    ['2004-02-29', '2025-03-01', 21],
    ['2004-02-29', '2028-02-29', 24],
  ])('born %s, on %s: %i', (birthDate, today, age) => {
    expect(ageOn(birthDate, today)).toBe(age);
  });
});

describe('normaliseMobile', () => {
  it.each([
    ['09171234567', '09171234567'],
    ['0917 123 4567', '09171234567'],
    ['0917-123-4567', '09171234567'],
    ['(0917) 123-4567', '09171234567'],
    ['+639171234567', '09171234567'],
    ['+63 917 123 4567', '09171234567'],
    ['+63-917-123-4567', '09171234567'],
    ['639171234567', '09171234567'],
    ['9171234567', '09171234567'],
    ['  0917 123 4567  ', '09171234567'],
  ])('%j → %s', (input, expected) => {
    expect(normaliseMobile(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['0917123456', '10 digits starting 0'],
    ['091712345678', '12 digits'],
    ['917123456', '9 digits'],
    ['08171234567', 'starts 08 while only 9 is allowed'],
    ['8951234567', 'starts 8 while only 9 is allowed'],
    ['02 8123 4567', 'a Metro Manila landline'],
    ['0917123456a', 'a letter'],
    ['+1 917 123 4567', 'a foreign number'],
  ])('refuses %j (%s)', (input, _why) => {
    expect(normaliseMobile(input)).toBeNull();
  });

  // DITO numbers: docs/product.md#phone-numbers.
  it('takes the first digits config allows (DITO numbers start 8)', () => {
    expect(normaliseMobile('0895 123 4567', ['9', '8'])).toBe('08951234567');
    expect(normaliseMobile('+63 895 123 4567', ['9', '8'])).toBe('08951234567');
    expect(normaliseMobile('09171234567', ['9', '8'])).toBe('09171234567');
    expect(normaliseMobile('0895 123 4567', ['9'])).toBeNull();
  });
});

describe('localMobileToE164', () => {
  it('turns 09… into the +639… form the registered phone is stored in', () => {
    expect(localMobileToE164('09171234567')).toBe('+639171234567');
  });
});
