import { describe, expect, it } from 'vitest';
import { makeSectionSchemas } from './schemas.ts';
import { makeContext, only, problemsOf, VALID } from './test-kit.ts';

const schemas = makeSectionSchemas(makeContext());
const basic = (patch: Record<string, unknown>) =>
  problemsOf(schemas.basic, { ...VALID.basic, ...patch });
const basic2 = (patch: Record<string, unknown>) =>
  problemsOf(schemas.basic2, { ...VALID.basic2, ...patch });
const address = (patch: Record<string, unknown>) =>
  problemsOf(schemas.address, { ...VALID.address, ...patch });

const GOOD_NAMES = [
  'Juan',
  'María José',
  'Niño',
  'Peña-Ñoño',
  "O'Brien",
  'D’Angelo',
  'Ma. Cristina',
  'Dela Cruz Jr.',
  'Jose\u0301',
  'A'.repeat(50),
];
const BAD_NAMES: [unknown, string, string][] = [
  ['Juan2', 'format', 'a digit'],
  ['李明', 'format', 'Chinese'],
  ['Juan 李', 'format', 'Chinese after Latin'],
  ['-Juan', 'format', 'starting with a hyphen'],
  ["'Juan", 'format', 'starting with an apostrophe'],
  ['Juan@', 'format', 'a symbol'],
  ['Juan_Cruz', 'format', 'an underscore'],
  ['A'.repeat(51), 'format', '51 letters'],
  ['', 'required', 'empty'],
  ['   ', 'required', 'only spaces'],
  [undefined, 'required', 'missing'],
  [null, 'required', 'null'],
];

describe.each(['firstName', 'lastName'] as const)('basic: %s', (field) => {
  it.each(GOOD_NAMES)('accepts %j', (value) => {
    expect(basic({ [field]: value })).toEqual({});
  });

  it.each(BAD_NAMES)(`%j → validation.${field}.%s (%s)`, (value, problem) => {
    expect(basic({ [field]: value })).toEqual(only(field, `validation.${field}.${problem}`));
  });

  it('trims the name', () => {
    expect(schemas.basic.parse({ ...VALID.basic, [field]: '  Juan  ' })[field]).toBe('Juan');
  });
});

describe('basic: middleName (optional)', () => {
  it.each(['', '  ', 'Santos', 'R.', 'De los Santos'])('accepts %j', (value) => {
    expect(basic({ middleName: value })).toEqual({});
  });

  it.each([['Santos2'], ['李'], ['A'.repeat(51)], [undefined], [42]])(
    '%j → validation.middleName.format',
    (value) => {
      expect(basic({ middleName: value })).toEqual(
        only('middleName', 'validation.middleName.format'),
      );
    },
  );
});

describe('basic: birthDate (today 2026-03-15, ages 21 to 65)', () => {
  it.each([
    ['2005-03-15', null, '21st birthday today'],
    ['2005-03-16', 'age', '21st birthday tomorrow'],
    ['2005-03-14', null, '21 since yesterday'],
    ['1961-03-15', null, '65th birthday today'],
    ['1960-03-16', null, '66th birthday tomorrow'],
    ['1960-03-15', 'age', '66th birthday today'],
    ['2026-03-15', 'age', 'born today'],
    ['1900-01-01', 'age', 'far too old'],
    ['2005-02-30', 'format', 'no such day'],
    ['2005-02-29', 'format', 'not a leap year'],
    ['2005-13-01', 'format', 'no such month'],
    ['15/03/2000', 'format', 'day first'],
    ['2000-3-5', 'format', 'no zero padding'],
    ['abc', 'format', 'not a date'],
    ['', 'required', 'empty'],
    [undefined, 'required', 'missing'],
  ])('%j → %s (%s)', (value, problem, _why) => {
    expect(basic({ birthDate: value })).toEqual(
      only('birthDate', problem && `validation.birthDate.${problem}`),
    );
  });

  it('follows the ages config', () => {
    const { basic: strict } = makeSectionSchemas(makeContext({ minAge: 18, maxAge: 60 }));
    expect(problemsOf(strict, { ...VALID.basic, birthDate: '2008-03-15' })).toEqual({});
    expect(problemsOf(strict, { ...VALID.basic, birthDate: '1965-03-15' })).toEqual(
      only('birthDate', 'validation.birthDate.age'),
    );
  });
});

describe.each([
  ['gender', 'female'],
  ['maritalStatus', 'widowedWithChildren'],
  ['education', 'graduate'],
  ['loanPurpose', 'medical'],
])('basic: %s', (field, good) => {
  it.each([[undefined], [''], ['unknown'], [null], [3]])(
    `%j → validation.${field}.required`,
    (value) => {
      expect(basic({ [field]: value })).toEqual(only(field, `validation.${field}.required`));
    },
  );

  it(`accepts ${good}`, () => {
    expect(basic({ [field]: good })).toEqual({});
  });
});

