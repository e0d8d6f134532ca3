/**
 * Writes the place lists the address screen fetches lazily (run by `npm run build` and
 * `npm run dev`), from the PSGC data of @aivangogh/ph-address (server/lib/place-tree.ts):
 *   public/places/provinces.json     {version, provinces: [code, name][]}, precached
 *   public/places/p/<province>.json  [code, name][] of its cities and municipalities
 *   public/places/c/<city>.json      [code, name][] of its barangays
 * One small file per choice: a borrower downloads three lists of a few KB, never the 42,000
 * barangays. Unchanged files are left alone (their dates too) and stale ones are removed.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { buildPlaceTree, type Place, type Province } from '../server/lib/place-tree.ts';

const tuples = (places: Place[]) => places.map((p): [string, string] => [p.code, p.name]);

/** Every file of the place lists, by path relative to public/places. */
export function placeFiles(tree: Province[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const province of tree) {
    files.set(`p/${province.code}.json`, JSON.stringify(tuples(province.cities)));
    for (const city of province.cities) {
      files.set(`c/${city.code}.json`, JSON.stringify(tuples(city.barangays)));
    }
  }
  // The version changes with any file, so the service worker's cache of the other lists is
  // renamed (and the old one dropped) whenever the data changes: see sw/places-cache.ts.
  const provinces = tuples(tree);
  const hash = createHash('sha256').update(JSON.stringify(provinces));
  for (const [path, body] of files) hash.update(`\n${path}\n${body}`);
  const version = hash.digest('hex').slice(0, 16);
  files.set('provinces.json', JSON.stringify({ version, provinces }));
  return files;
}

function* filesUnder(dir: string): Generator<string> {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Makes `dir` hold exactly `files`; returns how many were written and removed. */
export function writePlaces(dir: string, files: Map<string, string>) {
  let written = 0;
  let removed = 0;
  for (const path of filesUnder(dir)) {
    if (files.has(relative(dir, path).split('\\').join('/'))) continue;
    rmSync(path);
    removed += 1;
  }
  for (const [name, body] of files) {
    const path = join(dir, name);
    let current: string | null = null;
    try {
      current = readFileSync(path, 'utf8');
    } catch {
      // not there yet
    }
    if (current === body) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, body);
    written += 1;
  }
  return { written, removed };
}

if (import.meta.main) {
  const dir = process.argv[2] ?? new URL('../public/places', import.meta.url).pathname;
  const tree = buildPlaceTree();
  const cities = tree.flatMap((p) => p.cities);
  const barangays = cities.reduce((sum, c) => sum + c.barangays.length, 0);
  const files = placeFiles(tree);
  const { written, removed } = writePlaces(dir, files);
  console.log(
    `places: ${tree.length} provinces, ${cities.length} cities/municipalities, ${barangays} ` +
      `barangays → ${files.size} files in ${dir} (${written} written, ${removed} removed)`,
  );
}
