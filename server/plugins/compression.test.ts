import Fastify from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, compressionPlugin } from './compression.ts';

async function appWith(bodyBytes: number) {
  const app = Fastify({ logger: false });
  await app.register(compressionPlugin);
  app.get('/body', () => ({ text: 'a'.repeat(bodyBytes - 11) })); // {"text":""} is 11 bytes
  return app;
}

describe('compression of answers', () => {
  it('leaves an answer that fits the first round trip as it is (a loan home of 1.2 KB)', async () => {
    const app = await appWith(1200);
    const answer = await app.inject({ url: '/body', headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toHaveLength(1200);
    await app.close();
  });

  it('compresses a larger answer with brotli when asked', async () => {
    const app = await appWith(COMPRESS_THRESHOLD_BYTES + 100);
    const answer = await app.inject({ url: '/body', headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.rawPayload).length).toBe(COMPRESS_THRESHOLD_BYTES + 100);
    await app.close();
  });
});
