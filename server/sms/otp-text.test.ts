import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/language.ts';
import { otpSmsTemplate } from './otp-text.ts';
import { fillOtp } from './sms-provider.ts';

describe('code SMS', () => {
  it('is written in each language with the brand, the code and the validity', () => {
    expect(fillOtp(otpSmsTemplate('en', 'Sulong Cash', 300), '1234')).toBe(
      'Your Sulong Cash code is 1234. It expires in 5 minutes. Never share it with anyone, not even our staff.',
    );
    expect(fillOtp(otpSmsTemplate('ph', 'Sulong Cash', 300), '1234')).toContain(
      'Ang iyong Sulong Cash code ay 1234',
    );
    expect(fillOtp(otpSmsTemplate('hi', 'Sulong Cash', 300), '1234')).toContain(
      'आपका Sulong Cash कोड 1234 है',
    );
    for (const language of LANGUAGES) {
      const text = otpSmsTemplate(language, 'Brand', 300);
      expect(text.split('{otp}')).toHaveLength(2);
      expect(text).toContain('5');
    }
  });

  it('fits one GSM-7 segment (160 characters) in English and Filipino', () => {
    expect(fillOtp(otpSmsTemplate('en', 'Sulong Cash', 300), '1234').length).toBeLessThanOrEqual(
      160,
    );
    expect(fillOtp(otpSmsTemplate('ph', 'Sulong Cash', 300), '1234').length).toBeLessThanOrEqual(
      160,
    );
  });
});
