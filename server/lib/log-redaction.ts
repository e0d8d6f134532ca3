/**
 * Personal data and secrets never reach the logs whole (docs/security.md#what-logs-may-hold).
 * Two nets: fields by name (ID numbers, accounts and phones keep their last 3 characters; names,
 * addresses, bodies, tokens, codes and signatures are dropped), and the whole line, scrubbed just
 * before it is written, of phone numbers, bearer tokens and signature-like query values whatever
 * field or message they hide in.
 */

/** Kept by their last 3 characters, so support staff can still tell two accounts apart. */
const MASKED_FIELDS = new Set([
  'idNumber',
  'account',
  'confirmAccount',
  'phone',
  'withdrawalPhone',
]);
/** Replaced whole: what a person typed, what they were sent, what proves who they are. */
const DROPPED_FIELDS = new Set([
  'body',
  'data',
  'sections',
  'contacts',
  'headers',
  'authorization',
  'token',
  'otp',
  'captchaAnswer',
  'answer',
  'signature',
  'firstName',
  'middleName',
  'lastName',
  'email',
  'address',
]);

/** How deep into a logged object fields are looked for: the object, its fields, theirs. */
const FIELD_DEPTH = 3;

export const REDACTED = '[redacted]';

/** Shows only the end, so support staff can still tell two accounts apart. */
export function maskTail(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return REDACTED;
  const text = String(value);
  return text.length <= 4 ? '•••' : `•••${text.slice(-3)}`;
}

function redactIn(value: unknown, depth: number): unknown {
  if (depth >= FIELD_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item, index) => {
      const next = redactIn(item, depth + 1);
      if (next !== item) (copy ??= [...value])[index] = next;
    });
    return copy ?? value;
  }
  // Plain objects only: a request, a reply or an error has its own serializer.
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(record)) {
    const item = record[key];
    const next = MASKED_FIELDS.has(key)
      ? maskTail(item)
      : DROPPED_FIELDS.has(key)
        ? REDACTED
        : redactIn(item, depth + 1);
    if (next !== item) (copy ??= { ...record })[key] = next;
  }
  return copy ?? value;
}

/**
 * pino's `formatters.log`: the fields above masked or dropped at any of three depths, on a copy
 * (the caller's object stays as it was). A walk of the few fields a line has, cheaper than
 * pino's wildcard `redact` paths.
 */
export function redactFields(object: Record<string, unknown>): Record<string, unknown> {
  return redactIn(object, 0) as Record<string, unknown>;
}

/*
 * One pass over the line. Phones: E.164 with "+" or its URL encoding, spaced "+63 917 …", and
 * the Philippine national forms 09… and 639…; a number inside a longer run of digits or after a
 * decimal point (a time, an amount) is left alone. Then "Bearer <token>", the values of query
 * parameters that carry a secret, and a key or password a provider's message quotes.
 */
const LINE_SECRETS = new RegExp(
  [
    /(?:\+|%2[bB])\d{8,15}(?!\d)/.source,
    /\+63[\s-]9\d{2}[\s-]?\d{3}[\s-]?\d{4}(?!\d)/.source,
    /(?<![\d.])(?:0|63)9\d{9}(?!\d)/.source,
    /(?<![\d.])09\d{2}[\s-]\d{3}[\s-]?\d{4}(?!\d)/.source,
    /(?<bearer>bearer\s+)(?!\[redacted\])[\w.~+/=-]{8,}/.source,
    /(?<param>[?&](?:sig|signature|token|code|otp|phone)=|\b(?:api_?key|password|secret)=)(?!\[redacted\])[^&"\s\\]+/
      .source,
  ].join('|'),
  'gi',
);

/** The log line with every phone, bearer token and secret query value replaced. */
export function scrubLine(line: string): string {
  return line.replace(LINE_SECRETS, (match: string, ...rest: unknown[]) => {
    const groups = rest.at(-1) as { bearer?: string; param?: string };
    if (groups.bearer) return `${groups.bearer}[redacted]`;
    if (groups.param) return `${groups.param}[redacted]`;
    return `•••${match.replace(/\D/g, '').slice(-3)}`;
  });
}
