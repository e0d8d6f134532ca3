import { describe, expect, it } from 'vitest';
import { makeDetailsSchema } from './details.ts';
import { makeSectionSchemas } from './schemas.ts';
import { VALID, makeContext } from './test-kit.ts';

const body = { email: VALID.basic2.email, ...VALID.address };

describe('the details schema (My profile)', () => {
  it('accepts what the application accepts and stores it the same way', () => {
    const schemas = makeSectionSchemas(makeContext());
    const parsed = makeDetailsSchema(makeContext()).parse({
      ...body,
      email: '  Juan.DelaCruz@Gmail.com ',
    });
    expect(parsed).toEqual({
      email: schemas.basic2.parse({ ...VALID.basic2, email: '  Juan.DelaCruz@Gmail.com ' }).email,
      ...schemas.address.parse(VALID.address),
    });
    expect(parsed.email).toBe('juan.delacruz@gmail.com');
  });

  it.each([
    ['email', 'juan@', 'validation.email.format'],
    ['email', '', 'validation.email.required'],
    ['postalCode', '12', 'validation.postalCode.format'],
    ['address', 'abc', undefined],
    ['barangayCode', '', undefined],
  ])('refuses %s %j at that field with the application’s message', (field, value, message) => {
    const result = makeDetailsSchema(makeContext()).safeParse({ ...body, [field]: value });
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual([field]);
    const section = field === 'email' ? 'basic2' : 'address';
    const own = makeSectionSchemas(makeContext())[section].safeParse({
      ...(section === 'basic2' ? VALID.basic2 : VALID.address),
      [field]: value,
    });
    expect(issue.message).toBe(own.error!.issues[0]!.message);
    if (message) expect(issue.message).toBe(message);
  });

  it('follows the configured ZIP length', () => {
    const schema = makeDetailsSchema(makeContext({ postalCodeLength: 6 }));
    expect(schema.safeParse(body).success).toBe(false);
    expect(schema.safeParse({ ...body, postalCode: '290001' }).success).toBe(true);
  });

  it('ignores the other contact fields: WhatsApp and Viber are not changed here', () => {
    const parsed = makeDetailsSchema(makeContext()).parse({ ...body, whatsapp: 'x', viber: 'y' });
    expect(parsed).not.toHaveProperty('whatsapp');
    expect(parsed).not.toHaveProperty('viber');
  });
});
