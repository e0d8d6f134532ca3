/**
 * Adds lockfile entries for other platforms' native packages (rollup's, unrs-resolver's) that
 * this machine's registry mirror does not serve, so `npm install` cannot record them and
 * `npm ci` would then refuse the lockfile as out of sync. Each entry is optional and carries the
 * package's os/cpu/libc, so npm skips it on any other platform without downloading anything.
 * Run after `npm install` changes the lockfile: `node scripts/complete-lockfile.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

type Entry = {
  version?: string;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
};
type Lockfile = { packages: Record<string, Entry> };

const OSES = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32'];

/** The platform a native package is for, read from its name (e.g. rollup-linux-arm64-musl). */
export function platformOf(name: string): Pick<Entry, 'os' | 'cpu' | 'libc'> | null {
  const match =
    /-(android|darwin|freebsd|linux|openbsd|openharmony|win32|wasm32)-?([a-z0-9]*)(?:-([a-z]+))?$/.exec(
      name,
    );
  if (!match) return null;
  const [, first, second, abi] = match;
  if (first === 'wasm32') return { cpu: ['wasm32'] };
  if (!first || !OSES.includes(first) || !second) return null;
  const entry: Pick<Entry, 'os' | 'cpu' | 'libc'> = { os: [first], cpu: [second] };
  if (first === 'linux' && abi) entry.libc = [abi.startsWith('musl') ? 'musl' : 'glibc'];
  return entry;
}

export function completeLockfile(lock: Lockfile): string[] {
  const added: string[] = [];
  for (const entry of Object.values(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const key = `node_modules/${name}`;
      const platform = platformOf(name);
      if (lock.packages[key] || !platform) continue;
      lock.packages[key] = { version, optional: true, ...platform };
      added.push(`${name}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    ),
  );
  return added;
}

if (import.meta.main) {
  const file = new URL('../package-lock.json', import.meta.url);
  const lock = JSON.parse(readFileSync(file, 'utf8')) as Lockfile;
  const added = completeLockfile(lock);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    `added ${added.length} platform entries${added.length ? `: ${added.join(', ')}` : ''}`,
  );
}
