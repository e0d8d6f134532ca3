/**
 * The benchmark's yardstick: a bare Fastify (the app's version) answering one small JSON object,
 * with no plugin, no logger and no database. What the API reaches is read as a share of this on
 * the same machine in the same run (docs/performance.md#benchmark).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', () => ({ hello: 'world' }));
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
