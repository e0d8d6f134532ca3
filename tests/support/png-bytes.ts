import { crc32 } from 'node:zlib';

/*
 * PNG files built byte by byte, for the tests of the signature check (server unit tests and the
 * API tests): a real encoder would never write the malformed files those tests need.
 */

export const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One chunk: length, type, data and the CRC-32 of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An IHDR chunk: 8 bits a sample, greyscale and not interlaced unless told. */
export function ihdrChunk(
  width: number,
  height: number,
  o: { colorType?: number; interlace?: number } = {},
): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.writeUInt8(8, 8); // bit depth
  data.writeUInt8(o.colorType ?? 0, 9);
  data.writeUInt8(o.interlace ?? 0, 12);
  return pngChunk('IHDR', data);
}

export const iendChunk = (): Buffer => pngChunk('IEND', Buffer.alloc(0));
