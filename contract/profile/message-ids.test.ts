import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PROFILE_VALIDATION_MESSAGE_IDS, PROFILE_VALIDATION_PLACEHOLDERS } from './message-ids.ts';
import { makeChangeBankSchema, makeSectionSchemas } from './schemas.ts';
import { makeContext, VALID, VALID_BANK, VALID_WORK } from './test-kit.ts';

/** Values that break some field somewhere: wrong types, empties, junk, and near misses. */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  42,
  true,
  [],
  {},
  '',
  '   ',
  'x',
  '1',
  'Juan2',
  '李明',
  '@@@',
  'A'.repeat(300),
  '2005-02-30',
  '2020-01-01',
  '1900-01-01',
  '2099-12',
  '2000-01',
  '0917',
  '8951234567',
  '09171234567',
  '20,5',
  'someday',
  // Refused by the shared text schema (docs/errors.md#text-input), whatever the field.
  'Juan\u0000',
  'Juan\ud800',
];

type Case = { schema: z.ZodType; input: unknown };

/**
 * Each valid input with one field replaced by each bad value (fields of the contacts included).
 * A body or a contact that is not an object at all is refused by zod's own shape check; the server
 * answers VALIDATION_FAILED for it, and no form can send one, so it is not part of the battery.
 */
function mutations(schema: z.ZodType, valid: Record<string, unknown>): Case[] {
  const cases: Case[] = [{ schema, input: valid }];
  for (const [key, value] of Object.entries(valid)) {
    for (const bad of BAD_VALUES) cases.push({ schema, input: { ...valid, [key]: bad } });
    if (!Array.isArray(value)) continue;
    value.forEach((item: Record<string, unknown>, index) => {
      for (const field of Object.keys(item))
        for (const bad of BAD_VALUES) {
          const list = value.map((entry, at) => (at === index ? { ...item, [field]: bad } : entry));
          cases.push({ schema, input: { ...valid, [key]: list } });
        }
    });
  }
  return cases;
}

function battery(): Case[] {
  const cases: Case[] = [];
  for (const rules of [{}, { postalCodeLength: 6, phoneFirstDigits: ['9', '8'] }]) {
    const ctx = makeContext(rules);
    const schemas = makeSectionSchemas(ctx);
    for (const section of ['basic', 'basic2', 'address', 'contacts', 'identity'] as const)
      cases.push(...mutations(schemas[section], VALID[section]));
    for (const work of Object.values(VALID_WORK)) cases.push(...mutations(schemas.work, work));
    for (const bank of Object.values(VALID_BANK)) {
      cases.push(...mutations(schemas.bank, bank));
      const changeBank = makeChangeBankSchema(ctx, schemas.bank.parse(bank));
      cases.push(...mutations(changeBank, bank));
    }
    // Relations between entries: too few or too many contacts, repeats, the borrower's own phone.
    const [first, second, third] = VALID.contacts.contacts;
    for (const contacts of [
      [],
      [first, second],
      [first, second, third, third],
      [first, first, third],
      [first, second, { ...third, phone: ctx.registeredPhone }],
    ])
      cases.push({ schema: schemas.contacts, input: { contacts } });
  }
  return cases;
}

describe('PROFILE_VALIDATION_MESSAGE_IDS', () => {
  const produced = new Set<string>();
  for (const { schema, input } of battery()) {
    const result = schema.safeParse(input);
    if (!result.success) for (const issue of result.error.issues) produced.add(issue.message);
  }

  it('holds every message the schemas produce (no English, no unlisted id)', () => {
    const listed = new Set<string>(PROFILE_VALIDATION_MESSAGE_IDS);
    expect([...produced].filter((message) => !listed.has(message)).sort()).toEqual([]);
  });

  it('holds only ids the schemas produce', () => {
    expect(PROFILE_VALIDATION_MESSAGE_IDS.filter((id) => !produced.has(id))).toEqual([]);
  });

  it('holds each id once, in the validation.<field>.<problem> shape', () => {
    expect(new Set(PROFILE_VALIDATION_MESSAGE_IDS).size).toBe(
      PROFILE_VALIDATION_MESSAGE_IDS.length,
    );
    for (const id of PROFILE_VALIDATION_MESSAGE_IDS)
      expect(id).toMatch(/^validation\.[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it('names placeholders only for listed ids', () => {
    for (const id of Object.keys(PROFILE_VALIDATION_PLACEHOLDERS))
      expect(PROFILE_VALIDATION_MESSAGE_IDS).toContain(id);
  });
});
