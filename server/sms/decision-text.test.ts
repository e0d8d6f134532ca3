import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/language.ts';
import { decisionSmsText, homeLink } from './decision-text.ts';

const SITE = 'https://sulong.cash.example';

describe('decision SMS', () => {
  it('says the decision is ready, in each language, with the brand and the home link', () => {
    expect(decisionSmsText('en', 'Sulong Cash', SITE)).toBe(
      'Sulong Cash: the decision on your loan application is ready. See it here: https://sulong.cash.example/#/homeIndex',
    );
    expect(decisionSmsText('ph', 'Sulong Cash', SITE)).toContain('handa na ang desisyon');
    expect(decisionSmsText('hi', 'Sulong Cash', SITE)).toContain('निर्णय तैयार है');
    for (const language of LANGUAGES) {
      const text = decisionSmsText(language, 'Brand', SITE);
      expect(text.startsWith('Brand: ')).toBe(true);
      expect(text.endsWith(' https://sulong.cash.example/#/homeIndex')).toBe(true);
    }
  });

  it('never reveals the outcome', () => {
    for (const language of LANGUAGES) {
      expect(decisionSmsText(language, 'B', SITE)).not.toMatch(/approv|reject|refus|₱|quota/i);
    }
  });

  it('fits one GSM-7 segment in English and Filipino', () => {
    for (const language of ['en', 'ph'] as const) {
      expect(decisionSmsText(language, 'Sulong Cash', SITE).length).toBeLessThanOrEqual(160);
    }
  });

  it('builds the link from a website with or without a trailing slash', () => {
    expect(homeLink('https://a.example/')).toBe('https://a.example/#/homeIndex');
    expect(homeLink('https://a.example/app')).toBe('https://a.example/app/#/homeIndex');
  });
});
