import { createHash } from 'node:crypto';
import { SIGNATURE_MAX_BYTES } from '../../contract/loan/api.ts';
import { AppError } from '../errors.ts';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DATA_URL_PREFIX = 'data:image/png;base64,';
/** A signature narrower or lower than this cannot have been drawn on the pad. */
export const SIGNATURE_MIN_SIDE = 100;

export interface SignatureImage {
  png: Buffer;
  sha256: Buffer;
  width: number;
  height: number;
}

const refused = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { field: 'signaturePng' });

/**
 * The signature pad's PNG, checked before it becomes part of the signed record: a PNG by its
 * magic bytes, at most SIGNATURE_MAX_BYTES, with a first IHDR chunk giving both sides ≥ 100 px.
 * The pixels are never decoded: the image is stored and shown back as sent.
 */
export function readSignatureImage(dataUrl: string): SignatureImage {
  if (!dataUrl.startsWith(DATA_URL_PREFIX)) throw refused('validation.signature.required');
  const png = Buffer.from(dataUrl.slice(DATA_URL_PREFIX.length), 'base64');
  if (png.length > SIGNATURE_MAX_BYTES) throw refused('validation.signature.tooLarge');
  // Signature (8), IHDR length (4) and type (4), width (4), height (4).
  const isPng =
    png.length >= 33 &&
    png.subarray(0, 8).equals(PNG_MAGIC) &&
    png.readUInt32BE(8) === 13 &&
    png.toString('latin1', 12, 16) === 'IHDR';
  if (!isPng) throw refused('validation.signature.required');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (width < SIGNATURE_MIN_SIDE || height < SIGNATURE_MIN_SIDE) {
    throw refused('validation.signature.required');
  }
  return { png, sha256: createHash('sha256').update(png).digest(), width, height };
}

export const signatureDataUrl = (png: Uint8Array): string =>
  `${DATA_URL_PREFIX}${Buffer.from(png).toString('base64')}`;
