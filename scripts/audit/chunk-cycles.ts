/**
 * Static import cycles between built chunks (docs/architecture.md#chunks). In a cycle, which chunk
 * runs first depends on which one a screen happens to import first, so code that runs at load (a
 * zod schema built at module level) can meet a binding of the other chunk before it exists.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from './first-load.ts';

/**
 * Every group of manifest keys that import one another through static imports (Tarjan's strongly
 * connected components of more than one key, or one key importing itself), each sorted.
 * `dynamicImports` do not count: they run after the importer.
 */
export function staticCycles(manifest: Manifest): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;

  const visit = (key: string): void => {
    index.set(key, next);
    low.set(key, next);
    next += 1;
    stack.push(key);
    onStack.add(key);
    for (const to of manifest[key]?.imports ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(key, Math.min(low.get(key) as number, low.get(to) as number));
      } else if (onStack.has(to)) {
        low.set(key, Math.min(low.get(key) as number, index.get(to) as number));
      }
    }
    if (low.get(key) !== index.get(key)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== key);
    if (component.length > 1 || manifest[key]?.imports?.includes(key))
      cycles.push(component.sort());
  };

  for (const key of Object.keys(manifest).sort()) if (!index.has(key)) visit(key);
  return cycles;
}

export function readStaticCycles(distDir: string): string[][] {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  return staticCycles(JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest);
}
