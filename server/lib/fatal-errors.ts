import type { FastifyBaseLogger } from 'fastify';

/**
 * What the process does with an error that escaped every handler (a rejection nobody awaited, a
 * throw in a timer, a failed start): one `fatal` line through the app's logger, so its error
 * serializer and scrubbing apply (docs/security.md#what-logs-may-hold), then exit 1 for the
 * supervisor to restart. Node's default printed the error with util.inspect to stderr: every
 * property, a statement's parameters included. Before the logger exists only the error's type
 * is written.
 */
export function fatalErrorHandler(
  logger: () => FastifyBaseLogger | null,
  exit: (code: number) => void = (code) => process.exit(code),
): (error: unknown, origin: string) => void {
  return (error, origin) => {
    try {
      const log = logger();
      if (log) {
        log.fatal({ err: error, origin }, 'fatal error: the process exits');
      } else {
        const type = error instanceof Error ? error.name : typeof error;
        process.stderr.write(`fatal error (${origin}) before the logger existed: ${type}\n`);
      }
    } finally {
      exit(1);
    }
  };
}
