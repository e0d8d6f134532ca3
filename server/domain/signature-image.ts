import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';
import { SIGNATURE_MAX_BYTES } from '../../contract/loan/api.ts';
import { AppError } from '../errors.ts';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DATA_URL_PREFIX = 'data:image/png;base64,';
/** A signature narrower or lower than this cannot have been drawn on the pad. */
export const SIGNATURE_MIN_SIDE = 100;
/**
 * The pad is at most the 540 px column (or a phone's width) at 2 device pixels per CSS pixel,
 * about 1900 px on the longest side; anything far beyond was not drawn on it.
 */
export const SIGNATURE_MAX_SIDE = 4096;
/** 2048 × 2048: decoding holds 4 bytes a pixel, so at most 16 MB, whatever the file claims. */
export const SIGNATURE_MAX_PIXELS = 2048 * 2048;
/** Re-encoding may not grow what is stored past this (a pad's strokes are a fraction of it). */
const STORED_MAX_BYTES = 2 * SIGNATURE_MAX_BYTES;
const WHITE = { red: 255, green: 255, blue: 255 };

export interface SignatureImage {
  png: Buffer;
  sha256: Buffer;
  width: number;
  height: number;
}

const refused = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { field: 'signaturePng' });

interface Header {
  width: number;
  height: number;
  bitDepth: number;
  interlace: number;
}

/** The first chunk must be IHDR: signature (8), length (4), type (4), then its 13 bytes. */
function readHeader(png: Buffer): Header | null {
  const isPng =
    png.length >= 33 &&
    png.subarray(0, 8).equals(PNG_MAGIC) &&
    png.readUInt32BE(8) === 13 &&
    png.toString('latin1', 12, 16) === 'IHDR';
  if (!isPng) return null;
  return {
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
    bitDepth: png.readUInt8(24),
    interlace: png.readUInt8(28),
  };
}

/**
 * The signature pad's PNG, made safe to keep as part of the signed record
 * (docs/security.md#signature-images). Before any pixel is decoded: at most SIGNATURE_MAX_BYTES,
 * a PNG by its magic bytes and IHDR, sides of 100 to 4096 px and at most 2048² pixels, 8 bits or
 * fewer a sample and not interlaced — pngjs inflates such an image into a buffer of exactly the
 * size the header announces, so a small file cannot claim gigabytes. Then pngjs decodes it
 * (checksums included) and the pixels are written afresh as an RGB PNG on white: whatever else
 * the upload carried (text chunks, trailing bytes, colour profiles) is not stored.
 */
export function readSignatureImage(dataUrl: string): SignatureImage {
  if (!dataUrl.startsWith(DATA_URL_PREFIX)) throw refused('validation.signature.required');
  const upload = Buffer.from(dataUrl.slice(DATA_URL_PREFIX.length), 'base64');
  if (upload.length > SIGNATURE_MAX_BYTES) throw refused('validation.signature.tooLarge');
  const header = readHeader(upload);
  if (!header) throw refused('validation.signature.required');
  const { width, height } = header;
  if (width < SIGNATURE_MIN_SIDE || height < SIGNATURE_MIN_SIDE) {
    throw refused('validation.signature.required');
  }
  if (
    width > SIGNATURE_MAX_SIDE ||
    height > SIGNATURE_MAX_SIDE ||
    width * height > SIGNATURE_MAX_PIXELS
  ) {
    throw refused('validation.signature.tooLarge');
  }
  // pngjs inflates an interlaced image without a size bound, and 16-bit samples double the
  // buffers: a signature pad makes neither.
  if (header.interlace !== 0 || header.bitDepth > 8) {
    throw refused('validation.signature.required');
  }

  let pixels: PNG;
  try {
    pixels = PNG.sync.read(upload);
  } catch {
    throw refused('validation.signature.required');
  }
  if (pixels.width !== width || pixels.height !== height) {
    throw refused('validation.signature.required');
  }
  pixels.gamma = 0; // a gAMA chunk is not carried over either
  // No row filter and zlib's default strategy: on a pad's flat white, smaller and faster to
  // write than pngjs's adaptive default (about half the bytes and the time, measured).
  const png = PNG.sync.write(pixels, {
    colorType: 2,
    inputHasAlpha: true,
    bgColor: WHITE,
    filterType: 0,
    deflateStrategy: 0,
    deflateLevel: 6,
  });
  if (png.length > STORED_MAX_BYTES) throw refused('validation.signature.tooLarge');
  return { png, sha256: createHash('sha256').update(png).digest(), width, height };
}

export const signatureDataUrl = (png: Uint8Array): string =>
  `${DATA_URL_PREFIX}${Buffer.from(png).toString('base64')}`;
