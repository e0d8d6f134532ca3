import { describe, expect, it } from 'vitest';
import { TEXT_PATTERN } from '../../contract/common-schemas.ts';
import type { JsonSchema } from './operations.ts';
import { Random } from './random.ts';
import { freeTextNames, validValue } from './schema-values.ts';

const TEXT = TEXT_PATTERN.source;

/** Shaped like zod's JSON Schema for a request body. */
const body: JsonSchema = {
  type: 'object',
  properties: {
    phone: { type: 'string', allOf: [{ pattern: TEXT }, { pattern: '^\\+63\\d{10}$' }] },
    hash: { type: 'string', allOf: [{ pattern: TEXT }, { pattern: '^[0-9a-f]{64}$' }] },
    name: { type: 'string', minLength: 1, maxLength: 8, pattern: TEXT },
    language: { type: 'string', enum: ['en', 'ph', 'hi'] },
    id: { type: 'string', format: 'uuid' },
    amount: { type: 'integer', exclusiveMinimum: 0, maximum: 9_007_199_254_740_991 },
    days: { type: 'integer', minimum: -9_007_199_254_740_991, maximum: 9_007_199_254_740_991 },
    screen: { anyOf: [{ type: 'string', maxLength: 40, pattern: TEXT }, { type: 'null' }] },
    note: { type: 'string', pattern: TEXT },
  },
  required: ['phone', 'hash', 'name', 'language', 'id', 'amount', 'days', 'screen'],
};

describe('validValue', () => {
  it('draws what the schema accepts: patterns, lengths, enums, formats, ranges', () => {
    const random = new Random(3);
    for (let i = 0; i < 200; i += 1) {
      const value = validValue(body, random) as Record<string, unknown>;
      expect(value.phone).toMatch(/^\+63\d{10}$/);
      expect(value.hash).toMatch(/^[0-9a-f]{64}$/);
      expect((value.name as string).length).toBeGreaterThanOrEqual(1);
      expect((value.name as string).length).toBeLessThanOrEqual(8);
      expect(['en', 'ph', 'hi']).toContain(value.language);
      expect(value.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isSafeInteger(value.amount) && (value.amount as number) > 0).toBe(true);
      expect(Number.isSafeInteger(value.days)).toBe(true);
      expect(value.screen === null || typeof value.screen === 'string').toBe(true);
    }
  });

  it('takes a real value for a field that has some, most of the time', () => {
    const random = new Random(4);
    const phones = Array.from(
      { length: 100 },
      () =>
        (
          validValue(body, random, (name) => (name === 'phone' ? ['+639171234567'] : [])) as {
            phone: string;
          }
        ).phone,
    );
    const real = phones.filter((phone) => phone === '+639171234567').length;
    expect(real).toBeGreaterThan(40);
    expect(real).toBeLessThan(100);
  });
});

describe('freeTextNames', () => {
  it('names the strings with no shape of their own, nullable ones included', () => {
    expect([...freeTextNames(body)].sort()).toEqual(['name', 'note', 'screen']);
  });
});
