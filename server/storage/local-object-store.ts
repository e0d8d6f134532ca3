import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { checkKey } from './object-store.ts';
import type { ObjectStore } from './object-store.ts';

const isMissing = (error: unknown): boolean =>
  (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * One file per object in `folder`, readable by the server's user only. A write goes to a
 * temporary file first and is renamed, so a crash never leaves half a photo under its key.
 */
export function createLocalObjectStore(folder: string): ObjectStore {
  const root = resolve(folder);
  let ready: Promise<unknown> | null = null;
  const path = (key: string) => join(root, checkKey(key));

  return {
    kind: 'local',
    async put(key, bytes) {
      ready ??= mkdir(root, { recursive: true, mode: 0o700 });
      await ready;
      const target = path(key);
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes, { mode: 0o600 });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(path(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(path(key), { force: true });
    },
  };
}

/** DATA_DIR=memory:// (tests): objects live as long as the process. */
export function createMemoryObjectStore(): ObjectStore {
  const objects = new Map<string, Buffer>();
  return {
    kind: 'memory',
    put: async (key, bytes) => {
      objects.set(checkKey(key), Buffer.from(bytes));
    },
    get: async (key) => {
      const bytes = objects.get(checkKey(key));
      return bytes ? Buffer.from(bytes) : null;
    },
    delete: async (key) => {
      objects.delete(checkKey(key));
    },
  };
}
