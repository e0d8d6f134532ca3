import type * as FastifyModule from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TEXT_PATTERN } from '../../contract/common-schemas.ts';
import { useTestApp } from './support/harness.ts';

/*
 * Every string a request accepts is built on the contract's one text schema, which refuses NUL
 * and lone surrogates (docs/errors.md#text-input). This walks the zod schemas of every route the
 * app registers — read from Fastify's onRoute hook, so routes hidden from the OpenAPI document
 * and schemas declared in server/routes are included — and fails on a string without the check.
 * It reads the schema objects rather than grepping the source, so a string reached through a
 * helper, a spread shape or a pipe is seen exactly as the validator sees it.
 */

interface RecordedRoute {
  method: string | string[];
  url: string;
  schema?: Record<string, unknown>;
}

const routes = vi.hoisted((): RecordedRoute[] => []);

// The app's factory, wrapped to record each route as it is declared (no route is changed).
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const recording = (options?: FastifyModule.FastifyServerOptions) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      routes.push(route as RecordedRoute);
    });
    return app;
  };
  return { ...actual, default: recording, fastify: recording };
});

const t = useTestApp();

const REQUEST_PARTS = ['body', 'params', 'querystring', 'headers'] as const;

/** String formats whose own pattern is ASCII only, so NUL and surrogates cannot match it. */
const ASCII_FORMATS = new Set(['uuid', 'email']);

/** Types that hold no string, or only fixed ones (an enum's or a literal's values). */
const LEAVES = new Set([
  'number',
  'bigint',
  'boolean',
  'date',
  'null',
  'undefined',
  'void',
  'nan',
  'never',
  'literal',
  'enum',
  'transform',
  'file',
]);

/** Wrappers whose one inner schema is what parses the value. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'nonoptional',
  'catch',
  'readonly',
  'success',
]);

interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: { pattern?: RegExp } } }[];
  [key: string]: unknown;
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Paths of strings without the text check, and of schemas that let any string through. */
function unchecked(schema: unknown, path: string, found: { strings: number; bad: string[] }): void {
  const def = defOf(schema);
  const walk = (inner: unknown, at = path) => unchecked(inner, at, found);
  switch (def.type) {
    case 'string':
      found.strings += 1;
      if (def.format && ASCII_FORMATS.has(def.format)) return;
      if (!def.checks?.some((check) => check._zod.def.pattern === TEXT_PATTERN))
        found.bad.push(`${path}: a string not built on text()`);
      return;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>))
        walk(value, `${path}.${key}`);
      if (def.catchall) walk(def.catchall, `${path}.*`);
      return;
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'union':
      return (def.options as unknown[]).forEach((option, index) =>
        walk(option, `${path}|${index}`),
      );
    case 'intersection':
      walk(def.left);
      return walk(def.right);
    case 'tuple':
      (def.items as unknown[]).forEach((item, index) => walk(item, `${path}[${index}]`));
      if (def.rest) walk(def.rest, `${path}[]`);
      return;
    case 'record':
      walk(def.keyType, `${path}{key}`);
      return walk(def.valueType, `${path}{}`);
    case 'pipe':
      walk(def.in);
      return walk(def.out);
    case 'lazy':
      return walk((def.getter as () => unknown)());
    default:
      if (WRAPPERS.has(def.type)) return walk(def.innerType);
      if (LEAVES.has(def.type)) return;
      // any, unknown, custom, template literals, or a type this walker does not know yet.
      found.bad.push(`${path}: a ${def.type} schema, which lets unchecked text through`);
  }
}

describe('request schemas', () => {
  it('build every string on the contract text schema (NUL and lone surrogates refused)', () => {
    expect(t.app).toBeDefined();
    const found = { strings: 0, bad: [] as string[] };
    let parts = 0;
    for (const route of routes) {
      const method = [route.method].flat().join(',');
      for (const part of REQUEST_PARTS) {
        const schema = route.schema?.[part];
        if (schema === undefined) continue;
        parts += 1;
        if (!(schema instanceof z.ZodType)) {
          found.bad.push(`${method} ${route.url} ${part}: not a zod schema`);
          continue;
        }
        unchecked(schema, `${method} ${route.url} ${part}`, found);
      }
    }
    expect(found.bad).toEqual([]);
    // The walk saw the app: the routes of issue 11 §2 among many, and their strings.
    const urls = routes.map((route) => route.url);
    for (const url of [
      '/api/auth/login',
      '/api/auth/otp',
      '/api/loan/orders',
      '/api/dev/captcha/:id',
    ])
      expect(urls).toContain(url);
    expect(parts).toBeGreaterThan(20);
    expect(found.strings).toBeGreaterThan(40);
  });

  it('would name a bare z.string(), a pipe into one, and an unknown', () => {
    const found = { strings: 0, bad: [] as string[] };
    unchecked(
      z.object({
        ok: z.enum(['a']),
        bare: z.string().max(40).nullable(),
        piped: z.uuid().pipe(z.string()),
        anything: z.unknown(),
      }),
      'body',
      found,
    );
    expect(found.bad).toEqual([
      'body.bare: a string not built on text()',
      'body.piped: a string not built on text()',
      'body.anything: a unknown schema, which lets unchecked text through',
    ]);
  });

  it.each([...ASCII_FORMATS])(
    'lets z.%s() through: its own pattern refuses the characters',
    (format) => {
      const schema = format === 'uuid' ? z.uuid() : z.email();
      const valid = format === 'uuid' ? '6f1c3c1e-8a4b-4c1d-9e2f-0a1b2c3d4e5f' : 'juan@example.ph';
      expect(schema.safeParse(valid).success).toBe(true);
      for (const bad of ['\u0000', '\ud800', '\udc00'])
        for (const at of [0, 1, valid.length])
          expect(schema.safeParse(valid.slice(0, at) + bad + valid.slice(at)).success).toBe(false);
    },
  );
});
