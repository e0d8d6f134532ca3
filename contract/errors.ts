import { z } from 'zod';
import { ERROR_CODES, type ApiError } from './error-codes.ts';

export { ERROR_CODES, ERROR_STATUS, isApiError } from './error-codes.ts';
export type { ApiError, ErrorCode } from './error-codes.ts';

export const errorCodeSchema = z.enum(ERROR_CODES);

/** Body of every non-2xx answer of the API. */
export const apiErrorSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  field: z.string().optional(),
  retryAfterSeconds: z.number().int().nonnegative().optional(),
}) satisfies z.ZodType<ApiError>;
