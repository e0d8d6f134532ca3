import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';
import { serializeError } from './log-errors.ts';
import type { LoggedError } from './log-errors.ts';
import { redactFields, scrubLine } from './log-redaction.ts';
import { requestSerializers } from './log-requests.ts';

/** Where log lines go when not stdout: pino writes each line as one string. */
export interface LogStream {
  write(line: string): void;
}

/**
 * The app logger (docs/security.md#what-logs-may-hold): pino JSON at the configured level;
 * requests, replies and errors through our serializers, fields by name masked or dropped,
 * and each finished line scrubbed of phones and tokens before it is written.
 */
export function appLoggerOptions(
  level: AppConfig['logLevel'],
  stream?: LogStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    formatters: { log: redactFields },
    serializers: {
      ...requestSerializers,
      // Fastify's type promises a stack on every serialized error; ours has none when the error
      // had none.
      err: serializeError as (error: unknown) => LoggedError & { stack: string },
    },
    hooks: { streamWrite: scrubLine },
    ...(stream ? { stream } : {}),
  };
}
