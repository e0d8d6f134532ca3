import { TEXT_PATTERN } from '../../contract/common-schemas.ts';
import type { JsonSchema } from './operations.ts';
import type { Random } from './random.ts';

/*
 * Well-formed values drawn from a JSON Schema (docs/architecture.md#fuzzing): what a careful
 * client would send, so requests get past validation into the services and the database.
 */

/** The shared text pattern of requests, as the document writes it: every string drawn here passes it. */
const TEXT = TEXT_PATTERN.source;

/**
 * Real-looking text, Filipino names and a few characters beyond ASCII included; none of them a
 * test fixture's personal value, which the scan of the test logs looks for (a path segment is
 * logged as sent).
 */
const WORDS = ['Rosario', 'Bautista', 'Quezon City', 'Sto. Niño', 'Barangay 1', 'Josué', 'Ñ', '😀'];

const patternsOf = (schema: JsonSchema): string[] =>
  [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => pattern !== undefined && pattern !== TEXT,
  );

function validString(schema: JsonSchema, random: Random): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const fits = (value: string) =>
    value.length >= min &&
    value.length <= max &&
    patternsOf(schema).every((pattern) => new RegExp(pattern, 'u').test(value));
  const patterns = patternsOf(schema);
  if (patterns.length > 0) {
    // The most specific pattern is the last; a few draws find one that fits the length too.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const value = random.matchingString(patterns.at(-1) as string);
      if (value !== null && fits(value)) return value;
    }
  }
  switch (schema.format) {
    case 'uuid':
      return random.uuid();
    case 'email':
      return `juan${random.int(1000)}@example.ph`;
    case 'date':
      return `19${random.between(60, 99)}-0${random.between(1, 9)}-1${random.between(0, 9)}`;
    case 'date-time':
      return new Date(Date.UTC(2026, 2, random.between(1, 28))).toISOString();
  }
  let value = random.pick(WORDS);
  while (value.length < min) value += ` ${random.pick(WORDS)}`;
  return value.slice(0, Math.max(min, Math.min(max, 40, value.length)));
}

function validNumber(schema: JsonSchema, random: Random, integer: boolean): number {
  const low =
    schema.exclusiveMinimum !== undefined
      ? schema.exclusiveMinimum + (integer ? 1 : 0.01)
      : (schema.minimum ?? 0);
  const high =
    schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - (integer ? 1 : 0.01)
      : (schema.maximum ?? low + 1000);
  // Real requests use small numbers: a huge range is mostly drawn near zero (or its low end).
  const near = random.chance(0.9);
  const from = near ? Math.max(low, Math.min(high, -1_000)) : low;
  const to = near ? Math.min(high, Math.max(from, 0) + 1_000_000) : high;
  const value = from + (to - from) * (random.next() / 0x1_0000_0000);
  return integer ? Math.max(low, Math.min(high, Math.round(value))) : value;
}

/** Real values by field name (a phone that exists, an id of the acting borrower's). */
export type Known = (name: string) => readonly string[];

const NOTHING_KNOWN: Known = () => [];

/**
 * A value the schema accepts (as far as this subset of JSON Schema tells); a field whose name has
 * real values takes one of them most of the time, so the request is about something that exists.
 */
export function validValue(
  schema: JsonSchema,
  random: Random,
  known: Known = NOTHING_KNOWN,
  depth = 0,
): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return validValue(random.pick(options), random, known, depth + 1);
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case 'string':
      return validString(schema, random);
    case 'integer':
      return validNumber(schema, random, true);
    case 'number':
      return validNumber(schema, random, false);
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      const count = random.between(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3));
      return Array.from({ length: count }, () =>
        validValue(schema.items ?? {}, random, known, depth + 1),
      );
    }
    case 'object':
    case undefined: {
      if (!schema.properties && type === undefined) return validString(schema, random);
      const required = new Set(schema.required ?? []);
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (!required.has(key) && !random.chance(0.5)) continue;
        const real = known(key);
        out[key] =
          real.length > 0 && random.chance(0.6)
            ? random.pick(real)
            : validValue(property, random, known, depth + 1);
      }
      return out;
    }
    default:
      return null;
  }
}

/** A string with no shape of its own (no enum, format or pattern but the shared text one). */
const isFreeText = (schema: JsonSchema): boolean =>
  (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) &&
  !schema.enum &&
  !schema.format &&
  patternsOf(schema).length === 0;

/**
 * Names of the fields that take free text anywhere in `schema` (a name, an address, a screen
 * size): bad characters put there pass every other check and go as far as the database.
 */
export function freeTextNames(schema: JsonSchema, into = new Set<string>()): Set<string> {
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    freeTextNames(option, into);
  if (schema.items) freeTextNames(schema.items, into);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const options = [property, ...(property.anyOf ?? []), ...(property.oneOf ?? [])];
    if (options.some(isFreeText)) into.add(name);
    freeTextNames(property, into);
  }
  return into;
}
