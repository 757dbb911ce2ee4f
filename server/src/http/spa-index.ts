import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, preferredEncoding } from './public-cache.ts';

/**
 * The client's index.html, answered for every page address of the single-page app. Read once
 * with the compressed copies the build wrote beside it, and always revalidated (`no-cache`), so
 * a new release is picked up on the next visit.
 */
export function loadSpaIndex(clientDist: string) {
  const file = path.join(clientDist, 'index.html');
  const read = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
  const raw = fs.readFileSync(file);
  const copies = { br: read('.br'), gzip: read('.gz'), identity: raw };
  const etag = etagOf(raw);

  return function sendSpaIndex(req: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-cache').header('content-type', 'text/html; charset=utf-8').header('etag', etag);
    reply.header('vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    const wanted = preferredEncoding(req.headers['accept-encoding']);
    const encoding = copies[wanted] ? wanted : 'identity';
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(copies[encoding]);
  };
}
