import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { ConfigError } from './config-error.ts';
import { loadConfig } from './config.ts';
import { fatalErrorHandler } from './lib/fatal-errors.ts';
import { startServer } from './start-server.ts';

/** Log text held while stdout is not taking it; beyond this, lines are dropped. */
const LOG_BUFFER_MAX_BYTES = 16 * 1024 * 1024;

/** `node server/main.ts`: read the environment once, serve, and shut down cleanly on a signal. */
let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

// Whatever escapes from here on, a failed start included, is logged by the app's logger and ends
// the process (lib/fatal-errors.ts).
let appLog: FastifyBaseLogger | null = null;
const fatal = fatalErrorHandler(() => appLog);
process.on('uncaughtException', fatal);
process.on('unhandledRejection', (reason) => fatal(reason, 'unhandledRejection'));

const server = await startServer({
  config,
  // Lines written without blocking the event loop, batched while a write is under way: one
  // write per request cost more than the rest of the log line. Bounded, so a reader that stalls
  // costs lines, not the server's memory (docs/performance.md#log-writes).
  logStream: pino.destination({ dest: 1, sync: false, maxLength: LOG_BUFFER_MAX_BYTES }),
  onLogger: (log) => {
    appLog = log;
  },
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    // app.close() stops accepting, lets requests in flight finish, then closes the database.
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  });
}
