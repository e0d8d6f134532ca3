import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';
import { LOG_REDACTION } from './log-redaction.ts';

/** Where log lines go when not stdout: pino writes each line as one string. */
export interface LogStream {
  write(line: string): void;
}

/** The app logger: pino JSON at the configured level, personal data kept out. */
export function appLoggerOptions(
  level: AppConfig['logLevel'],
  stream?: LogStream,
): NonNullable<FastifyServerOptions['logger']> {
  return { level, redact: LOG_REDACTION, ...(stream ? { stream } : {}) };
}
