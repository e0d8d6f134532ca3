import fp from 'fastify-plugin';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';

/**
 * Brotli, else gzip, for API answers and any file without a precompressed sibling. Quality 5
 * rather than brotli's default 11: per request, speed matters more than the last few percent.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: 'compression', fastify: '5.x' },
);
