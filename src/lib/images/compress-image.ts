import { encodeToFit, PHOTO_LIMITS, type PhotoLimits, type Size } from './compression-plan';
import { dataUrlToBlob } from './data-url';
import { PhotoProblemError } from './photo-problem';
import type { CompressedPhoto } from './photo-types';

export { PHOTO_LIMITS } from './compression-plan';

type Decoded = Size & { source: CanvasImageSource; close: () => void };

/** Decodes with EXIF orientation applied, so a sideways phone photo comes out upright. */
async function decode(blob: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        close: () => bitmap.close(),
      };
    } catch {
      // Older Safari refuses the options bag (or the format): an <img> may still read it.
    }
  }
  const url = URL.createObjectURL(blob);
  const image = new Image();
  try {
    // <img> applies EXIF orientation itself (CSS image-orientation: from-image is the default).
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('Not an image'));
      image.src = url;
    });
  } catch (cause) {
    URL.revokeObjectURL(url);
    throw new PhotoProblemError('undecodable', { cause });
  }
  return {
    source: image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    close: () => URL.revokeObjectURL(url),
  };
}

/** Draws the decoded picture on one reused canvas and encodes it as JPEG. */
function canvasEncoder(decoded: Decoded) {
  const canvas = document.createElement('canvas');
  const encode = (size: Size, quality: number) =>
    new Promise<Blob>((resolve, reject) => {
      if (canvas.width !== size.width || canvas.height !== size.height) {
        canvas.width = size.width;
        canvas.height = size.height;
        const context = canvas.getContext('2d');
        if (!context) return reject(new PhotoProblemError('tooLarge'));
        // A transparent PNG would turn black in a JPEG.
        context.fillStyle = '#fff';
        context.fillRect(0, 0, size.width, size.height);
        context.imageSmoothingQuality = 'high';
        context.drawImage(decoded.source, 0, 0, size.width, size.height);
      }
      // A null blob means the phone ran out of memory for the canvas.
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new PhotoProblemError('tooLarge'))),
        'image/jpeg',
        quality,
      );
    });
  // Frees the canvas's pixels at once: cheap phones hold few such buffers.
  const release = () => {
    canvas.width = 0;
    canvas.height = 0;
  };
  return { encode, release };
}

/**
 * A photo as the API wants it: JPEG, long side ≤ 1600 px, ≤ 400 KB, upright. Always re-encoded,
 * which also drops EXIF (GPS position, phone model) before the photo leaves the phone. Takes a
 * File/Blob, a data URL or bare base64 (a shell's reply). Throws PhotoProblemError when the
 * picture cannot be decoded or its short side is under 200 px.
 */
export async function compressImage(
  input: Blob | string,
  limits: PhotoLimits = PHOTO_LIMITS,
): Promise<CompressedPhoto> {
  const blob = typeof input === 'string' ? dataUrlToBlob(input) : input;
  if (blob.size === 0) throw new PhotoProblemError('undecodable');
  const decoded = await decode(blob).catch((cause: unknown) => {
    throw cause instanceof PhotoProblemError
      ? cause
      : new PhotoProblemError('undecodable', { cause });
  });
  const { encode, release } = canvasEncoder(decoded);
  try {
    if (!decoded.width || !decoded.height) throw new PhotoProblemError('undecodable');
    if (Math.min(decoded.width, decoded.height) < limits.minShortSide) {
      throw new PhotoProblemError('tooSmall');
    }
    return await encodeToFit(decoded, encode, limits);
  } finally {
    release();
    decoded.close();
  }
}
