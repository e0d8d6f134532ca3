import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

describe('a staff password (docs/desk.md#passwords)', () => {
  it('asks for 12 characters as a person counts them, and at most 128', () => {
    expect(passwordProblem('short-pass1', 'ana@lender.ph')).toBe('TOO_SHORT');
    expect(passwordProblem('tahimik-na-gabi', 'ana@lender.ph')).toBeNull();
    // Eleven emoji are eleven characters, though twenty-two UTF-16 units.
    expect(passwordProblem('🌴'.repeat(11), 'ana@lender.ph')).toBe('TOO_SHORT');
    expect(passwordProblem('tahimik-gabi-'.repeat(9) + 'x'.repeat(11), 'ana@lender.ph')).toBeNull();
    expect(passwordProblem('tahimik-gabi-'.repeat(9) + 'x'.repeat(12), 'ana@lender.ph')).toBe(
      'TOO_LONG',
    );
  });

  it('refuses a common password and a filler of few characters', () => {
    expect(passwordProblem('password1234', 'ana@lender.ph')).toBe('COMMON');
    expect(passwordProblem('PASSWORD1234', 'ana@lender.ph')).toBe('COMMON');
    expect(passwordProblem('aaaaaaaaaaaaaa', 'ana@lender.ph')).toBe('COMMON');
    expect(passwordProblem('abcabcabcabc', 'ana@lender.ph')).toBe('COMMON');
  });

  it('refuses the e-mail’s own name inside the password', () => {
    expect(passwordProblem('juan.delacruz-2026', 'juan.delacruz@lender.ph')).toBe('CONTAINS_EMAIL');
    expect(passwordProblem('ang-aking-bundok-2026', 'juan.delacruz@lender.ph')).toBeNull();
  });
});
