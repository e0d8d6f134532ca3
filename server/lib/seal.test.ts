import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, unseal } from './seal.ts';

describe('sealed secrets (docs/desk.md#second-factor)', () => {
  const key = randomBytes(32);

  it('opens with the same key and purpose, and differs each time it is sealed', () => {
    const a = seal(key, 'staff.totp', 'JBSWY3DPEHPK3PXP');
    expect(a).toMatch(/^v1\.[\w-]{16}\.[\w-]+$/);
    expect(seal(key, 'staff.totp', 'JBSWY3DPEHPK3PXP')).not.toBe(a);
    expect(unseal(key, 'staff.totp', a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('gives nothing for another key, another purpose or a changed box', () => {
    const sealed = seal(key, 'staff.totp', 'JBSWY3DPEHPK3PXP');
    expect(unseal(randomBytes(32), 'staff.totp', sealed)).toBeNull();
    expect(unseal(key, 'other', sealed)).toBeNull();
    const last = sealed.at(-1) === 'A' ? 'B' : 'A';
    expect(unseal(key, 'staff.totp', sealed.slice(0, -1) + last)).toBeNull();
    expect(unseal(key, 'staff.totp', 'v2.x.y')).toBeNull();
    expect(unseal(key, 'staff.totp', 'v1.AAAA.AA')).toBeNull();
  });
});
