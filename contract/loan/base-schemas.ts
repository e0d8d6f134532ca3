import { z } from 'zod';

/*
 * The loan API's smallest schemas, apart so both the loan API (api.ts) and the dues read model
 * (dues.ts) build on them without importing each other.
 */

/** Money: integer centavos (docs/product.md#money). */
export const centavos = z.number().int().nonnegative();
/** A Manila calendar date, YYYY-MM-DD (a schema; contract/calendar.ts holds the arithmetic). */
export const manilaDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A repaying loan's due state (docs/loans.md#due-states). */
export const dueStateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('expiresIn'), days: z.number().int().positive() }),
  z.object({ kind: z.literal('dueToday') }),
  z.object({ kind: z.literal('overdue'), days: z.number().int().positive() }),
]);
