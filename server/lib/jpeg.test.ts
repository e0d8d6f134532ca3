import { describe, expect, it } from 'vitest';
import { JpegProblem, cleanJpeg } from './jpeg.ts';
import { readExifOrientation } from './jpeg-exif.ts';
import {
  adobeSegment,
  commentSegment,
  exifSegment,
  iccSegment,
  makeTestJpeg,
  segment,
  xmpSegment,
} from './jpeg-test-image.ts';

const GPS = 'GPS 14.599512 N 120.984222 E';

/** Markers of the segments before the image data, in order. */
function markers(jpeg: Buffer): number[] {
  const found: number[] = [];
  let pos = 2;
  while (jpeg[pos] === 0xff && jpeg[pos + 1] !== 0xda) {
    found.push(jpeg[pos + 1]!);
    pos += 2 + jpeg.readUInt16BE(pos + 2);
  }
  return found;
}

const problem = (bytes: Uint8Array): string => {
  try {
    cleanJpeg(bytes);
  } catch (error) {
    if (error instanceof JpegProblem) return error.message;
    throw error;
  }
  throw new Error('expected a JpegProblem');
};

describe('cleanJpeg', () => {
  it('reads the size of a baseline JPEG and keeps what decoding needs, byte for byte', () => {
    const plain = makeTestJpeg({ width: 640, height: 480 });
    const clean = cleanJpeg(plain);
    expect(clean).toMatchObject({ width: 640, height: 480 });
    expect(clean.bytes.equals(plain)).toBe(true);
    expect(markers(clean.bytes)).toEqual([0xe0, 0xdb, 0xc0, 0xc4]);
  });

  it('strips EXIF, XMP, ICC, maker segments and comments, and is deterministic', () => {
    const phone = makeTestJpeg({
      width: 1200,
      height: 1600,
      extra: [
        exifSegment({ text: GPS }),
        xmpSegment(`<exif:GPSLatitude>${GPS}</exif:GPSLatitude>`),
        iccSegment(),
        segment(0xe9, 'SAMSUNG maker data serial 1234'),
        commentSegment('taken at Quiapo'),
      ],
    });
    const clean = cleanJpeg(phone);
    const text = clean.bytes.toString('latin1');
    for (const gone of [
      'GPS',
      '14.599512',
      'Exif',
      'xmpmeta',
      'ICC_PROFILE',
      'SAMSUNG',
      'Quiapo',
    ]) {
      expect(text).not.toContain(gone);
    }
    expect(markers(clean.bytes)).toEqual([0xe0, 0xdb, 0xc0, 0xc4]);
    expect(clean.bytes.equals(makeTestJpeg({ width: 1200, height: 1600 }))).toBe(true);
    expect(cleanJpeg(phone).bytes.equals(clean.bytes)).toBe(true);
    expect(cleanJpeg(clean.bytes).bytes.equals(clean.bytes)).toBe(true);
  });

  it('keeps only the orientation of EXIF, so the photo still shows upright', () => {
    const turned = makeTestJpeg({
      width: 1600,
      height: 1200,
      extra: [exifSegment({ orientation: 6, text: GPS })],
    });
    const clean = cleanJpeg(turned);
    expect(clean).toMatchObject({ width: 1200, height: 1600 });
    expect(clean.bytes.toString('latin1')).not.toContain('GPS');
    expect(markers(clean.bytes)).toEqual([0xe0, 0xe1, 0xdb, 0xc0, 0xc4]);
    const app1 = clean.bytes.subarray(clean.bytes.indexOf('Exif\0\0', 0, 'latin1') + 6);
    expect(readExifOrientation(app1)).toBe(6);

    const upright = cleanJpeg(
      makeTestJpeg({
        width: 800,
        height: 600,
        extra: [exifSegment({ orientation: 1, text: GPS })],
      }),
    );
    expect(upright).toMatchObject({ width: 800, height: 600 });
    expect(markers(upright.bytes)).not.toContain(0xe1);
  });

  it('keeps the Adobe segment, whose colour transform decoders need', () => {
    const clean = cleanJpeg(makeTestJpeg({ width: 300, height: 300, extra: [adobeSegment()] }));
    expect(markers(clean.bytes)).toContain(0xee);
    const other = segment(0xee, 'Other APP14 data');
    expect(
      markers(cleanJpeg(makeTestJpeg({ width: 300, height: 300, extra: [other] })).bytes),
    ).not.toContain(0xee);
  });

  it('copies scans with stuffed bytes and restart markers, and progressive scans, unchanged', () => {
    const jpeg = makeTestJpeg({ width: 300, height: 300 });
    const sosAt = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    const sos = jpeg.subarray(sosAt, sosAt + 10);
    const progressive = Buffer.concat([
      jpeg.subarray(0, sosAt),
      sos,
      Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xff, 0xd1, 0x78]),
      segment(0xc4, Buffer.from([0x10, 1, ...new Array<number>(15).fill(0), 0x00])),
      commentSegment('between scans'),
      sos,
      Buffer.from([0x9a, 0xff, 0x00]),
      Buffer.from([0xff, 0xd9]),
    ]);
    const clean = cleanJpeg(progressive);
    const expected = Buffer.from(
      progressive.toString('latin1').replace(/\xff\xfe.{15}/s, ''),
      'latin1',
    );
    expect(clean.bytes.equals(expected)).toBe(true);
  });

  it('drops anything after the end of the image', () => {
    const jpeg = makeTestJpeg({ width: 300, height: 300 });
    const trailing = Buffer.concat([jpeg, Buffer.from('PK\x03\x04 hidden zip', 'latin1')]);
    expect(cleanJpeg(trailing).bytes.equals(jpeg)).toBe(true);
  });

  it('refuses sides under 200 or over 4000 pixels', () => {
    expect(problem(makeTestJpeg({ width: 199, height: 400 }))).toMatch(/under 200/);
    expect(problem(makeTestJpeg({ width: 400, height: 150 }))).toMatch(/under 200/);
    expect(problem(makeTestJpeg({ width: 4001, height: 400 }))).toMatch(/over 4000/);
    expect(cleanJpeg(makeTestJpeg({ width: 200, height: 4000 }))).toMatchObject({
      width: 200,
      height: 4000,
    });
  });

  it('refuses what is not a whole JPEG', () => {
    const jpeg = makeTestJpeg({ width: 300, height: 300 });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(problem(png)).toBe('not a JPEG');
    expect(problem(Buffer.alloc(0))).toBe('not a JPEG');
    expect(problem(Buffer.from('hello world'))).toBe('not a JPEG');
    expect(problem(jpeg.subarray(0, jpeg.length - 2))).toMatch(/truncated/);
    expect(problem(jpeg.subarray(0, 60))).toMatch(/truncated/);
    const sosAt = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    const frameAt = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    expect(problem(Buffer.concat([jpeg.subarray(0, frameAt), jpeg.subarray(frameAt + 13)]))).toBe(
      'picture data before the frame header',
    );
    expect(problem(Buffer.concat([jpeg.subarray(0, sosAt), Buffer.from([0xff, 0xd9])]))).toBe(
      'image has no picture data',
    );
    const noSize = Buffer.from(jpeg);
    noSize.writeUInt16BE(0, frameAt + 5);
    expect(problem(noSize)).toBe('image has no size');
  });
});