describe('basic2: email', () => {
  it.each(['juan@gmail.com', 'juan.dela-cruz+loan@yahoo.com.ph', 'JUAN@GMAIL.COM', ' a@b.ph '])(
    'accepts %j',
    (value) => {
      expect(basic2({ email: value })).toEqual({});
    },
  );

  it('keeps the address trimmed and in lower case', () => {
    expect(schemas.basic2.parse({ ...VALID.basic2, email: ' Juan@Gmail.COM ' }).email).toBe(
      'juan@gmail.com',
    );
  });

  it.each([
    ['juan', 'format'],
    ['juan@', 'format'],
    ['juan@gmail', 'format'],
    ['juan@@gmail.com', 'format'],
    ['juan dela@gmail.com', 'format'],
    ['juan..cruz@gmail.com', 'format'],
    [`${'a'.repeat(60)}@${['b', 'c', 'd', 'e'].map((c) => c.repeat(60)).join('.')}.com`, 'format'],
    ['', 'required'],
    ['   ', 'required'],
    [undefined, 'required'],
    [null, 'required'],
  ])('%j → validation.email.%s', (value, problem) => {
    expect(basic2({ email: value })).toEqual(only('email', `validation.email.${problem}`));
  });
});

describe('basic2: whatsapp (optional; 09 and 9 digits, typed in any form)', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['09171234567', '09171234567'],
    ['0917 123 4567', '09171234567'],
    ['+63 917 123 4567', '09171234567'],
    ['+639171234567', '09171234567'],
    ['639171234567', '09171234567'],
    ['917-123-4567', '09171234567'],
  ])('%j is kept as %j', (value, stored) => {
    expect(schemas.basic2.parse({ ...VALID.basic2, whatsapp: value }).whatsapp).toBe(stored);
  });

  it.each([
    ['0917123456'],
    ['091712345678'],
    ['08171234567'],
    ['02 8123 4567'],
    ['0917abc4567'],
    [undefined],
    [null],
  ])('%j → validation.whatsapp.format', (value) => {
    expect(basic2({ whatsapp: value })).toEqual(only('whatsapp', 'validation.whatsapp.format'));
  });

  it('takes 08… when config allows numbers starting 8', () => {
    const { basic2: dito } = makeSectionSchemas(makeContext({ phoneFirstDigits: ['9', '8'] }));
    expect(dito.parse({ ...VALID.basic2, whatsapp: '0895 123 4567' }).whatsapp).toBe('08951234567');
  });
});

describe('basic2: viber (optional)', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['+63 917 765 4321', '09177654321'],
    ['0917-765-4321', '09177654321'],
  ])('%j is kept as %j', (value, stored) => {
    expect(schemas.basic2.parse({ ...VALID.basic2, viber: value }).viber).toBe(stored);
  });

  it.each([['0917765432'], ['juan.viber'], ['0817 765 4321'], [undefined], [null]])(
    '%j → validation.viber.format',
    (value) => {
      expect(basic2({ viber: value })).toEqual(only('viber', 'validation.viber.format'));
    },
  );

  it('takes an email with neither number: the signed-in mobile reaches the borrower', () => {
    expect(basic2({ viber: '', whatsapp: '' })).toEqual({});
  });
});

describe('address: PSGC codes', () => {
  it.each([
    ['provinceCode', 'province'],
    ['cityCode', 'city'],
    ['barangayCode', 'barangay'],
  ])('%s takes 9 or 10 digits, else validation.%s.required', (field, id) => {
    for (const good of ['012801000', '0102801001']) expect(address({ [field]: good })).toEqual({});
    for (const bad of ['', '01280100', '01028010011', '01028O1001', 'Ilocos Norte', undefined, 7])
      expect(address({ [field]: bad }), String(bad)).toEqual(
        only(field, `validation.${id}.required`),
      );
  });
});

describe('address: postalCode', () => {
  it.each([
    ['2900', null],
    [' 1100 ', null],
    ['290', 'format'],
    ['29000', 'format'],
    ['29O0', 'format'],
    ['', 'required'],
    [undefined, 'required'],
  ])('%j → %s (4 digits by default, docs/profile.md#zip-codes)', (value, problem) => {
    expect(address({ postalCode: value })).toEqual(
      only('postalCode', problem && `validation.postalCode.${problem}`),
    );
  });

  it('takes the length config sets', () => {
    const { address: six } = makeSectionSchemas(makeContext({ postalCodeLength: 6 }));
    expect(problemsOf(six, { ...VALID.address, postalCode: '290001' })).toEqual({});
    expect(problemsOf(six, { ...VALID.address, postalCode: '2900' })).toEqual(
      only('postalCode', 'validation.postalCode.format'),
    );
  });
});

describe('address: detailed address', () => {
  it.each([
    'Blk 5 Lot 3, Phase 2, Brgy. San Isidro',
    '#12 Rizal St., Brgy. 5',
    'Unit 4B, 123 J.P. Rizal Ave. (near Puregold)',
    'Purok 3, Sitio Malinis',
    'Sta. Niña, Bgy. Bagong Silang',
    'A'.repeat(150),
  ])('accepts %j', (value) => {
    expect(address({ address: value })).toEqual({});
  });

  it.each([
    ['Blk5', 'format', 'under 5 characters'],
    ['A'.repeat(151), 'format', 'over 150 characters'],
    ['..., ...', 'format', 'only punctuation'],
    ['Blk 5 <script>', 'format', 'markup'],
    ['Blk 5 Lot 3; DROP', 'format', 'a semicolon'],
    ['北京路 12 号', 'format', 'Chinese'],
    ['', 'required', 'empty'],
    [undefined, 'required', 'missing'],
  ])('%j → validation.address.%s (%s)', (value, problem, _why) => {
    expect(address({ address: value })).toEqual(only('address', `validation.address.${problem}`));
  });
});
