import { randomBytes } from 'node:crypto';
import { link, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes a secret owner-only (0600) and whole: to a temporary file first, then into place, so
 * nobody reads half of it. `keepExisting`: a file already there stays (link() never replaces),
 * for a key that must not change once used; otherwise the new secret replaces it.
 */
export async function writeSecretFile(
  path: string,
  text: string,
  { keepExisting = false } = {},
): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${text}\n`, { mode: 0o600, flag: 'wx' });
  if (!keepExisting) {
    await rename(temporary, path);
    return;
  }
  try {
    await link(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(temporary, { force: true });
  }
}
