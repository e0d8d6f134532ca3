import { createHash } from 'node:crypto';
import { crc32, inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import {
  SIGNATURE_MAX_BYTES,
  SIGNATURE_MAX_PIXELS,
  SIGNATURE_MAX_SIDE,
  SIGNATURE_MIN_SIDE,
} from '../../contract/loan/signature-limits.ts';
import { AppError } from '../errors.ts';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DATA_URL_PREFIX = 'data:image/png;base64,';
/** Re-encoding may not grow what is stored past this (a pad's strokes are a fraction of it). */
const STORED_MAX_BYTES = 2 * SIGNATURE_MAX_BYTES;
const WHITE = { red: 255, green: 255, blue: 255 };
/** Samples a pixel per PNG colour type: grey, RGB, palette, grey + alpha, RGBA. */
const CHANNELS: Partial<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export interface SignatureImage {
  png: Buffer;
  sha256: Buffer;
  width: number;
  height: number;
}

const refused = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { field: 'signaturePng' });
const unreadable = () => refused('validation.signature.required');

interface Header {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlace: number;
}

interface Layout {
  header: Header;
  /** The IDAT chunks' data, in order: one zlib stream. */
  idat: Buffer[];
}

const isChunkType = (type: string): boolean => /^[A-Za-z]{4}$/.test(type);

/**
 * Every chunk walked from the bytes alone, before any decoder sees them: each length within the
 * file, each type four letters, each CRC right; exactly one IHDR, first; IDAT data present; IEND
 * last, with nothing after it. A decoder that honours a second IHDR (pngjs does) would otherwise
 * size its buffers by a header that was never checked. Null when the file breaks any of these.
 */
function readLayout(png: Buffer): Layout | null {
  if (png.length < PNG_MAGIC.length || !png.subarray(0, 8).equals(PNG_MAGIC)) return null;
  let header: Header | null = null;
  const idat: Buffer[] = [];
  let at = PNG_MAGIC.length;
  while (at < png.length) {
    if (png.length - at < 12) return null;
    const length = png.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > png.length) return null;
    const type = png.toString('latin1', at + 4, at + 8);
    if (!isChunkType(type)) return null;
    const data = png.subarray(at + 8, at + 8 + length);
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== png.readUInt32BE(end - 4)) return null;
    if ((type === 'IHDR') !== (header === null)) return null; // first, and only first
    if (type === 'IHDR') {
      if (length !== 13) return null;
      header = {
        width: data.readUInt32BE(0),
        height: data.readUInt32BE(4),
        bitDepth: data.readUInt8(8),
        colorType: data.readUInt8(9),
        interlace: data.readUInt8(12),
      };
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      return end === png.length && idat.length > 0 ? { header: header!, idat } : null;
    }
    at = end;
  }
  return null; // no IEND
}

/** Bytes of the image once inflated: a filter byte and the packed samples of every row. */
function inflatedSize({ width, height, bitDepth, colorType }: Header): number | null {
  const channels = CHANNELS[colorType];
  if (!channels) return null;
  return height * (1 + Math.ceil((width * channels * bitDepth) / 8));
}

/**
 * The IDAT stream must inflate to exactly what the header announces. Inflating stops one byte
 * past that, so a small file that would inflate to gigabytes (a zip bomb) costs at most the
 * image's own size; the decoder then reads a stream known to fit.
 */
function inflatesToSize(idat: Buffer[], size: number): boolean {
  try {
    return inflateSync(Buffer.concat(idat), { maxOutputLength: size }).length === size;
  } catch {
    return false; // not zlib, truncated, or more than the image (ERR_BUFFER_TOO_LARGE)
  }
}

/**
 * The signature pad's PNG, made safe to keep as part of the signed record
 * (docs/security.md#signature-images). Before any pixel is decoded: at most SIGNATURE_MAX_BYTES,
 * every chunk sound (readLayout), sides of 100 to 4096 px and at most SIGNATURE_MAX_PIXELS, 8 bits
 * or fewer a sample and not interlaced, and compressed data that inflates to exactly the
 * announced size and no more. Then pngjs decodes it (checksums included) and the pixels are
 * written afresh as an RGB PNG on white: whatever else the upload carried (text chunks, colour
 * profiles) is not stored.
 */
export function readSignatureImage(dataUrl: string): SignatureImage {
  if (!dataUrl.startsWith(DATA_URL_PREFIX)) throw unreadable();
  const upload = Buffer.from(dataUrl.slice(DATA_URL_PREFIX.length), 'base64');
  if (upload.length > SIGNATURE_MAX_BYTES) throw refused('validation.signature.tooLarge');
  const layout = readLayout(upload);
  if (!layout) throw unreadable();
  const { header } = layout;
  const { width, height } = header;
  if (width < SIGNATURE_MIN_SIDE || height < SIGNATURE_MIN_SIDE) throw unreadable();
  if (
    width > SIGNATURE_MAX_SIDE ||
    height > SIGNATURE_MAX_SIDE ||
    width * height > SIGNATURE_MAX_PIXELS
  ) {
    throw refused('validation.signature.tooLarge');
  }
  // pngjs inflates an interlaced image without a size bound, and 16-bit samples double the
  // buffers: a signature pad makes neither.
  if (header.interlace !== 0 || header.bitDepth > 8) throw unreadable();
  const size = inflatedSize(header);
  if (size === null || !inflatesToSize(layout.idat, size)) throw unreadable();

  let pixels: PNG;
  try {
    pixels = PNG.sync.read(upload);
  } catch {
    throw unreadable();
  }
  if (pixels.width !== width || pixels.height !== height) throw unreadable();
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
