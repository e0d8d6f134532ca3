import { PhotoProblemError } from './photo-problem';

/**
 * The pure part of compression: which pixel size and JPEG quality to try, in which order, until
 * the encoded photo fits. The encoder is injected, so this runs (and is tested) without a canvas.
 */
export type Size = { width: number; height: number };

/** Encodes the decoded picture at this size and JPEG quality (0–1). */
export type Encode = (size: Size, quality: number) => Promise<Blob>;

export type PhotoLimits = {
  /** Longest side in pixels after compression (DESIGN: 1600). */
  maxLongSide: number;
  /** Largest JPEG in bytes (DESIGN: 400 KB; the server takes up to 600 KB). */
  maxBytes: number;
  /** A decoded picture whose short side is smaller is refused: its text cannot be read. */
  minShortSide: number;
};

export const PHOTO_LIMITS: PhotoLimits = {
  maxLongSide: 1600,
  maxBytes: 400 * 1024,
  minShortSide: 200,
};

/** Quality steps, tried in order at each size; below 0.4 the text of an ID starts to smear. */
export const QUALITY_STEPS = [0.82, 0.72, 0.62, 0.52, 0.42] as const;

/** Shrinking stops here: a smaller photo of an ID is no longer readable, so retaking is better. */
export const MIN_LONG_SIDE = 640;

const scaled = (size: Size, scale: number): Size => ({
  width: Math.max(1, Math.round(size.width * scale)),
  height: Math.max(1, Math.round(size.height * scale)),
});

/** The size with the long side at most `maxLongSide`, keeping the aspect ratio. */
export function fitWithin(size: Size, maxLongSide: number): Size {
  const long = Math.max(size.width, size.height);
  return long <= maxLongSide ? scaled(size, 1) : scaled(size, maxLongSide / long);
}

/**
 * The next, smaller size after the lowest quality was still `bytes` long. A JPEG's size grows
 * about with its pixel count, so aim at the area that would fit (with a margin), shrinking each
 * side by at least 15 % and at most by half per round.
 */
export function nextSmallerSize(size: Size, bytes: number, maxBytes: number): Size {
  const wanted = Math.sqrt(maxBytes / bytes) * 0.95;
  return scaled(size, Math.min(0.85, Math.max(0.5, wanted)));
}

/**
 * Steps the quality down, then the size, until the JPEG fits `maxBytes`. Throws a photo problem
 * when even the smallest readable size does not fit (a corrupt or adversarial picture).
 */
export async function encodeToFit(
  source: Size,
  encode: Encode,
  limits: PhotoLimits = PHOTO_LIMITS,
): Promise<{ blob: Blob; width: number; height: number }> {
  let size = fitWithin(source, limits.maxLongSide);
  // A panorama-like strip would fall under the server's 200 px minimum once fitted.
  if (Math.min(size.width, size.height) < limits.minShortSide) {
    throw new PhotoProblemError('tooSmall');
  }
  for (;;) {
    let smallest: Blob | null = null;
    for (const quality of QUALITY_STEPS) {
      const blob = await encode(size, quality);
      if (blob.size <= limits.maxBytes) return { blob, ...size };
      smallest = blob;
    }
    const next = nextSmallerSize(size, smallest?.size ?? limits.maxBytes * 2, limits.maxBytes);
    if (
      Math.max(next.width, next.height) < Math.min(MIN_LONG_SIDE, limits.maxLongSide) ||
      Math.min(next.width, next.height) < limits.minShortSide
    ) {
      throw new PhotoProblemError('tooLarge');
    }
    size = next;
  }
}
