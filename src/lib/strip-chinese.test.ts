import { describe, expect, it } from 'vitest';
import { stripChinese } from './strip-chinese';

describe('stripChinese (docs/navigation.md#chinese-characters)', () => {
  it('removes Han characters and CJK punctuation', () => {
    expect(stripChinese('Juan 你好 dela Cruz，')).toBe('Juan  dela Cruz');
    expect(stripChinese('中文')).toBe('');
  });

  it('keeps Filipino, English, Hindi, digits and accents', () => {
    expect(stripChinese('Niño Santos 0917 नमस्ते ñ')).toBe('Niño Santos 0917 नमस्ते ñ');
  });
});
