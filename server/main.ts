import { ConfigError, loadConfig } from './config.ts';
import { startServer } from './start-server.ts';

/** `node server/main.ts`: read the environment once, serve, and shut down cleanly on a signal. */
let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

const server = await startServer({ config });

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
