import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../../config.ts';
import { MEMORY_DATA_DIR } from '../../db/pglite-db.ts';
import { writeSecretFile } from '../../lib/secret-file.ts';

export const deskKeyPath = (dataDir: string): string => join(resolve(dataDir), 'desk-key');

const decode = (text: string): Buffer => {
  const key = Buffer.from(text.trim(), 'base64url');
  if (key.length !== 32) throw new Error('the desk key is not 32 bytes');
  return key;
};

/**
 * The key sealing staff TOTP keys (docs/desk.md#second-factor): DESK_SECRET_KEY (production
 * requires it), else the one kept owner-only in DATA_DIR/desk-key, made at the first start and
 * read at every later one. An in-memory data dir keeps one in memory for the process.
 */
export async function resolveDeskKey(config: Pick<AppConfig, 'desk' | 'dataDir'>): Promise<Buffer> {
  if (config.desk.secretKey) return decode(config.desk.secretKey);
  if (config.dataDir === MEMORY_DATA_DIR) return randomBytes(32);
  const path = deskKeyPath(config.dataDir);
  try {
    return decode(await readFile(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Of two processes starting together, the first key stays and both read it: a replaced key
  // would lock out whoever enrolled under the first.
  await writeSecretFile(path, randomBytes(32).toString('base64url'), { keepExisting: true });
  return decode(await readFile(path, 'utf8'));
}
