import { describe, expect, it } from 'vitest';
import { dataUrlToBlob } from './data-url';
import { PhotoProblemError } from './photo-problem';

const bytesOf = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())];

describe('dataUrlToBlob', () => {
  it('reads a data URL with its type', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,AAEC/w==');
    expect(blob.type).toBe('image/png');
    expect(await bytesOf(blob)).toEqual([0, 1, 2, 255]);
  });

  it('reads bare base64 as JPEG, with Android line breaks, URL-safe letters and no padding', async () => {
    const blob = dataUrlToBlob('AAEC\n_w');
    expect(blob.type).toBe('image/jpeg');
    expect(await bytesOf(blob)).toEqual([0, 1, 2, 255]);
  });

  it('refuses what is not base64', () => {
    expect(() => dataUrlToBlob('data:image/jpeg,rawtext')).toThrow(PhotoProblemError);
    expect(() => dataUrlToBlob('not base64!')).toThrow(PhotoProblemError);
    expect(() => dataUrlToBlob('')).toThrow(PhotoProblemError);
  });
});
