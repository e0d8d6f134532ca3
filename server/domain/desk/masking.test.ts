import { describe, expect, it } from 'vitest';
import { initials, maskEmail, maskMobile, maskName, maskTailOf } from './masking.ts';

describe('desk masking', () => {
  it('keeps initials of the names given', () => {
    expect(initials('Juan', null, 'dela Cruz')).toBe('J. D.');
    expect(initials('', undefined)).toBe('');
  });

  it('keeps the last four of a number', () => {
    expect(maskTailOf('1234567890123456')).toBe('••••••••••••3456');
    expect(maskTailOf('123')).toBe('•••');
  });

  it('masks a mobile the same whichever form it is stored in', () => {
    expect(maskMobile('+639171234567')).toBe('0917 *** 4567');
    expect(maskMobile('09171234567')).toBe('0917 *** 4567');
  });

  it('masks an e-mail and a name', () => {
    expect(maskEmail('juan.delacruz@gmail.com')).toBe('j•••@gmail.com');
    expect(maskName('Maria  Santos')).toBe('M••• S•••');
  });
});
