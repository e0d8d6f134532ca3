import { serializeError } from '../lib/log-errors.ts';

/**
 * Whether an error means the database cannot be reached right now, rather than that a statement
 * failed: the connection was refused, dropped or timed out, or the server is shutting down or
 * starting up. Such a request answers SERVICE_UNAVAILABLE (503) and is worth retrying
 * (docs/errors.md#service-unavailable).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (NETWORK_CODES.has(code)) return true;
  }
  // Several addresses tried at once (localhost as ::1 and 127.0.0.1) fail as one AggregateError.
  if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  // node-postgres' own connection failures carry no code, only these messages.
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.some((m) => message.includes(m));
}

/**
 * The connection exceptions of SQLSTATE class 08, named one by one: 08P01 (protocol violation)
 * is left out, since PostgreSQL also raises it for a statement given the wrong number of
 * parameters, a bug that must surface as one. 53300: too many connections (several instances ×
 * the pool size). 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  '57P01',
  '57P02',
  '57P03',
]);

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

const PG_CONNECTION_MESSAGES = [
  'Connection terminated', // unexpectedly, or due to connection timeout
  'timeout exceeded when trying to connect', // the pool's connectionTimeoutMillis
  'is not queryable', // a client whose connection already failed or was closed
];

/**
 * What an outage line says of a database error: its code and message, cut by the one error
 * serializer (docs/security.md#what-logs-may-hold), never its statement's values.
 */
export function databaseErrorSummary(error: unknown): { code?: string; message: string } {
  const { code, message } = serializeError(error, { stack: false });
  return code === undefined ? { message } : { code, message };
}
