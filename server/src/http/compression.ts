import { promisify } from 'node:util';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How answers are compressed, chosen by measurement (`bench/compression.ts`, on the answers of a
 * seeded site with 1,000 extra destinations; the figures are in the docs' decisions):
 * - Made on demand (a public answer's first requests, any answer that is not kept): brotli at
 *   quality 1. In the running server, where each answer meets cold processor caches, quality 5
 *   cost three times as much CPU (about 600 against 190 µs for the home answer) for 5-16 % fewer
 *   bytes; quality 1 is also cheaper there than gzip 1, and smaller. gzip at level 6 for the few
 *   clients without brotli (level 9 saved under 0.5 %).
 * - Kept for many requests (a public answer once it is asked again from the cache): brotli at
 *   quality 11, 5-12 % smaller again, made once in the background off the event loop (8-110 ms
 *   of a worker thread), then swapped in.
 * - Below a kilobyte an answer travels as it is: a header and a round trip cost more than the
 *   bytes saved.
 * Built files are compressed once at build time at the best quality (scripts/precompress.mjs).
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;
const ON_DEMAND_BROTLI_QUALITY = 1;
const ON_DEMAND_GZIP_LEVEL = 6;
const BEST_BROTLI_QUALITY = 11;

export type CompressedEncoding = 'br' | 'gzip';

/**
 * The smallest window that holds the whole body (brotli allows 2^10 to 2^24 bytes). The default,
 * 2^22, makes the encoder allocate megabytes for a 3 KB answer: with the server's allocator
 * settings (large blocks mapped fresh from the kernel, see `npm run serve`) that cost 230 µs per
 * answer where the fitted window costs 37 µs, for the same bytes out, since the body fits either way.
 */
const fittedWindowBits = (size: number) => Math.min(24, Math.max(10, Math.ceil(Math.log2(size + 1))));

/** Brotli's options for a body of `size` bytes at `quality` (also used by bench/compression.ts). */
export const brotliParams = (quality: number, size: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    [zlib.constants.BROTLI_PARAM_LGWIN]: fittedWindowBits(size),
  },
});

/** The answer compressed now, cheaply, for the request that waits for it. */
export function compressOnDemand(body: Buffer, encoding: CompressedEncoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, brotliParams(ON_DEMAND_BROTLI_QUALITY, body.length)) : zlib.gzipSync(body, { level: ON_DEMAND_GZIP_LEVEL });
}

const brotliAsync = promisify(zlib.brotliCompress);

/** The answer compressed at brotli's best, on libuv's worker threads (the event loop goes on). */
export function compressBestBrotli(body: Buffer): Promise<Buffer> {
  return brotliAsync(body, brotliParams(BEST_BROTLI_QUALITY, body.length));
}

/** Options for @fastify/compress, which compresses the answers that are not kept (staff reads). */
const ON_DEMAND_COMPRESS_OPTIONS = {
  encodings: ['br', 'gzip'] as CompressedEncoding[],
  threshold: COMPRESS_THRESHOLD_BYTES,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: ON_DEMAND_BROTLI_QUALITY } },
  zlibOptions: { level: ON_DEMAND_GZIP_LEVEL },
};

/**
 * Text-like answers that are not kept (staff reads) travel compressed with the options above;
 * public reads are compressed once and kept (public-answers.ts), built assets are sent
 * precompressed (client-files.ts), and an answer that already carries an encoding is left alone.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, ON_DEMAND_COMPRESS_OPTIONS);
  },
  { name: 'compression' },
);
