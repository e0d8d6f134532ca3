import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../../config.ts';
import { MEMORY_DATA_DIR } from '../../db/pglite-db.ts';

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
  await mkdir(resolve(config.dataDir), { recursive: true });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${randomBytes(32).toString('base64url')}\n`, {
    mode: 0o600,
    flag: 'wx',
  });
  // link() never replaces: of two processes starting together, the first key stays and both
  // read it (a rename would let the second overwrite a key the first already used).
  try {
    await link(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(temporary, { force: true });
  }
  return decode(await readFile(path, 'utf8'));
}
