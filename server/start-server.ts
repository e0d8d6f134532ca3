import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import type { App, BuildAppOptions } from './app.ts';

export interface RunningServer {
  app: App;
  /** Where to reach it from this machine, e.g. http://127.0.0.1:43127 */
  url: string;
  close: () => Promise<void>;
}

/** Builds the app and listens on HOST:PORT (PORT=0 picks a free port). */
export async function startServer(options: BuildAppOptions): Promise<RunningServer> {
  const app = await buildApp(options);
  await app.listen({ host: options.config.host, port: options.config.port });
  const { port } = app.server.address() as AddressInfo;
  const host = ['0.0.0.0', '::'].includes(options.config.host) ? '127.0.0.1' : options.config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  // One line a spawner can wait for and read the port from.
  app.log.info({ url, port }, 'server listening');
  return { app, url, close: () => app.close() };
}
