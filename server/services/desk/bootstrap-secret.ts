import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../../config.ts';
import { MEMORY_DATA_DIR } from '../../db/pglite-db.ts';
import { writeSecretFile } from '../../lib/secret-file.ts';

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
  await writeSecretFile(bootstrapSecretPath(config.dataDir), secret);
  return secret;
}
