import { describe, expect, it } from 'vitest';
import { isValidNationalPhone, maskPhone, normaliseNationalPhone, toE164 } from './phone.ts';

describe('normaliseNationalPhone', () => {
  it.each([
    ['0917 123 4567', '9171234567'],
    ['+63-917-123-4567', '9171234567'],
    ['639171234567', '9171234567'],
    ['(0917) 123-4567', '9171234567'],
    ['9171234567', '9171234567'],
  ])('reduces %s to %s', (input, expected) => {
    expect(normaliseNationalPhone(input)).toBe(expected);
  });

  it('leaves numbers of other lengths for the check to refuse', () => {
    expect(normaliseNationalPhone('0917123456')).toBe('0917123456');
    expect(normaliseNationalPhone('6391712345678')).toBe('6391712345678');
    expect(normaliseNationalPhone('abc')).toBe('');
  });
});

describe('isValidNationalPhone', () => {
  it('wants 10 digits starting with an allowed digit', () => {
    expect(isValidNationalPhone('9171234567')).toBe(true);
    expect(isValidNationalPhone('8951234567')).toBe(false);
    expect(isValidNationalPhone('8951234567', ['9', '8'])).toBe(true);
    expect(isValidNationalPhone('917123456')).toBe(false);
    expect(isValidNationalPhone('91712345678')).toBe(false);
    expect(isValidNationalPhone('917123456a')).toBe(false);
    expect(isValidNationalPhone('')).toBe(false);
  });
});

describe('toE164', () => {
  it('prefixes +63 to the national number', () => {
    expect(toE164('9171234567')).toBe('+639171234567');
    expect(toE164(normaliseNationalPhone('0917-123-4567'))).toBe('+639171234567');
  });
});

describe('maskPhone', () => {
  it('hides the middle digits', () => {
    expect(maskPhone('+639171234567')).toBe('+63 917 *** 4567');
  });

  it('returns anything else unchanged', () => {
    expect(maskPhone('+6391712')).toBe('+6391712');
  });
});
