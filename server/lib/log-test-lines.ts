import Fastify from 'fastify';
import { appLoggerOptions } from './logger-options.ts';

/** The lines the app's logger writes for what `write` logs, at debug level. */
export function logLines(write: (log: ReturnType<typeof Fastify>['log']) => void): string[] {
  const lines: string[] = [];
  const app = Fastify({ logger: appLoggerOptions('debug', { write: (line) => lines.push(line) }) });
  write(app.log);
  return lines.map((line) => line.trimEnd());
}
