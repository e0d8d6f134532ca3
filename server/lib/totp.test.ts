import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  newTotpSecret,
  otpauthUri,
  totpCode,
  totpStep,
  verifyTotp,
} from './totp.ts';

// RFC 6238 appendix B's SHA-1 key, and RFC 4226 appendix D's.
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const secret = base32Encode(RFC_KEY);

describe('one-time codes (RFC 6238, docs/desk.md#second-factor)', () => {
  it('gives RFC 4226’s HOTP values', () => {
    const values = ['755224', '287082', '359152', '969429', '338314'];
    values.forEach((value, counter) => expect(hotp(RFC_KEY, counter)).toBe(value));
  });

  it('gives RFC 6238’s TOTP values, as 6 digits', () => {
    // The RFC lists 8 digits; an authenticator app shows the last 6.
    const cases: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
    ];
    for (const [seconds, eight] of cases)
      expect(totpCode(secret, new Date(seconds * 1000))).toBe(eight.slice(2));
  });

  it('round-trips base32 and makes 160-bit secrets', () => {
    expect(base32Decode(base32Encode(RFC_KEY))).toEqual(RFC_KEY);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    const fresh = newTotpSecret();
    expect(fresh).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(fresh)).toHaveLength(20);
  });

  it('takes the step before and after, not two away, and never the same step twice', () => {
    const at = new Date(1_700_000_000_000);
    const step = totpStep(at);
    const codeAt = (offset: number) => totpCode(secret, new Date(at.getTime() + offset * 30_000));
    expect(verifyTotp(secret, codeAt(0), at, null)).toBe(step);
    expect(verifyTotp(secret, codeAt(-1), at, null)).toBe(step - 1);
    expect(verifyTotp(secret, codeAt(1), at, null)).toBe(step + 1);
    expect(verifyTotp(secret, codeAt(2), at, null)).toBeNull();
    expect(verifyTotp(secret, codeAt(-2), at, null)).toBeNull();
    // Replay: the step already used, or an older one, is refused.
    expect(verifyTotp(secret, codeAt(0), at, step)).toBeNull();
    expect(verifyTotp(secret, codeAt(-1), at, step - 1)).toBeNull();
    expect(verifyTotp(secret, codeAt(1), at, step)).toBe(step + 1);
    expect(verifyTotp(secret, '12345', at, null)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', at, null)).toBeNull();
  });

  it('writes the key URI authenticator apps read', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'ana@lender.ph', 'Sulong Cash desk')).toBe(
      'otpauth://totp/Sulong%20Cash%20desk%3Aana%40lender.ph?secret=JBSWY3DPEHPK3PXP' +
        '&issuer=Sulong%20Cash%20desk&algorithm=SHA1&digits=6&period=30',
    );
  });
});
