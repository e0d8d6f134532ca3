import { PhotoProblemError } from './photo-problem';

const DATA_URL = /^data:([^;,]*)(;[^,]*)?,/i;

/**
 * A picture handed over as text (a native shell's camera reply) turned into a Blob. Accepts a
 * data URL or bare base64, with the line breaks Android's Base64.DEFAULT inserts and the URL-safe
 * alphabet. Decoded by hand: the CSP's connect-src does not allow fetch() of data: URLs.
 */
export function dataUrlToBlob(value: string): Blob {
  const trimmed = value.trim();
  const header = DATA_URL.exec(trimmed);
  if (header && !/;base64/i.test(header[2] ?? '')) throw new PhotoProblemError('undecodable');
  const type = header?.[1] || 'image/jpeg';
  const base64 = (header ? trimmed.slice(header[0].length) : trimmed)
    .replace(/\s+/g, '')
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .replace(/=+$/, '');
  if (!base64 || /[^A-Za-z0-9+/]/.test(base64) || base64.length % 4 === 1) {
    throw new PhotoProblemError('undecodable');
  }
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
