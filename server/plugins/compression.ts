import fp from 'fastify-plugin';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';

/**
 * Answers below this many bytes go out as they are. Compressing one costs 40–110 µs of CPU
 * (brotli or gzip, a loan home of 1.2 KB), as much as the rest of the request, and saves a few
 * hundred bytes that fit in the same first TCP round trip anyway (docs/performance.md#compression).
 */
export const COMPRESS_THRESHOLD_BYTES = 2048;

/**
 * Brotli, else gzip, for API answers and any file without a precompressed sibling. Quality 5
 * rather than brotli's default 11: per request, speed matters more than the last few percent.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD_BYTES,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
      // The app never compresses what it sends, and an inflated body would escape the body size
      // limits: a compressed request is refused like any unreadable body (docs/security.md#request-ceilings).
      globalDecompression: false,
    });
  },
  { name: 'compression', fastify: '5.x' },
);
