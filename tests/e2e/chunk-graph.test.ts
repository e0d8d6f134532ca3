import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ROUTE_TABLE } from '@/app/route-table';
import { readStaticCycles } from '../../scripts/audit/chunk-cycles.ts';
import { staticClosure, type Manifest } from '../../scripts/audit/first-load.ts';

/*
 * The build the browser tests are served: no two chunks import each other (docs/architecture.md#chunks).
 * Issue 11's crash ("e is not a constructor" on every signed-in screen) was such a cycle: a schema
 * built at load in one chunk ran before zod's classes in the other existed.
 */
describe('the built chunk graph', () => {
  it('has no static import cycle', () => {
    expect(readStaticCycles(inject('staticDir'))).toEqual([]);
  });

  it('loads nothing of the signed-in chunk on a screen open without signing in', () => {
    const dir = inject('staticDir');
    const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
    // Each screen of its own module, as the router loads it (`key: () => import('@/…')`); the
    // borrowing screens' shared module (the key fact statement) is signed-in code already.
    const router = readFileSync(join(import.meta.dirname, '../../src/app/router.tsx'), 'utf8');
    const modules = new Map(
      [...router.matchAll(/^\s+(\w+): \(\) => import\('@\/([^']+)'\),$/gm)].map(([, key, path]) => [
        key,
        `src/${path}.tsx`,
      ]),
    );
    const open = ROUTE_TABLE.filter((route) => route.noLoginCheck && modules.has(route.screen));
    expect(open.map((route) => route.screen).sort()).toEqual(
      ['diagnostics', 'noAndroid', 'privacy', 'start', 'terms', 'welcome'].sort(),
    );
    const loaded = Object.fromEntries(
      open.map((route) => {
        const source = modules.get(route.screen) as string;
        expect(manifest[source], source).toBeDefined();
        const files = staticClosure(manifest, [source]).map((key) => manifest[key]?.file ?? key);
        return [route.screen, files.filter((file) => /\/signed-in-[^/]+\.js$/.test(file))];
      }),
    );
    expect(Object.values(loaded).flat()).toEqual([]);
    // The check would see it: home, signed in, does load it.
    const home = staticClosure(manifest, ['src/features/home/home-screen.tsx']);
    expect(home.some((key) => /\/signed-in-[^/]+\.js$/.test(manifest[key]?.file ?? ''))).toBe(true);
  });
});
