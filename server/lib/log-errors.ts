/**
 * What a log line may say about an error (docs/security.md#what-logs-may-hold): its type, code
 * (SQLSTATE, Node's or the contract's), the name of the statement that failed, the identifiers a
 * database error names (constraint, table, column), a message with the values cut out, and the
 * stack's frames. Never a statement's parameters, PostgreSQL's `detail` ("Key (phone)=(…)"),
 * `where` (a parameter's value), a provider's response, or any other property an error carries.
 */
export type LoggedError = {
  type: string;
  code?: string;
  statusCode?: number;
  statement?: string;
  constraint?: string;
  table?: string;
  column?: string;
  message: string;
  stack?: string;
  cause?: LoggedError;
  errors?: LoggedError[];
};

/** Enough of a message to know what failed; a provider's answer quoted in one stops here. */
const MAX_MESSAGE = 300;
const MAX_DEPTH = 3;
const MAX_ERRORS = 5;

/** A lower-case SQL or JSON name: "customers_phone_key", "orders.status". */
const IDENTIFIER = /^[a-z_][a-z0-9_$.]*$/;

/**
 * The message without the values it may quote. PostgreSQL ends a message with the value it could
 * not read (`invalid input syntax for type uuid: "…"`) or names it (`value "…" is out of range`);
 * every other quoted text is kept only when it is an identifier (`unique constraint "…_key"`).
 */
export function safeErrorMessage(message: string): string {
  const cut = message
    .replace(/: "[\s\S]*"\s*$/, ': "…"')
    .replace(/\bvalue "[^"]*"/g, 'value "…"')
    .replace(/"([^"\n]*)"/g, (quoted, inner: string) =>
      IDENTIFIER.test(inner) && inner.length <= 63 ? quoted : '"…"',
    );
  return cut.length > MAX_MESSAGE ? `${cut.slice(0, MAX_MESSAGE)}…` : cut;
}

/** The frames of a stack, without its first lines, which repeat the message. */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const at = stack.indexOf('\n    at ');
  return at >= 0 ? stack.slice(at + 1) : undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/** pg's and PGlite's errors are named 'error' (a protocol message name); they carry a severity. */
function errorType(e: Record<string, unknown>): string {
  if (typeof e.severity === 'string' && typeof e.code === 'string') return 'DatabaseError';
  const ctor = (e as { constructor?: { name?: unknown } }).constructor?.name;
  return text(e.name) ?? text(ctor !== 'Object' ? ctor : undefined) ?? 'Error';
}

/**
 * The one serializer of errors in logs: pino's `err` (logger-options.ts) and every summary of a
 * database error go through it. `stack: false` for lines that only report an outage.
 */
export function serializeError(
  error: unknown,
  options: { stack?: boolean } = {},
  depth = 0,
): LoggedError {
  if (typeof error !== 'object' || error === null) {
    return { type: typeof error, message: safeErrorMessage(String(error)) };
  }
  const e = error as Record<string, unknown>;
  const type = errorType(e);
  const logged: LoggedError = { type, message: safeErrorMessage(String(e.message ?? '')) };
  const code = e.code;
  if (typeof code === 'string' || typeof code === 'number') logged.code = String(code);
  if (typeof e.statusCode === 'number') logged.statusCode = e.statusCode;
  for (const key of ['statement', 'constraint', 'table', 'column'] as const) {
    const value = text(e[key]);
    if (value) logged[key] = value;
  }
  if (options.stack !== false) {
    const stack = framesOf(e.stack);
    if (stack) logged.stack = stack;
  }
  if (depth < MAX_DEPTH && e.cause !== undefined) {
    logged.cause = serializeError(e.cause, options, depth + 1);
  }
  if (depth < MAX_DEPTH && Array.isArray(e.errors) && e.errors.length > 0) {
    logged.errors = e.errors
      .slice(0, MAX_ERRORS)
      .map((inner) => serializeError(inner, options, depth + 1));
  }
  return logged;
}
