import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  drawCaptchaSvg,
  randomCaptchaText,
  toDataUrl,
} from './draw-captcha.ts';
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS } from './glyphs.ts';

describe('graphic code', () => {
  it('uses no look-alike characters', () => {
    for (const ambiguous of '0O1IlQ2Z5S8B6G') expect(CAPTCHA_ALPHABET).not.toContain(ambiguous);
    expect(CAPTCHA_ALPHABET.length).toBeGreaterThanOrEqual(20);
  });

  it('has every glyph inside its grid', () => {
    for (const [char, glyph] of GLYPHS) {
      for (const { points } of glyph.strokes) {
        for (const [x, y] of points) {
          expect(x, char).toBeGreaterThanOrEqual(0);
          expect(x, char).toBeLessThanOrEqual(GLYPH_WIDTH);
          expect(y, char).toBeGreaterThanOrEqual(0);
          expect(y, char).toBeLessThanOrEqual(GLYPH_HEIGHT);
        }
      }
    }
  });

  it('picks 4 or 5 characters of the alphabet', () => {
    for (let i = 0; i < 200; i += 1) {
      const text = randomCaptchaText();
      expect(text).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4,5}$`));
    }
  });

  it('draws paths only, never the same markup twice, within 6 KB as a data URL', () => {
    const a = drawCaptchaSvg('AK7W9');
    const b = drawCaptchaSvg('AK7W9');
    expect(a).not.toBe(b);
    expect(a).toContain(`viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}"`);
    expect(a).not.toMatch(/<text|font/);
    expect(toDataUrl(a).length).toBeLessThan(6 * 1024);
  });

  it('keeps every glyph point on the picture', () => {
    const svg = drawCaptchaSvg('WMWMW', () => 0);
    const numbers = [
      ...svg.matchAll(/<path d="([^"]+)" stroke="#(?:1f2937|1e3a8a|7f1d1d|14532d|4c1d95)"/g),
    ].flatMap((m) =>
      m[1]!
        .split(/[MLQ ]/)
        .filter(Boolean)
        .map(Number),
    );
    expect(numbers.length).toBeGreaterThan(0);
    for (let i = 0; i < numbers.length; i += 2) {
      expect(numbers[i]).toBeGreaterThanOrEqual(0);
      expect(numbers[i]).toBeLessThanOrEqual(CAPTCHA_WIDTH);
      expect(numbers[i + 1]).toBeGreaterThanOrEqual(0);
      expect(numbers[i + 1]).toBeLessThanOrEqual(CAPTCHA_HEIGHT);
    }
  });

  it('refuses characters it has no glyph for', () => {
    expect(() => drawCaptchaSvg('AB0')).toThrow(/glyph/);
  });
});
