import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, verifyPassword } from './password-hash.ts';

describe('staff password hashes (docs/desk.md#passwords)', () => {
  it('verifies the password it hashed and no other, with a fresh salt each time', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', stored)).toBe(false);
    expect(await hashPassword('correct horse battery staple')).not.toBe(stored);
  });

  it('treats the same text typed in two Unicode forms as one password', async () => {
    const stored = await hashPassword('Paña-sa-umaga-2026');
    expect(await verifyPassword('Pan\u0303a-sa-umaga-2026', stored)).toBe(true);
  });

  it('refuses a stored text it did not write or that asks for more work than allowed', async () => {
    const stored = await hashPassword('a long enough password');
    const [, , r, p, salt, key] = stored.split('$');
    expect(
      await verifyPassword('a long enough password', `scrypt$${2 ** 22}$${r}$${p}$${salt}$${key}`),
    ).toBe(false);
    expect(await verifyPassword('a long enough password', 'bcrypt$x')).toBe(false);
    expect(await verifyPassword('a long enough password', '')).toBe(false);
    expect(await verifyPassword('anything', await decoyHash())).toBe(false);
  });
});
