import type { Random } from './random.ts';

/*
 * What a hostile or careless client sends instead (docs/architecture.md#fuzzing): wrong types,
 * characters no database holds, numbers out of range, broken JSON and encodings, odd paths.
 */

/** Strings a form or a script may send: control characters, broken UTF-16, look-alikes, sizes. */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\ude00\ud83d',
  '😀',
  '\u202eevil',
  'zero\u200bwidth',
  'e\u0301',
  '\ufeffbom',
  'ＡＢＣ１２３',
  '٠١٢٣٤٥٦٧٨٩',
  '९१७१२३४५६७८',
  'İıẞß',
  '\r\n\t',
  "' OR 1=1 --",
  '"); DROP TABLE customers; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '%00',
  '../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x10',
  ' 42 ',
  'true',
  '__proto__',
  '+639171234567',
  '+63917123456\u0000',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'x'.repeat(65),
  'ñ'.repeat(4_096),
  'A'.repeat(70_000),
];

/** Numbers past every range, and the edges of JavaScript's. */
export const ODD_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  -2.5,
  1e-7,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** A value of any JSON type, chosen to be wrong wherever it lands. */
export function oddValue(random: Random): unknown {
  return random.weighted<() => unknown>([
    [8, () => random.pick(ODD_STRINGS)],
    [5, () => random.pick(ODD_NUMBERS)],
    [1, () => true],
    [1, () => false],
    [2, () => null],
    [1, () => []],
    [1, () => [random.pick(ODD_STRINGS), random.pick(ODD_NUMBERS)]],
    [1, () => ({})],
    [1, () => ({ value: random.pick(ODD_STRINGS) })],
    [1, () => Array.from({ length: 5_000 }, (_, i) => i)],
    [1, () => nested(random.between(50, 2_000))],
  ])();
}

/** An array nested `depth` deep: parsers and validators that recurse meet their stack. */
export function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

type Json = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** Every path to a value inside `value` (keys and indexes), the root excluded. */
export function pathsIn(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (!isContainer(value)) return [];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return keys.flatMap((key) => {
    const path = [...prefix, key];
    return [path, ...pathsIn((value as Record<string | number, unknown>)[key], path)];
  });
}

function parentOf(root: unknown, path: (string | number)[]): Record<string | number, unknown> {
  let at = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  return at;
}

/** Characters no database column holds: NUL, and UTF-16 halves without their other half. */
export const BAD_CHARACTERS: readonly string[] = ['\u0000', '\ud800', '\udbff', '\udc00', '\udfff'];

/**
 * `value` with one bad character put in: the rest stays well-formed, so every other check still
 * passes and the text goes as far as a careless client's would.
 */
export function badText(value: string, random: Random): string {
  const at = random.int(value.length + 1);
  return value.slice(0, at) + random.pick(BAD_CHARACTERS) + value.slice(at);
}

/**
 * A deep copy of `body` with bad characters put into one string: one of the fields named in
 * `names` when the body has any (free text, which no other check refuses), else any string.
 */
export function spoilText(body: unknown, names: ReadonlySet<string>, random: Random): unknown {
  const copy = structuredClone(body);
  const strings = pathsIn(copy).filter(
    (path) => typeof parentOf(copy, path)[path.at(-1)!] === 'string',
  );
  if (strings.length === 0) return copy;
  const free = strings.filter((path) => names.has(String(path.at(-1))));
  const path = random.pick(free.length > 0 ? free : strings);
  const parent = parentOf(copy, path);
  const key = path.at(-1) as string | number;
  parent[key] = badText(parent[key] as string, random);
  return copy;
}

/** A deep copy of `body` with one field replaced, removed or added (the body itself may be replaced). */
export function mutateBody(body: unknown, random: Random): unknown {
  const copy = structuredClone(body);
  const paths = pathsIn(copy);
  const action = random.weighted<string>([
    [paths.length > 0 ? 10 : 0, 'replace'],
    [paths.length > 0 ? 3 : 0, 'remove'],
    [isContainer(copy) && !Array.isArray(copy) ? 2 : 0, 'add'],
    [2, 'whole'],
  ]);
  if (action === 'whole') return oddValue(random);
  if (action === 'add') {
    const key = random.pick(['extra', '__proto__', 'constructor', 'id', 'customerId', 'status']);
    const target = copy as Record<string, unknown>;
    // Defined as an own property, as JSON.parse makes `__proto__` (no prototype is changed here).
    Object.defineProperty(target, key, {
      value: oddValue(random),
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return copy;
  }
  const path = random.pick(paths);
  const parent = parentOf(copy, path);
  const key = path.at(-1) as string | number;
  if (action === 'remove') {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  } else {
    parent[key] = oddValue(random);
  }
  return copy;
}

/** JSON text no JSON parser should accept, or accepts with a surprise (`1e999` is Infinity). */
export const BAD_JSON: readonly (string | Buffer)[] = [
  '{',
  '{"a":',
  '{"a":1,}',
  '[1,2',
  '{"a":1}{"b":2}',
  "{'a':1}",
  'NaN',
  'undefined',
  '{"amountCentavos":1e999}',
  '{"amountCentavos":-1e999}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"\\u0000":1}',
  '{"a":1,"a":2}',
  '\ufeff{}',
  '   ',
  '"just a string"',
  '12345',
  'true',
  'null',
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  Buffer.from([0xc0, 0xaf, 0xed, 0xa0, 0x80]),
  Buffer.from([0x7b, 0x00, 0x7d]),
  Buffer.alloc(1_200_000, 0x20),
];

/** Content types a client gets wrong. */
export const ODD_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  'image/jpeg',
  'application/octet-stream',
  '*/*',
  ';',
];

/** Path segments that are not what a route expects, percent-encoded as a client would send them. */
export const ODD_SEGMENTS: readonly string[] = [
  '%00',
  'a%00',
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '%',
  '%zz',
  '%2F',
  'a%2Fb',
  '..',
  '%2e%2e',
  '%20',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  '%F0%9F%98%80',
  'x'.repeat(2_000),
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '6f1c3c1e-8a4b-4c1d-9e2f-0a1b2c3d4e5f%00',
  '%27%20OR%201%3D1',
];

/** A query value as sent on the wire: odd text, encoded; or one of the encodings themselves. */
export function oddQueryValue(random: Random): string {
  if (random.chance(0.5)) return random.pick(ODD_SEGMENTS);
  const value = random.pick(ODD_STRINGS);
  // A lone surrogate cannot be percent-encoded as UTF-8: send its CESU-8 bytes instead.
  return /[\ud800-\udfff]/u.test(value) && !/[\ud800-\udbff][\udc00-\udfff]/.test(value)
    ? '%ED%A0%80'
    : encodeURIComponent(value.slice(0, 3_000));
}

/** Authorization headers that are almost, or not at all, a bearer token. */
export function oddAuthorization(random: Random, token: string): string {
  return random.pick([
    'Bearer',
    'Bearer ',
    `bearer ${token}`,
    `BEARER ${token}`,
    `Bearer  ${token}`,
    `Bearer ${token}x`,
    `Bearer ${token.slice(0, -1)}`,
    `Basic ${Buffer.from('a:b').toString('base64')}`,
    `Bearer ${'a'.repeat(8_000)}`,
    'Bearer %00',
    `Bearer ${token} ${token}`,
    'Bearer null',
    'Bearer undefined',
    `Token ${token}`,
  ]);
}
