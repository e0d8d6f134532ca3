import { describe, expect, it } from 'vitest';
import {
  formatIdNumber,
  ID_TYPE_RULES,
  ID_TYPES,
  isIdType,
  isValidIdNumber,
  normaliseIdNumber,
  type IdType,
} from './id-types.ts';
import { makeSectionSchemas } from './schemas.ts';
import { makeContext, only, problemsOf } from './test-kit.ts';

const { identity } = makeSectionSchemas(makeContext());

/**
 * Per type (docs/profile.md#id-types): numbers typed the way people copy them from the card, and
 * bad ones.
 */
const CASES: Record<IdType, { valid: string[]; invalid: [string, string][] }> = {
  philsys: {
    valid: ['1234-5678-9012-3456', '1234 5678 9012 3456', '1234567890123456'],
    invalid: [
      ['1234-5678-9012-345', '15 digits'],
      ['1234-5678-9012-34567', '17 digits'],
      ['123456789012', 'the 12-digit PSN, never asked'],
      ['ABCD-5678-9012-3456', 'letters'],
    ],
  },
  umid: {
    valid: ['0111-2345678-9', '0111 2345678 9', '011123456789'],
    invalid: [
      ['0111-2345678', '11 digits'],
      ['0111-2345678-90', '13 digits'],
      ['0111-234567A-9', 'a letter'],
    ],
  },
  sss: {
    valid: ['34-1234567-8', '34 1234567 8', '3412345678'],
    invalid: [
      ['34-1234567', '9 digits'],
      ['34-1234567-89', '11 digits'],
      ['34-12345X7-8', 'a letter'],
    ],
  },
  driversLicense: {
    valid: ['N01-23-456789', 'n01 23 456789', 'D1234567890'],
    invalid: [
      ['N01-23-45678', '1 letter and 9 digits'],
      ['N01-23-4567890', '1 letter and 11 digits'],
      ['N01-AB-456789', 'letters where digits go'],
      ['101-23-456789', 'a digit where the letter goes'],
    ],
  },
  passport: {
    valid: ['P1234567A', 'p 1234567 a', 'P1234567', 'EB1234567', 'XX123456'],
    invalid: [
      ['P12345', '5 digits'],
      ['P12345678A', '8 digits'],
      ['P12B4567A', 'a letter where digits go'],
      ['1234567', 'no letter'],
      ['ABC1234567', 'three letters'],
    ],
  },
  prc: {
    valid: ['0123456', '012 3456', '012-3456'],
    invalid: [
      ['012345', '6 digits'],
      ['01234567', '8 digits'],
      ['012345A', 'a letter'],
    ],
  },
  tin: {
    valid: ['123-456-789', '123-456-789-000', '123 456 789 00', '1234567890'],
    invalid: [
      ['123-456-78', '8 digits'],
      ['123-456-789-0000', '13 digits'],
      ['123-456-78A', 'a letter'],
    ],
  },
  postal: {
    valid: ['ABC123456789', 'abc 1234 56789', '123456789012'],
    invalid: [
      ['ABC12345678', '11 characters'],
      ['ABC1234567890', '13 characters'],
      ['ABC12345678#', 'a symbol'],
    ],
  },
  voters: {
    valid: ['7601-0012A-B123CDE45678', '76010012', 'abcd 1234'],
    invalid: [
      ['7601001', '7 characters'],
      ['7601-0012A-B123CDE45678-9012', '25 characters'],
      ['7601/0012A', 'a slash'],
    ],
  },
};

describe.each(ID_TYPES)('ID number of %s', (type) => {
  it.each(CASES[type].valid)('accepts %j', (value) => {
    expect(isValidIdNumber(type, value)).toBe(true);
    expect(problemsOf(identity, { idType: type, idNumber: value })).toEqual({});
    expect(identity.parse({ idType: type, idNumber: value }).idNumber).toBe(
      normaliseIdNumber(value),
    );
  });

  it.each(CASES[type].invalid)('refuses %j (%s) with validation.idNumber.format', (value) => {
    expect(isValidIdNumber(type, value)).toBe(false);
    expect(problemsOf(identity, { idType: type, idNumber: value })).toEqual(
      only('idNumber', 'validation.idNumber.format'),
    );
  });

  it('has an example in its own rule, shown in its mask', () => {
    const { example, mask, maxLength } = ID_TYPE_RULES[type];
    expect(isValidIdNumber(type, example)).toBe(true);
    expect(normaliseIdNumber(example).length).toBeLessThanOrEqual(maxLength);
    if (mask) expect(formatIdNumber(type, example)).toBe(example);
  });
});

describe('the identity section', () => {
  it.each([
    [{ idType: 'sss' }, only('idNumber', 'validation.idNumber.required')],
    [{ idType: 'sss', idNumber: '' }, only('idNumber', 'validation.idNumber.required')],
    [{ idType: 'sss', idNumber: ' - ' }, only('idNumber', 'validation.idNumber.format')],
    [{ idNumber: '34-1234567-8' }, only('idType', 'validation.idType.required')],
    [{ idType: 'aadhaar', idNumber: '123412341234' }, only('idType', 'validation.idType.required')],
    [{ idType: 'umid', idNumber: '34-1234567-8' }, only('idNumber', 'validation.idNumber.format')],
  ])('%j → %j', (input, expected) => {
    expect(problemsOf(identity, input)).toEqual(expected);
  });

  it('stores the number without spaces or dashes, upper-cased', () => {
    expect(identity.parse({ idType: 'driversLicense', idNumber: 'n01-23-456789' })).toEqual({
      idType: 'driversLicense',
      idNumber: 'N0123456789',
    });
  });
});

describe('formatIdNumber', () => {
  it.each([
    ['philsys', '1234567890123456', '1234-5678-9012-3456'],
    ['philsys', '1234 5678-9012', '1234-5678-9012'],
    ['philsys', '12345', '1234-5'],
    // No dash before the next digit is typed, so backspace is not stuck on it.
    ['philsys', '1234', '1234'],
    ['philsys', '12345678901234567890', '1234-5678-9012-3456'],
    ['umid', '011123456789', '0111-2345678-9'],
    ['sss', '3412345678', '34-1234567-8'],
    ['driversLicense', 'n0123456789', 'N01-23-456789'],
    ['tin', '123456789', '123-456-789'],
    ['tin', '123456789000', '123-456-789-000'],
    ['prc', '0123456', '0123456'],
    ['passport', 'p1234567a', 'P1234567A'],
    ['postal', 'abc1234567890', 'ABC123456789'],
    ['voters', '7601-0012a', '76010012A'],
    ['sss', '', ''],
  ] as [IdType, string, string][])('%s: %j → %j', (type, typed, shown) => {
    expect(formatIdNumber(type, typed)).toBe(shown);
  });
});

describe('isIdType', () => {
  it('knows the nine Philippine IDs and nothing else', () => {
    expect(ID_TYPES).toHaveLength(9);
    expect(ID_TYPES.every(isIdType)).toBe(true);
    expect(isIdType('pan')).toBe(false);
    expect(isIdType(7)).toBe(false);
  });
});
