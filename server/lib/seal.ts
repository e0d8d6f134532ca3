import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A small secret sealed with AES-256-GCM under a server key (the desk's TOTP keys,
 * docs/desk.md#second-factor): whoever reads the table alone cannot make codes. `v1.iv.box`,
 * base64url, the box being the ciphertext followed by its 16-byte tag. `purpose` is bound in as
 * associated data, so a sealed value cannot be moved to another column or row kind.
 */
export function seal(key: Uint8Array, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const box = Buffer.concat([
    cipher.update(plaintext, 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return `v1.${iv.toString('base64url')}.${box.toString('base64url')}`;
}

/** The plaintext, or null when the value was not sealed with this key and purpose. */
export function unseal(key: Uint8Array, purpose: string, sealed: string): string | null {
  const [version, ivText, boxText] = sealed.split('.');
  if (version !== 'v1' || !ivText || !boxText) return null;
  const box = Buffer.from(boxText, 'base64url');
  if (box.length < 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(ivText, 'base64url'));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(box.subarray(box.length - 16));
    return Buffer.concat([
      decipher.update(box.subarray(0, box.length - 16)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
