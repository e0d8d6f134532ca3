import { describe, expect, it } from 'vitest';
import { SIGNATURE_MAX_PIXELS, SIGNATURE_MAX_SIDE } from '@contract/loan/signature-limits';
import { padPixelRatio } from './pad-pixel-ratio';

const pixels = (width: number, height: number, dpr: number) => {
  const ratio = padPixelRatio(width, height, dpr);
  return { width: Math.floor(width * ratio), height: Math.floor(height * ratio) };
};

describe('the pad draws at', () => {
  it("a phone's pixel ratio, up to 2", () => {
    expect(padPixelRatio(390, 380, 2)).toBe(2);
    expect(padPixelRatio(390, 380, 3)).toBe(2);
    expect(padPixelRatio(390, 380, 0)).toBe(1);
  });

  it('fewer pixels on a large screen, so the server can read the image (docs/security.md#signature-images)', () => {
    // A monitor in desktop mode: a 1100 × 900 CSS-pixel pad at 2 would be 3.96 M pixels.
    for (const [width, height, dpr] of [
      [1100, 900, 2],
      [1920, 486, 2],
      [4000, 300, 1],
    ] as const) {
      const image = pixels(width, height, dpr);
      expect(image.width * image.height).toBeLessThanOrEqual(SIGNATURE_MAX_PIXELS);
      expect(image.width).toBeLessThanOrEqual(SIGNATURE_MAX_SIDE);
      expect(image.height).toBeLessThanOrEqual(SIGNATURE_MAX_SIDE);
    }
    expect(pixels(1100, 900, 2).width).toBeGreaterThan(1600);
  });
});
