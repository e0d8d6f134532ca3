/**
 * First-load JavaScript of a route, computed from Vite's build manifest: the files a browser must
 * fetch before the route can paint. Only static `imports` count: `dynamicImports` load after first
 * paint (lazy footers, RTK Query, other languages), so they would overstate the cost.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The part of a Vite manifest chunk this audit reads. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface FileSize {
  file: string;
  bytesBrotli: number;
}
export interface RouteLoad {
  bytesBrotli: number;
  files: FileSize[];
}
export interface FirstLoad {
  start: RouteLoad;
  /** Other screens, keyed by source path: their chunk plus what the entry does not already load. */
  routes: Record<string, RouteLoad>;
}

export interface FirstLoadOptions {
  entryKey?: string;
  startRoute?: string;
  /** The default language's compiled catalogue, fetched before the first screen renders. */
  catalogueSuffix?: string;
  routePattern?: RegExp;
}

export const DEFAULTS = {
  entryKey: 'index.html',
  startRoute: 'src/features/auth/start-screen.tsx',
  catalogueSuffix: 'src/lang/compiled/en.json',
  routePattern: /^src\/features\/[^/]+\/[^/]+-screen\.tsx$/,
} satisfies Required<FirstLoadOptions>;

/** Manifest keys reachable from `roots` through static imports, roots first, each once. */
export function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`build manifest has no chunk "${key}"`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

function measure(manifest: Manifest, keys: string[], sizeOf: (file: string) => number): RouteLoad {
  const files = keys.map((key) => {
    const file = (manifest[key] as ManifestChunk).file;
    return { file, bytesBrotli: sizeOf(file) };
  });
  return { bytesBrotli: files.reduce((sum, f) => sum + f.bytesBrotli, 0), files };
}

/**
 * Pure: the manifest and a size lookup in, byte counts out (so a unit test can feed a fake
 * manifest). `sizeOf` gets a manifest `file` (e.g. assets/index-abc.js) and returns its bytes.
 */
export function computeFirstLoad(
  manifest: Manifest,
  sizeOf: (file: string) => number,
  options: FirstLoadOptions = {},
): FirstLoad {
  const { entryKey, startRoute, catalogueSuffix, routePattern } = { ...DEFAULTS, ...options };
  const catalogue = Object.keys(manifest).find((key) => key.endsWith(catalogueSuffix));
  if (!catalogue) throw new Error(`build manifest has no catalogue ending in "${catalogueSuffix}"`);

  const entryGraph = staticClosure(manifest, [entryKey]);
  const start = measure(
    manifest,
    staticClosure(manifest, [entryKey, startRoute, catalogue]),
    sizeOf,
  );

  const inEntry = new Set(entryGraph);
  const routes: Record<string, RouteLoad> = {};
  const screens = Object.keys(manifest)
    .filter((key) => routePattern.test(key) && key !== startRoute)
    .sort();
  for (const screen of screens) {
    const own = staticClosure(manifest, [screen]).filter((key) => !inEntry.has(key));
    routes[screen] = measure(manifest, own, sizeOf);
  }
  return { start, routes };
}

/**
 * Size of what the server sends for a built file: the precompressed .br sibling, or the file
 * itself when none was written (then it goes out uncompressed or compressed on the fly).
 */
export function brotliSizeIn(distDir: string): (file: string) => number {
  return (file) => {
    const br = join(distDir, `${file}.br`);
    return statSync(existsSync(br) ? br : join(distDir, file)).size;
  };
}

export function readFirstLoad(distDir: string): FirstLoad {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  return computeFirstLoad(manifest, brotliSizeIn(distDir));
}
