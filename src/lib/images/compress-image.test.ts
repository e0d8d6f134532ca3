import { afterEach, describe, expect, it, vi } from 'vitest';
import { compressImage } from './compress-image';
import { PhotoProblemError } from './photo-problem';

/** jsdom decodes no images and has no canvas: both are stood in for here. */
function fakeBitmap(width: number, height: number) {
  const bitmap = { width, height, close: vi.fn() };
  const decode = vi.fn(async () => bitmap as unknown as ImageBitmap);
  vi.stubGlobal('createImageBitmap', decode);
  return { bitmap, decode };
}

function fakeCanvas(bytesAt: (width: number, quality: number) => number) {
  const context = {
    fillRect: vi.fn(),
    drawImage: vi.fn(),
    fillStyle: '',
    imageSmoothingQuality: '',
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    done,
    type,
    quality,
  ) {
    done(new Blob([new Uint8Array(bytesAt(this.width, quality as number))], { type }));
  });
  return { context, toBlob };
}

const { createObjectURL, revokeObjectURL } = URL;

afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const photoFile = () => new File([new Uint8Array(2_000)], 'id.jpg', { type: 'image/jpeg' });

describe('compressImage', () => {
  it('decodes upright (EXIF orientation), fits 1600 px and 400 KB, and frees the bitmap', async () => {
    const { bitmap, decode } = fakeBitmap(4032, 3024);
    const { context, toBlob } = fakeCanvas((width, quality) =>
      quality > 0.7 ? 500_000 : width * 200,
    );
    const photo = await compressImage(photoFile());
    expect(decode).toHaveBeenCalledWith(expect.any(File), { imageOrientation: 'from-image' });
    expect(photo).toMatchObject({ width: 1600, height: 1200 });
    expect(photo.blob.type).toBe('image/jpeg');
    expect(photo.blob.size).toBeLessThanOrEqual(400 * 1024);
    expect(toBlob.mock.calls.map((call) => call[2])).toEqual([0.82, 0.72, 0.62]);
    // Drawn once at that size on white, so transparency never turns black.
    expect(context.drawImage).toHaveBeenCalledTimes(1);
    expect(context.drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 1600, 1200);
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, 1600, 1200);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('accepts a shell reply as a data URL', async () => {
    const { decode } = fakeBitmap(800, 600);
    fakeCanvas(() => 1_000);
    const photo = await compressImage('data:image/jpeg;base64,/9j/4AAQSkZJRg==');
    expect(photo).toMatchObject({ width: 800, height: 600 });
    expect((decode.mock.calls[0] as unknown[])[0]).toBeInstanceOf(Blob);
  });

  it('refuses a picture whose short side is under 200 px', async () => {
    fakeBitmap(640, 180);
    fakeCanvas(() => 1_000);
    await expect(compressImage(photoFile())).rejects.toMatchObject({
      code: 'PHOTO_PROBLEM',
      reason: 'tooSmall',
    });
  });

  it('refuses what cannot be decoded', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('bad image', 'InvalidStateError');
      }),
    );
    // The <img> fallback fails too, as it does for a broken file.
    URL.createObjectURL = vi.fn(() => 'blob:broken');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
      this: HTMLImageElement,
    ) {
      queueMicrotask(() => this.onerror?.(new Event('error')));
    });
    const error = await compressImage(photoFile()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PhotoProblemError);
    expect(error).toMatchObject({ reason: 'undecodable' });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:broken');
    await expect(compressImage(new Blob([]))).rejects.toMatchObject({ reason: 'undecodable' });
    await expect(compressImage('not a picture')).rejects.toMatchObject({ reason: 'undecodable' });
  });
});
