import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../../config.ts';
import { MEMORY_DATA_DIR } from '../../db/pglite-db.ts';

/** Where the server leaves the secret `npm run desk -- add-staff` proves itself with. */
export const bootstrapSecretPath = (dataDir: string): string =>
  join(resolve(dataDir), 'desk-bootstrap');

/**
 * A fresh random secret for this run, written owner-only to DATA_DIR/desk-bootstrap (replaced
 * whole): whoever can read the server's data folder may make the first administrator, and only
 * while there is none (docs/desk.md#first-administrator). In memory with an in-memory data dir.
 */
export async function writeBootstrapSecret(config: Pick<AppConfig, 'dataDir'>): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  if (config.dataDir === MEMORY_DATA_DIR) return secret;
  const path = bootstrapSecretPath(config.dataDir);
  await mkdir(resolve(config.dataDir), { recursive: true });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  await rename(temporary, path);
  return secret;
}
