import { describe, expect, it } from 'vitest';
import { e164PhoneSchema, text } from './common-schemas.ts';

/** The shared text schema of requests (docs/errors.md#text-input). */
describe('text()', () => {
  it.each([
    ['NUL', '\u0000'],
    ['NUL inside', 'Juan\u0000Cruz'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', 'x\udc00'],
    ['a high surrogate at the end', 'Juan\ud83d'],
    ['a pair reversed', '\ude00\ud83d'],
  ])('refuses %s with validation.text.invalid', (_, value) => {
    const result = text().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.text.invalid']);
  });

  it.each(['', 'Juan dela Cruz', 'Niño Peñaflor', '#12 Rizal St.', 'नमस्ते', '李明', '😀', 'a\tb'])(
    'accepts %j',
    (value) => {
      expect(text().safeParse(value)).toEqual({ success: true, data: value });
    },
  );

  it('keeps the type error of its params and chains like z.string()', () => {
    const schema = text({ error: 'validation.firstName.required' }).trim().min(1);
    expect(schema.safeParse(42).error?.issues[0]?.message).toBe('validation.firstName.required');
    expect(schema.parse('  Juan ')).toBe('Juan');
  });

  it('is the base of the phone schema', () => {
    expect(e164PhoneSchema.safeParse('+639171234567').success).toBe(true);
    expect(e164PhoneSchema.safeParse('+63917123456\u0000').success).toBe(false);
  });
});
