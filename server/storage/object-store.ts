import { randomBytes } from 'node:crypto';

/**
 * Private blob storage (borrower photos). Keys are opaque and random — never derived from a
 * name, phone or ID number — and the database says whose a key is.
 */
export interface ObjectStore {
  readonly kind: 'local' | 'memory' | 's3';
  /** Writes the object, replacing one with the same key. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9._-]{0,199}$/;

/** 128 random bits plus an extension: `3f…c1.jpg`. */
export function newObjectKey(extension: string): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

/** Refuses keys that could leave the store's folder or need escaping anywhere. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid object key: ${key}`);
  return key;
}
