import type { ProfileContext, ProfileRules } from '../../contract/profile/rules.ts';
import { makeSectionSchemas } from '../../contract/profile/schemas.ts';
import type { SectionSchemas } from '../../contract/profile/schemas.ts';

/*
 * The profile's section schemas cost about a millisecond to build and microseconds to use, and
 * every profile view, status and save built all seven (docs/performance.md#profile-schemas).
 * They are built once per rules and Manila day. The signed-in phone, the only part that differs
 * between borrowers, is read inside their checks while they parse, from the caller of
 * withSectionSchemas; read at any other time it throws, so a schema that started to read it while
 * being built would fail loudly rather than keep one borrower's phone for everyone.
 */

let parsingFor: string | null = null;

const built = new WeakMap<ProfileRules, { today: string; schemas: SectionSchemas }>();

function schemasOf(rules: ProfileRules, today: string): SectionSchemas {
  const known = built.get(rules);
  if (known?.today === today) return known.schemas;
  const schemas = makeSectionSchemas({
    rules,
    today,
    get registeredPhone(): string {
      if (parsingFor === null) throw new Error('registeredPhone read outside withSectionSchemas');
      return parsingFor;
    },
  });
  built.set(rules, { today, schemas });
  return schemas;
}

/** Runs `use` (synchronous: zod's safeParse) with the section schemas of `ctx`. */
export function withSectionSchemas<T>(ctx: ProfileContext, use: (schemas: SectionSchemas) => T): T {
  const schemas = schemasOf(ctx.rules, ctx.today);
  const outer = parsingFor;
  parsingFor = ctx.registeredPhone;
  try {
    const result = use(schemas);
    if (result instanceof Promise) throw new Error('withSectionSchemas needs a synchronous use');
    return result;
  } finally {
    parsingFor = outer;
  }
}
