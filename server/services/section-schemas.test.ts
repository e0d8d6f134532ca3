import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE_RULES } from '../../contract/profile/rules.ts';
import type { ProfileRules } from '../../contract/profile/rules.ts';
import { withSectionSchemas } from './section-schemas.ts';

const contacts = (phone: string) => ({
  contacts: [
    { name: 'Jose Dela Cruz', phone, relation: 'parents' },
    { name: 'Ana Reyes', phone: '09182222222', relation: 'siblingsRelatives' },
    { name: 'Liza Santos', phone: '09183333333', relation: 'friends' },
  ],
});

describe('withSectionSchemas', () => {
  const rules: ProfileRules = { ...DEFAULT_PROFILE_RULES };
  const ctx = (registeredPhone: string, today = '2026-03-10') => ({
    rules,
    today,
    registeredPhone,
  });

  it('builds the schemas once a day and checks each caller against their own phone', () => {
    const first = withSectionSchemas(ctx('+639171111111'), (schemas) => schemas);
    const second = withSectionSchemas(ctx('+639172222222'), (schemas) => schemas);
    expect(second).toBe(first);

    const own = contacts('0917 111 1111');
    const refused = withSectionSchemas(ctx('+639171111111'), (s) => s.contacts.safeParse(own));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('validation.contactPhone.self');
    // The same list from another borrower: that number is just a contact.
    const accepted = withSectionSchemas(ctx('+639172222222'), (s) => s.contacts.safeParse(own));
    expect(accepted.success).toBe(true);
  });

  it('builds them afresh on a new Manila day (ages move)', () => {
    const birthday = (today: string) =>
      withSectionSchemas(ctx('+639171111111', today), (s) =>
        s.basic.safeParse({
          firstName: 'Maria',
          middleName: '',
          lastName: 'Cruz',
          birthDate: '2005-03-11',
          gender: 'female',
          maritalStatus: 'single',
          education: 'college',
          loanPurpose: 'dailyExpense',
        }),
      );
    // 21 on 2026-03-11: refused the day before, accepted on the day.
    expect(birthday('2026-03-10').success).toBe(false);
    expect(birthday('2026-03-11').success).toBe(true);
  });

  it('refuses a use that is not synchronous, and the phone outside a use', async () => {
    const schemas = withSectionSchemas(ctx('+639171111111'), (s) => s);
    expect(() => schemas.contacts.safeParse(contacts('0917 111 1111'))).toThrow(
      'registeredPhone read outside withSectionSchemas',
    );
    expect(() => withSectionSchemas(ctx('+639171111111'), async () => 1)).toThrow('synchronous');
  });
});
