import { describe, expect, it } from 'vitest';
import {
  encodeToFit,
  fitWithin,
  nextSmallerSize,
  PHOTO_LIMITS,
  QUALITY_STEPS,
  type Encode,
  type Size,
} from './compression-plan';
import { PhotoProblemError } from './photo-problem';

const KB = 1024;

/** A stand-in JPEG encoder: bytes grow with pixels and quality, as real JPEGs roughly do. */
function fakeEncoder(bytesPerPixelAtFullQuality: number) {
  const calls: Array<{ size: Size; quality: number }> = [];
  const encode: Encode = async (size, quality) => {
    calls.push({ size, quality });
    const bytes = Math.round(size.width * size.height * bytesPerPixelAtFullQuality * quality);
    // Only the size matters to the plan; real bytes would take seconds to allocate.
    return { size: bytes, type: 'image/jpeg' } as Blob;
  };
  return { encode, calls };
}

describe('fitWithin', () => {
  it('brings the long side down to the limit and keeps the aspect ratio', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin({ width: 3000, height: 4000 }, 1600)).toEqual({ width: 1200, height: 1600 });
  });

  it('never enlarges a picture already within the limit', () => {
    expect(fitWithin({ width: 1200, height: 800 }, 1600)).toEqual({ width: 1200, height: 800 });
  });
});

describe('nextSmallerSize', () => {
  it('aims at the area that would fit, shrinking between 15 % and half per side', () => {
    const size = { width: 1600, height: 1200 };
    expect(nextSmallerSize(size, 500 * KB, 400 * KB).width).toBe(1360);
    expect(nextSmallerSize(size, 2000 * KB, 400 * KB).width).toBe(800);
    const aimed = nextSmallerSize(size, 700 * KB, 400 * KB);
    expect(aimed.width).toBeGreaterThan(800);
    expect(aimed.width).toBeLessThan(1360);
    expect(aimed.width / aimed.height).toBeCloseTo(4 / 3, 2);
  });
});

describe('encodeToFit', () => {
  it('keeps the first quality when it fits, at the fitted size', async () => {
    const { encode, calls } = fakeEncoder(0.1);
    const result = await encodeToFit({ width: 4000, height: 3000 }, encode);
    expect(calls).toEqual([{ size: { width: 1600, height: 1200 }, quality: QUALITY_STEPS[0] }]);
    expect(result).toMatchObject({ width: 1600, height: 1200 });
    expect(result.blob.size).toBeLessThanOrEqual(PHOTO_LIMITS.maxBytes);
  });

  it('steps the quality down before touching the size', async () => {
    // 1600×1200 at 0.5 bytes/pixel: 0.82 → 787 KB … 0.52 → 499 KB, 0.42 → 403 KB, too big;
    // at 0.45 bytes/pixel 0.42 gives 363 KB and fits.
    const { encode, calls } = fakeEncoder(0.45);
    const result = await encodeToFit({ width: 1600, height: 1200 }, encode);
    expect(calls.map((call) => call.quality)).toEqual([...QUALITY_STEPS]);
    expect(calls.every((call) => call.size.width === 1600)).toBe(true);
    expect(result.width).toBe(1600);
    expect(result.blob.size).toBeLessThanOrEqual(PHOTO_LIMITS.maxBytes);
  });

  it('then shrinks the size and starts the qualities again', async () => {
    const { encode, calls } = fakeEncoder(1);
    const result = await encodeToFit({ width: 1600, height: 1200 }, encode);
    const sizes = [...new Set(calls.map((call) => call.size.width))];
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes[0]).toBe(1600);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(result.width).toBeLessThan(1600);
    expect(result.blob.size).toBeLessThanOrEqual(PHOTO_LIMITS.maxBytes);
    // The second size starts again at the best quality.
    const firstAtSecondSize = calls.find((call) => call.size.width === sizes[1]);
    expect(firstAtSecondSize?.quality).toBe(QUALITY_STEPS[0]);
  });

  it('refuses a picture that no readable size brings under the limit', async () => {
    const { encode } = fakeEncoder(50);
    const error = await encodeToFit({ width: 1600, height: 1200 }, encode).catch((e) => e);
    expect(error).toBeInstanceOf(PhotoProblemError);
    expect(error).toMatchObject({ code: 'PHOTO_PROBLEM', reason: 'tooLarge' });
  });

  it('refuses a strip whose short side would fall under the minimum once fitted', async () => {
    const { encode, calls } = fakeEncoder(0.1);
    await expect(encodeToFit({ width: 4000, height: 450 }, encode)).rejects.toMatchObject({
      reason: 'tooSmall',
    });
    expect(calls).toEqual([]);
  });

  it('honours other limits', async () => {
    const { encode, calls } = fakeEncoder(0.1);
    await encodeToFit({ width: 1000, height: 1000 }, encode, {
      maxLongSide: 800,
      maxBytes: 100 * KB,
      minShortSide: 200,
    });
    expect(calls[0]?.size).toEqual({ width: 800, height: 800 });
  });
});
