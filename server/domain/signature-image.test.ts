import { deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PNG_MAGIC as MAGIC,
  iendChunk,
  ihdrChunk as ihdr,
  pngChunk as chunk,
} from '../../tests/support/png-bytes.ts';
import { AppError } from '../errors.ts';
import { readSignatureImage, signatureDataUrl } from './signature-image.ts';

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
    iendChunk(),
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
      iendChunk(),
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

  it('takes what the pad makes on the largest tablets, and nothing much larger', () => {
    // 45 % of a 3000 × 1876 screen in landscape, less the page's padding: 2.46 million pixels.
    expect(readSignatureImage(signatureDataUrl(png(2914, 844)))).toMatchObject({ width: 2914 });
    // 2.9 million pixels: within the former 2048 × 2048, past what any pad covers.
    expect(refusal(signatureDataUrl(png(1700, 1700))).message).toBe(
      'validation.signature.tooLarge',
    );
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
      iendChunk(),
    ]);
    const interlaced = Buffer.concat([
      MAGIC,
      ihdr(200, 120, { interlace: 1 }),
      chunk('IDAT', deflateSync(greyRows(200, 120))),
      iendChunk(),
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

describe('signature image: the chunks are checked before the decoder sees them', () => {
  // Each of these files made the decoder allocate by a header nobody checked, or inflate past the
  // image. The decoder is stubbed: reaching it fails the test at once, without the gigabytes.
  const decoderReached = () =>
    vi.spyOn(PNG.sync, 'read').mockImplementation(() => {
      throw new Error('the decoder was reached');
    });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const unreadable = { message: 'validation.signature.required', field: 'signaturePng' };
  const idat = (width: number, height: number) =>
    chunk('IDAT', deflateSync(greyRows(width, height)));

  it('refuses a second IHDR, which pngjs would size its buffers by', () => {
    // 99 bytes that pngjs decoded as 16,000 × 16,000 px: 3 GB and seconds of CPU per request.
    const twoHeaders = Buffer.concat([
      MAGIC,
      ihdr(200, 200),
      ihdr(16_000, 16_000),
      chunk('IDAT', deflateSync(Buffer.alloc(16))),
      iendChunk(),
    ]);
    expect(twoHeaders.length).toBeLessThan(100);
    const decoder = decoderReached();
    expect(refusal(signatureDataUrl(twoHeaders))).toEqual(unreadable);
    // The same header twice is refused too: one IHDR, first.
    const repeated = Buffer.concat([
      MAGIC,
      ihdr(200, 120),
      ihdr(200, 120),
      idat(200, 120),
      iendChunk(),
    ]);
    expect(refusal(signatureDataUrl(repeated))).toEqual(unreadable);
    expect(decoder).not.toHaveBeenCalled();
  });

  it('refuses compressed data that inflates past the announced image (a zip bomb)', () => {
    // 200 × 200 px is 40,200 bytes inflated; this stream inflates to 16 MB from about 16 KB.
    const bomb = Buffer.concat([
      MAGIC,
      ihdr(200, 200),
      chunk('IDAT', deflateSync(Buffer.alloc(16 * 1024 * 1024))),
      iendChunk(),
    ]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    // One byte too many, and one too few, are as wrong.
    const rows = greyRows(200, 120);
    const longer = Buffer.concat([
      MAGIC,
      ihdr(200, 120),
      chunk('IDAT', deflateSync(Buffer.concat([rows, Buffer.alloc(1)]))),
      iendChunk(),
    ]);
    const shorter = Buffer.concat([
      MAGIC,
      ihdr(200, 120),
      chunk('IDAT', deflateSync(rows.subarray(1))),
      iendChunk(),
    ]);
    const decoder = decoderReached();
    for (const [name, bytes] of Object.entries({ bomb, longer, shorter })) {
      expect(refusal(signatureDataUrl(bytes)), name).toEqual(unreadable);
    }
    expect(decoder).not.toHaveBeenCalled();
  });

  it('refuses bytes after IEND, a bad checksum on any chunk, and lengths past the end', () => {
    const good = png(200, 120);
    const trailing = Buffer.concat([good, chunk('tEXt', Buffer.from('after the end'))]);
    const text = chunk('tEXt', Buffer.from('Comment\0hello'));
    text.writeUInt8(text.readUInt8(text.length - 1) ^ 0xff, text.length - 1);
    const badAncillaryCrc = png(200, 120, [text]);
    const overlong = Buffer.from(good);
    overlong.writeUInt32BE(0x7fff_ffff, 8); // the IHDR's length
    const noEnd = good.subarray(0, good.length - 12);
    const notAType = png(200, 120, [chunk('t3Xt', Buffer.alloc(4))]);
    const noData = Buffer.concat([MAGIC, ihdr(200, 120), iendChunk()]);
    const decoder = decoderReached();
    for (const [name, bytes] of Object.entries({
      trailing,
      badAncillaryCrc,
      overlong,
      noEnd,
      notAType,
      noData,
    })) {
      expect(refusal(signatureDataUrl(bytes)), name).toEqual(unreadable);
    }
    expect(decoder).not.toHaveBeenCalled();
  });

  it('lets a sound file through to the decoder, split over several IDAT chunks', () => {
    const stream = deflateSync(greyRows(300, 150));
    const split = Buffer.concat([
      MAGIC,
      ihdr(300, 150),
      chunk('tEXt', Buffer.from('Software\0signature_pad')),
      chunk('IDAT', stream.subarray(0, 10)),
      chunk('IDAT', stream.subarray(10)),
      iendChunk(),
    ]);
    expect(readSignatureImage(signatureDataUrl(split))).toMatchObject({ width: 300, height: 150 });
  });
});
