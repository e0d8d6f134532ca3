/**
 * Real, decodable JPEGs built byte by byte for tests: a plain grey baseline image of any size
 * (one component, every 8×8 block "DC unchanged, end of block"), plus the metadata segments a
 * phone writes, so stripping can be checked without binary fixtures in the repository.
 */

export function segment(marker: number, payload: Uint8Array | string): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'latin1') : Buffer.from(payload);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xff00 | marker, 0);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

const JFIF = segment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]));
/** One quantisation table of ones. */
const DQT = segment(0xdb, Buffer.from([0x00, ...new Array<number>(64).fill(1)]));
/** Huffman tables with a single 1-bit code each: DC category 0, AC end-of-block. */
const DHT = segment(
  0xc4,
  Buffer.from([
    ...[0x00, 1, ...new Array<number>(15).fill(0), 0x00],
    ...[0x10, 1, ...new Array<number>(15).fill(0), 0x00],
  ]),
);
const SOS = segment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0]));

function frame(width: number, height: number): Buffer {
  const payload = Buffer.alloc(9);
  payload.writeUInt8(8, 0); // precision
  payload.writeUInt16BE(height, 1);
  payload.writeUInt16BE(width, 3);
  payload.set([1, 1, 0x11, 0], 5); // one component, no subsampling, table 0
  return segment(0xc0, payload);
}

/** Each block is two 0 bits; the last byte is padded with 1 bits as the standard says. */
function scanData(width: number, height: number): Buffer {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const bits = blocks * 2;
  const data = Buffer.alloc(Math.ceil(bits / 8));
  if (bits % 8 !== 0) data[data.length - 1] = 0xff >> (bits % 8);
  return data;
}

export function makeTestJpeg(o: { width: number; height: number; extra?: Buffer[] }): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    JFIF,
    ...(o.extra ?? []),
    DQT,
    frame(o.width, o.height),
    DHT,
    SOS,
    scanData(o.width, o.height),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** An EXIF APP1 like a phone's: orientation, a description and a GPS-looking position. */
export function exifSegment(o: { orientation?: number; text: string }): Buffer {
  const text = Buffer.from(`${o.text}\0`, 'latin1');
  const entries = o.orientation ? 2 : 1;
  const ifdSize = 2 + entries * 12 + 4;
  const tiff = Buffer.alloc(8 + ifdSize);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(entries, 8);
  // 0x010E ImageDescription, ASCII, stored after the IFD
  tiff.writeUInt16LE(0x010e, 10);
  tiff.writeUInt16LE(2, 12);
  tiff.writeUInt32LE(text.length, 14);
  tiff.writeUInt32LE(8 + ifdSize, 18);
  if (o.orientation) {
    tiff.writeUInt16LE(0x0112, 22);
    tiff.writeUInt16LE(3, 24);
    tiff.writeUInt32LE(1, 26);
    tiff.writeUInt16LE(o.orientation, 30);
  }
  return segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, text]));
}

export const xmpSegment = (text: string): Buffer =>
  segment(0xe1, `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${text}</x:xmpmeta>`);
export const commentSegment = (text: string): Buffer => segment(0xfe, text);
export const iccSegment = (): Buffer => segment(0xe2, 'ICC_PROFILE\0\x01\x01Pixel 7 Pro profile');
export const adobeSegment = (): Buffer =>
  segment(0xee, Buffer.from([0x41, 0x64, 0x6f, 0x62, 0x65, 0, 100, 0, 0, 0, 0, 1]));
