/**
 * Personal data never reaches the logs whole. No code logs a profile section today (Fastify's
 * request serializer logs method, URL and address, never bodies); this is the safety net for a
 * future log line that passes one: ID numbers and payout accounts keep their last 3 characters,
 * whole bodies and sections are dropped.
 */
const MASKED_FIELDS = ['idNumber', 'account', 'confirmAccount', 'phone', 'withdrawalPhone'];
const DROPPED_FIELDS = ['body', 'data', 'sections', 'contacts'];

const atDepths = (field: string) => [field, `*.${field}`, `*.*.${field}`];

/** Shows only the end, so support staff can still tell two accounts apart. */
export function maskTail(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '[redacted]';
  const text = String(value);
  return text.length <= 4 ? '•••' : `•••${text.slice(-3)}`;
}

/** pino's `redact` option for the app logger. */
export const LOG_REDACTION = {
  paths: [...MASKED_FIELDS.flatMap(atDepths), ...DROPPED_FIELDS.flatMap(atDepths)],
  censor: (value: unknown, path: string[]): unknown =>
    DROPPED_FIELDS.includes(path.at(-1) ?? '') ? '[redacted]' : maskTail(value),
};
