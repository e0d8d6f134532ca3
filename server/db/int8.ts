/** PostgreSQL's type OID of bigint (int8): money columns are bigint centavos. */
export const INT8_OID = 20;

/**
 * Reads a bigint as a JS number, refusing one a number cannot hold exactly: centavos are never
 * rounded. Both database adapters install it, so repositories select money columns as they are
 * stored (no `::float8`, no strings).
 */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`bigint ${text} is outside the safe integer range of a JS number`);
  }
  return value;
}
