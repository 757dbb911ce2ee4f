import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Text-like answers over 1 KB travel compressed, brotli before gzip. Quality 4 keeps brotli about
 * as fast as gzip while still smaller; public reads are compressed once and kept
 * (public-answers.ts), and built assets are sent precompressed (client-files.ts).
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
