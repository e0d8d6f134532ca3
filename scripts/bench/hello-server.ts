/**
 * The benchmark's yardstick: a bare Fastify (the app's version) answering one small JSON object,
 * with no plugin, no logger and no database. What the API reaches is read as a share of this on
 * the same machine in the same run (docs/performance.md#benchmark).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };
// The line the benchmark waits for, shaped like the API server's own (scripts/bench/processes.ts).
process.stdout.write(
  `${JSON.stringify({ msg: 'server listening', url: `http://127.0.0.1:${port}` })}\n`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
