import { describe, expect, it } from 'vitest';
import { CONTACT_RELATIONS } from './options.ts';
import { makeSectionSchemas } from './schemas.ts';
import { makeContext, only, problemsOf, REGISTERED_PHONE, VALID } from './test-kit.ts';

/** The registered phone is +639171234567. */
const { contacts } = makeSectionSchemas(makeContext());
type Entry = (typeof VALID.contacts.contacts)[number];
const [first, second, third] = VALID.contacts.contacts as [Entry, Entry, Entry];
const list = (...entries: unknown[]) => problemsOf(contacts, { contacts: entries });
const withContact = (index: number, patch: Record<string, unknown>) =>
  problemsOf(contacts, {
    contacts: VALID.contacts.contacts.map((entry, at) =>
      at === index ? { ...entry, ...patch } : entry,
    ),
  });

describe('contacts: exactly 3 (docs/profile.md#emergency-contacts)', () => {
  it('takes three well-formed, different contacts and keeps their numbers as 09…', () => {
    expect(contacts.parse(VALID.contacts).contacts.map((entry) => entry.phone)).toEqual([
      '09181234567',
      '09191234567',
      '09201234567',
    ]);
  });

  it.each([
    [[], 'none'],
    [[first], 'one'],
    [[first, second], 'two'],
    [[first, second, third, { ...third, phone: '09211234567' }], 'four'],
  ])('%# refuses %s with validation.contacts.count', (entries) => {
    expect(list(...entries)).toEqual(only('contacts', 'validation.contacts.count'));
  });

  it.each([[undefined], [null], ['Maria, Jose, Ana'], [{}]])(
    'refuses contacts = %j with validation.contacts.count',
    (value) => {
      expect(problemsOf(contacts, { contacts: value })).toEqual(
        only('contacts', 'validation.contacts.count'),
      );
    },
  );
});

describe('contacts: name', () => {
  it.each([['Nanay Ising'], ['María Peña-Ñoño'], ["Kuya Jun D'Souza"], ['A'.repeat(60)]])(
    'accepts %j',
    (name) => {
      expect(withContact(1, { name })).toEqual({});
    },
  );

  it.each([
    ['Jose 2', 'format'],
    ['李明', 'format'],
    ['❤️ Mahal', 'format'],
    ['A'.repeat(61), 'format'],
    ['', 'required'],
    ['  ', 'required'],
    [undefined, 'required'],
  ])('%j → validation.contactName.%s at contacts.1.name', (name, problem) => {
    expect(withContact(1, { name })).toEqual(
      only('contacts.1.name', `validation.contactName.${problem}`),
    );
  });
});

describe('contacts: phone', () => {
  it.each([
    ['091876543', 'format'],
    ['(02) 8123-4567', 'format'],
    ['0818 765 4321', 'format'],
    ['Nanay', 'format'],
    ['', 'required'],
    [undefined, 'required'],
  ])('%j → validation.contactPhone.%s at contacts.2.phone', (phone, problem) => {
    expect(withContact(2, { phone })).toEqual(
      only('contacts.2.phone', `validation.contactPhone.${problem}`),
    );
  });

  it('flags a repeated number on the later contact only, whatever form it was typed in', () => {
    expect(list(first, second, { ...third, phone: '+63 918 123 4567' })).toEqual(
      only('contacts.2.phone', 'validation.contactPhone.duplicate'),
    );
    expect(list(first, { ...second, phone: first.phone }, third)).toEqual(
      only('contacts.1.phone', 'validation.contactPhone.duplicate'),
    );
    expect(
      list(first, { ...second, phone: first.phone }, { ...third, phone: first.phone }),
    ).toEqual({
      'contacts.1.phone': ['validation.contactPhone.duplicate'],
      'contacts.2.phone': ['validation.contactPhone.duplicate'],
    });
  });

  it.each([0, 1, 2])('flags the registered phone at contacts.%i.phone', (index) => {
    for (const phone of ['09171234567', REGISTERED_PHONE, '0917 123 4567']) {
      expect(withContact(index, { phone })).toEqual(
        only(`contacts.${index}.phone`, 'validation.contactPhone.self'),
      );
    }
  });

  it('calls the registered phone "self", not also a duplicate, when it is given twice', () => {
    expect(
      list(first, { ...second, phone: '09171234567' }, { ...third, phone: '09171234567' }),
    ).toEqual({
      'contacts.1.phone': ['validation.contactPhone.self'],
      'contacts.2.phone': ['validation.contactPhone.self'],
    });
  });

  it('takes 08… numbers when config allows them', () => {
    const { contacts: dito } = makeSectionSchemas(makeContext({ phoneFirstDigits: ['9', '8'] }));
    expect(
      problemsOf(dito, { contacts: [first, second, { ...third, phone: '0895 123 4567' }] }),
    ).toEqual({});
  });
});

describe('contacts: relation', () => {
  it.each(CONTACT_RELATIONS)('accepts %s', (relation) => {
    expect(withContact(0, { relation })).toEqual({});
  });

  it.each([[undefined], [''], ['boss'], ['Parents']])(
    '%j → validation.relation.required at contacts.0.relation',
    (relation) => {
      expect(withContact(0, { relation })).toEqual(
        only('contacts.0.relation', 'validation.relation.required'),
      );
    },
  );

  it('has the seven relations (docs/profile.md#emergency-contacts)', () => {
    expect(CONTACT_RELATIONS).toHaveLength(7);
  });
});

describe('contacts: every problem on the first check', () => {
  it('flags a duplicate and the own number while another contact still has a problem', () => {
    expect(
      list(
        { ...first, name: '' },
        { ...second, phone: first.phone },
        { ...third, phone: '0917 123 4567' },
      ),
    ).toEqual({
      'contacts.0.name': ['validation.contactName.required'],
      'contacts.1.phone': ['validation.contactPhone.duplicate'],
      'contacts.2.phone': ['validation.contactPhone.self'],
    });
  });
});
