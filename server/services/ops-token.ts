import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../config.ts';
import { MEMORY_DATA_DIR } from '../db/pglite-db.ts';
import { writeSecretFile } from '../lib/secret-file.ts';

/** Where a server without OPS_TOKEN leaves its operator token for `npm run ops`. */
export const opsTokenPath = (dataDir: string): string => join(resolve(dataDir), 'ops-token');

/**
 * OPS_TOKEN, or a fresh random token for this run, written owner-only to DATA_DIR/ops-token
 * (replaced whole, so nobody reads half a token). An in-memory data dir keeps it in memory only.
 */
export async function resolveOpsToken(config: Pick<AppConfig, 'opsToken' | 'dataDir'>) {
  if (config.opsToken) return config.opsToken;
  const token = randomBytes(32).toString('base64url');
  if (config.dataDir === MEMORY_DATA_DIR) return token;
  await writeSecretFile(opsTokenPath(config.dataDir), token);
  return token;
}
