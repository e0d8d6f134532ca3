import type { z } from 'zod';

/** A configured JSON text (SCORECARD_JSON, FAQ_JSON, …), parsed and checked: the value, or what is wrong in one line. */
export type ParsedJson<T> = { ok: true; value: T } | { ok: false; problem: string };

/**
 * Parses `json` with `schema`; the problem names each issue's path, so the start-up refusal says
 * which entry and field of the variable to fix (server/config-error.ts prints it).
 */
export function parseJsonWith<S extends z.ZodType>(
  schema: S,
  json: string,
): ParsedJson<z.output<S>> {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, problem: 'not valid JSON' };
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    problem: parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; '),
  };
}
