import { minimalExif, readExifOrientation } from './jpeg-exif.ts';

/**
 * Checks a JPEG's structure and rewrites it without metadata. Phones write where and when a
 * photo was taken, the device and often a thumbnail into EXIF/XMP (APP1), other APPn segments
 * and comments: none of that is ours to keep. The image data is copied untouched, so nothing
 * is re-encoded and the pixels stay exactly as sent.
 */

export class JpegProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JpegProblem';
  }
}

export interface CleanJpeg {
  bytes: Buffer;
  /** As displayed: sides swap for an EXIF orientation that turns the picture a quarter. */
  width: number;
  height: number;
}

/** Smaller cannot show an ID card legibly; larger is not what the app sends (long side ≤ 1600). */
export const PHOTO_SIDE_LIMITS = { min: 200, max: 4000 } as const;

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP14 = 0xee;
const COM = 0xfe;

const startsWith = (bytes: Uint8Array, text: string): boolean =>
  bytes.length >= text.length && [...text].every((c, i) => bytes[i] === c.charCodeAt(0));

/** SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * Which segments survive. APP0 only as JFIF (JFXX carries a thumbnail). APP14 only as Adobe: its
 * transform flag tells a decoder whether 3 or 4 components are YCbCr/YCCK or RGB/CMYK, so
 * dropping it would change the colours; it holds no personal data. APP1 is rebuilt apart (only
 * the orientation survives); every other APPn (ICC profiles, maker data) and COM go.
 */
function keep(marker: number, payload: Uint8Array): boolean {
  if (marker === APP0) return startsWith(payload, 'JFIF\0');
  if (marker === APP14) return startsWith(payload, 'Adobe');
  if ((marker >= 0xe1 && marker <= 0xef) || marker === COM) return false;
  return true;
}

/** Index just past the entropy-coded data that starts at `from`: the next real marker. */
function endOfScan(bytes: Uint8Array, from: number): number {
  for (let i = from; i < bytes.length - 1; i += 1) {
    if (bytes[i] !== 0xff) continue;
    const next = bytes[i + 1]!;
    // 00 is a stuffed FF byte, D0–D7 restart markers, FF fill: all part of the scan.
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) continue;
    return i;
  }
  throw new JpegProblem('image data is truncated');
}

export function cleanJpeg(
  input: Uint8Array,
  limits: { min: number; max: number } = PHOTO_SIDE_LIMITS,
): CleanJpeg {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) {
    throw new JpegProblem('not a JPEG');
  }
  const out: Uint8Array[] = [bytes.subarray(0, 2)];
  let frame: { width: number; height: number } | null = null;
  let orientation = 1;
  let scanned = false;
  let pos = 2;
  for (;;) {
    if (bytes[pos] !== 0xff) throw new JpegProblem('marker expected');
    while (bytes[pos] === 0xff && pos < bytes.length) pos += 1; // fill bytes
    if (pos >= bytes.length) throw new JpegProblem('image is truncated');
    const marker = bytes[pos]!;
    pos += 1;
    if (marker === EOI) {
      if (!frame || !scanned) throw new JpegProblem('image has no picture data');
      out.push(bytes.subarray(pos - 2, pos)); // anything after the end is dropped too
      break;
    }
    if (marker === SOI || marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7)) {
      throw new JpegProblem(`unexpected marker ${marker.toString(16)}`);
    }
    if (pos + 2 > bytes.length) throw new JpegProblem('image is truncated');
    const length = bytes.readUInt16BE(pos);
    if (length < 2 || pos + length > bytes.length) throw new JpegProblem('image is truncated');
    const payload = bytes.subarray(pos + 2, pos + length);
    const segment = bytes.subarray(pos - 2, pos + length);
    pos += length;

    if (isFrame(marker)) {
      if (frame) throw new JpegProblem('more than one frame');
      if (payload.length < 6) throw new JpegProblem('frame header is truncated');
      frame = { height: payload.readUInt16BE(1), width: payload.readUInt16BE(3) };
    }
    if (marker === APP1 && startsWith(payload, 'Exif\0\0')) {
      orientation = readExifOrientation(payload.subarray(6)) ?? orientation;
    }
    if (keep(marker, payload)) out.push(segment);
    if (marker === SOS) {
      if (!frame) throw new JpegProblem('picture data before the frame header');
      scanned = true;
      const end = endOfScan(bytes, pos);
      out.push(bytes.subarray(pos, end));
      pos = end;
    }
  }

  if (!frame) throw new JpegProblem('image has no frame header');
  const { width, height } = frame;
  if (width === 0 || height === 0) throw new JpegProblem('image has no size');
  for (const side of [width, height]) {
    if (side < limits.min) throw new JpegProblem(`image side ${side} px is under ${limits.min}`);
    if (side > limits.max) throw new JpegProblem(`image side ${side} px is over ${limits.max}`);
  }
  // After JFIF when there is one: both want to come first, and decoders accept this order.
  if (orientation !== 1) out.splice(out[1]?.[1] === APP0 ? 2 : 1, 0, minimalExif(orientation));
  const turned = orientation >= 5;
  return {
    bytes: Buffer.concat(out),
    width: turned ? height : width,
    height: turned ? width : height,
  };
}
