import { apiErrorSchema } from '../../contract/errors.ts';

/** Documents (and serialises) the error answers a route can give. */
export function errorResponses<S extends number>(
  ...statuses: S[]
): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}
