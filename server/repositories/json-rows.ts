import type { Application } from './applications.ts';

/*
 * Rows read as JSON by the one-statement readers (loan-home.ts, profile-state.ts), given back the
 * types the driver gives the same columns: instants as Date, bigint as a safe-integer number.
 */

export const instant = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(String(value));

/** JSON numbers are the driver's safe integers; anything else would be a changed column. */
export function whole(value: unknown): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer: ${String(value)}`);
  return value as number;
}

export const wholeOrNull = (value: unknown): number | null =>
  value === null ? null : whole(value);

export function hydrateApplication(json: Record<string, unknown>): Application {
  return {
    ...(json as unknown as Application),
    submittedAt: instant(json.submittedAt)!,
    decidedAt: instant(json.decidedAt),
    quotaCentavos: wholeOrNull(json.quotaCentavos),
  };
}
