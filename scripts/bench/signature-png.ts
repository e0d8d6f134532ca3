import { deflateSync } from 'node:zlib';
import { iendChunk, ihdrChunk, PNG_MAGIC, pngChunk } from '../../tests/support/png-bytes.ts';

/** A white greyscale PNG, as a signature pad would send it. */
export function signaturePng(width = 400, height = 160): Buffer {
  const rows = Buffer.alloc((width + 1) * height, 0xff);
  for (let y = 0; y < height; y += 1) rows[y * (width + 1)] = 0; // filter byte: none
  return Buffer.concat([
    PNG_MAGIC,
    ihdrChunk(width, height),
    pngChunk('IDAT', deflateSync(rows)),
    iendChunk(),
  ]);
}
