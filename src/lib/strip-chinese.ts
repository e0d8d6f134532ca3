/**
 * Removes Chinese (Han) characters and CJK punctuation that Chinese keyboards insert
 * (docs/navigation.md#chinese-characters). Filipino, English and Hindi text, digits and emoji are
 * left alone.
 */
const CHINESE = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/gu;

export const stripChinese = (value: string): string => value.replace(CHINESE, '');
