import { crc32, deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { readSignatureImage, signatureDataUrl } from './signature-image.ts';

const MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function ihdr(width: number, height: number, o: { colorType?: number; interlace?: number } = {}) {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.writeUInt8(8, 8); // bit depth
  data.writeUInt8(o.colorType ?? 0, 9);
  data.writeUInt8(o.interlace ?? 0, 12);
  return chunk('IHDR', data);
}

/** Greyscale rows, each a filter byte (none) and `width` samples: a dark stroke on white. */
function greyRows(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width + 1) * height, 0xff);
  for (let y = 0; y < height; y += 1) {
    rows[y * (width + 1)] = 0;
    if (y === Math.floor(height / 2)) rows.fill(0x20, y * (width + 1) + 1, (y + 1) * (width + 1));
  }
  return rows;
}

function png(width: number, height: number, extra: Buffer[] = []): Buffer {
  return Buffer.concat([
    MAGIC,
    ihdr(width, height),
    ...extra,
    chunk('IDAT', deflateSync(greyRows(width, height))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function refusal(dataUrl: string): { message: string; field?: string } {
  try {
    readSignatureImage(dataUrl);
  } catch (error) {
    if (error instanceof AppError) return { message: error.message, field: error.field };
    throw error;
  }
  throw new Error('expected a refusal');
}

const chunkTypes = (bytes: Buffer): string[] => {
  const types: string[] = [];
  for (let at = 8; at < bytes.length; at += 12 + bytes.readUInt32BE(at)) {
    types.push(bytes.toString('latin1', at + 4, at + 8));
  }
  return types;
};

describe('signature image (docs/security.md#signature-images)', () => {
  it('stores the pixels re-encoded, without the chunks the upload carried', () => {
    const payload = Buffer.from(
      'Comment\0<script>alert(1)</script> exfiltrated-by-a-hostile-client',
    );
    const upload = png(400, 160, [chunk('tEXt', payload), chunk('gAMA', Buffer.alloc(4, 1))]);
    const image = readSignatureImage(signatureDataUrl(upload));

    expect(chunkTypes(upload)).toEqual(['IHDR', 'tEXt', 'gAMA', 'IDAT', 'IEND']);
    expect(chunkTypes(image.png)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(image.png.includes('exfiltrated')).toBe(false);
    expect(image.png.equals(upload)).toBe(false);
    expect({ width: image.width, height: image.height }).toEqual({ width: 400, height: 160 });

    // The same strokes: every pixel as sent (grey as RGB), read back from what is stored.
    const stored = PNG.sync.read(image.png);
    const sent = PNG.sync.read(upload);
    expect(stored.data.equals(sent.data)).toBe(true);
  });

  it('composes transparent pixels onto white, as the documents show them', () => {
    const rgba = new PNG({ width: 100, height: 100 });
    rgba.data.fill(0); // transparent black everywhere
    const image = readSignatureImage(signatureDataUrl(PNG.sync.write(rgba)));
    const stored = PNG.sync.read(image.png);
    expect([...stored.data.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
  });

  it('refuses a huge image by its header, before decoding anything', () => {
    // 60,000 × 60,000 px would take 14 GB decoded; the file is a few hundred bytes.
    const bomb = Buffer.concat([
      MAGIC,
      ihdr(60_000, 60_000),
      chunk('IDAT', deflateSync(Buffer.alloc(1024))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(bomb.length).toBeLessThan(1024);
    expect(refusal(signatureDataUrl(bomb))).toEqual({
      message: 'validation.signature.tooLarge',
      field: 'signaturePng',
    });
    // Within each side but too many pixels, and one side too long.
    expect(refusal(signatureDataUrl(png(2100, 2100))).message).toBe(
      'validation.signature.tooLarge',
    );
    expect(refusal(signatureDataUrl(png(4097, 100))).message).toBe('validation.signature.tooLarge');
  });

  it('refuses a corrupt or unusual PNG as unreadable', () => {
    const good = png(200, 120);
    const badCrc = Buffer.from(good);
    // Inside the IDAT's data: its checksum no longer holds.
    badCrc.writeUInt8(badCrc.readUInt8(badCrc.length - 20) ^ 0xff, badCrc.length - 20);
    const truncated = good.subarray(0, good.length - 30);
    const notZlib = Buffer.concat([
      MAGIC,
      ihdr(200, 120),
      chunk('IDAT', Buffer.from('not deflate data at all')),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const interlaced = Buffer.concat([
      MAGIC,
      ihdr(200, 120, { interlace: 1 }),
      chunk('IDAT', deflateSync(greyRows(200, 120))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    for (const [name, bytes] of Object.entries({ badCrc, truncated, notZlib, interlaced })) {
      expect(refusal(signatureDataUrl(bytes)), name).toEqual({
        message: 'validation.signature.required',
        field: 'signaturePng',
      });
    }
    expect(readSignatureImage(signatureDataUrl(good)).width).toBe(200);
  });
});
