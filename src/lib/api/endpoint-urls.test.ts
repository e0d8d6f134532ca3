import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Vitest runs from the repository root (jsdom gives import.meta.url no file path).
const SRC = join(process.cwd(), 'src');

/** A URL written as a string: an API path of two or more segments (route paths have one). */
const URL_LITERAL = /['`](\/[a-zA-Z][\w-]*\/[^'`\s]*)['`]/g;

/** Every URL literal in a source file, params as {} and without the /api prefix. */
export function urlLiterals(source: string): string[] {
  return [...source.matchAll(URL_LITERAL)].map(([, url]) =>
    url!.replace(/^\/api(?=\/)/, '').replace(/\$\{[^}]*\}/g, '{}'),
  );
}

/** Every endpoint declared in a source file: its name, HTTP method and path (params as {}). */
export function declaredEndpoints(source: string): { name: string; key: string }[] {
  // URL builders the file declares (`const sectionUrl = (section) => \`/profile/…\``), which an
  // endpoint may call instead of writing its URL.
  const builders = new Map(
    [...source.matchAll(/const (\w+) = \([^)]*\)(?::\s*\w+)?\s*=>\s*['`](\/[^'`]*)['`]/g)].map(
      ([, name, url]) => [name!, url!],
    ),
  );
  const starts = [...source.matchAll(/(\w+):\s*build\.(query|mutation)\s*</g)];
  return starts.map((start, index) => {
    const body = source.slice(start.index, starts[index + 1]?.index ?? source.length);
    const built = /(?:url:|=>)\s*(\w+)\(/.exec(body)?.[1];
    const url = /['`](\/[^'`]*)['`]/.exec(body)?.[1] ?? (built && builders.get(built)) ?? '?';
    const method = /method:\s*'(\w+)'/.exec(body)?.[1]?.toUpperCase() ?? 'GET';
    const path = url.replace(/\$\{[^}]*\}/g, '{}').replace(/\?.*$/, '');
    return { name: start[1]!, key: `${method} ${path}` };
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'lang' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('RTK Query endpoints', () => {
  it('are found with their method and path', () => {
    const sample = `build => ({
      getA: build.query<A, string>({ query: (id) => \`/loan/orders/\${id}\` }),
      listA: build.query<A, Tab>({ query: (tab) => \`/loan/orders?tab=\${tab}\` }),
      sign: build.mutation<A, B>({ query: (body) => ({ url: '/loan/orders', method: 'POST', body }) }),
      save: build.mutation<A, B>({ query: ({ id, body }) => ({ url: aUrl(id), method: 'PUT', body }) }),
    })`;
    const builder = 'const aUrl = (id: string) => `/loan/a/${id}`;\n';
    expect(declaredEndpoints(builder + sample)).toEqual([
      { name: 'getA', key: 'GET /loan/orders/{}' },
      { name: 'listA', key: 'GET /loan/orders' },
      { name: 'sign', key: 'POST /loan/orders' },
      { name: 'save', key: 'PUT /loan/a/{}' },
    ]);
    expect(urlLiterals(builder + sample)).toEqual([
      '/loan/a/{}',
      '/loan/orders/{}',
      '/loan/orders?tab={}',
      '/loan/orders',
    ]);
    expect(urlLiterals("fetch('/api/profile/photos/' + kind); navigate('/homeIndex');")).toEqual([
      '/profile/photos/',
    ]);
  });

  it('declare each resource once in all of src/ (shared ones live in src/lib/api)', () => {
    const seen = new Map<string, string[]>();
    for (const file of sourceFiles(SRC)) {
      for (const { name, key } of declaredEndpoints(readFileSync(file, 'utf8'))) {
        seen.set(key, [...(seen.get(key) ?? []), `${relative(SRC, file)} ${name}`]);
      }
    }
    expect(seen.size).toBeGreaterThan(15);
    const twice = [...seen].filter(([, places]) => places.length > 1);
    expect(twice).toEqual([]);
  });

  it('write each URL once in all of src/ (a request sent outside an endpoint uses its builder)', () => {
    const seen = new Map<string, string[]>();
    for (const file of sourceFiles(SRC)) {
      for (const url of urlLiterals(readFileSync(file, 'utf8'))) {
        seen.set(url, [...(seen.get(url) ?? []), relative(SRC, file)]);
      }
    }
    expect(seen.size).toBeGreaterThan(15);
    const twice = [...seen].filter(([, places]) => places.length > 1);
    expect(twice).toEqual([]);
  });
});
