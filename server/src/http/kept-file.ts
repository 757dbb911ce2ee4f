import type { FastifyReply, FastifyRequest } from 'fastify';
import { type PublicCache, preferredEncoding } from './public-cache.ts';

/** A file made from public data: where the public cache keeps it, what drops it, how it is sent. */
export interface KeptFile {
  /** The cache key: the file and anything it depends on (the origin its links name). */
  key: string;
  /** The cache tags of the public reads it is made from: a write of any of them drops it. */
  tags: readonly string[];
  /** Its content type and any other header of its own (content-disposition). */
  headers: Record<string, string>;
}

/**
 * Sends a file made from public data (the sitemap, the calendar feeds), kept in the public cache
 * compressed and with its ETag until a write changes what it shows: `make` runs on a miss only,
 * and answers null for a file that does not exist (404). The browser asks again each time
 * (no-cache) and gets a 304 while the file is the same.
 */
export async function sendKeptFile(req: FastifyRequest, reply: FastifyReply, cache: PublicCache, file: KeptFile, make: () => Promise<string | null>) {
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  let hit = cache.get(file.key, encoding);
  if (!hit) {
    const since = cache.begin();
    const text = await make();
    if (text === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const body = Buffer.from(text);
    cache.store(file.key, body, {}, file.tags, since);
    hit = cache.get(file.key, encoding) ?? { body, etag: '', headers: {}, encoding: 'identity' };
  }
  reply.headers({ ...file.headers, 'cache-control': 'no-cache', vary: 'Accept-Encoding' });
  if (hit.etag) {
    reply.header('etag', hit.etag);
    if (req.headers['if-none-match'] === hit.etag) return reply.code(304).send();
  }
  if (hit.encoding !== 'identity') reply.header('content-encoding', hit.encoding);
  return reply.send(hit.body);
}
