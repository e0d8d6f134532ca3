/**
 * The one EXIF field worth keeping: Orientation (tag 0x0112). Phones often store a portrait shot
 * sideways and set it; without it the ID document would show turned. Everything else in EXIF
 * (GPS position, time, device, serial numbers, thumbnail) is dropped.
 */

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/** Orientation 1–8 from a TIFF structure (the APP1 payload after "Exif\0\0"), or null. */
export function readExifOrientation(tiff: Uint8Array): number | null {
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  if (tiff.length < 8) return null;
  const order = String.fromCharCode(tiff[0]!, tiff[1]!);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  if (view.getUint16(2, little) !== 42) return null;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return null;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
    if (view.getUint16(entry + 2, little) !== SHORT) return null;
    const value = view.getUint16(entry + 8, little);
    return value >= 1 && value <= 8 ? value : null;
  }
  return null;
}

/** An APP1 segment holding only the orientation (big-endian TIFF, one IFD entry). */
export function minimalExif(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(ORIENTATION_TAG, 10);
  tiff.writeUInt16BE(SHORT, 12);
  tiff.writeUInt32BE(1, 14); // one value, stored in the entry itself
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}
