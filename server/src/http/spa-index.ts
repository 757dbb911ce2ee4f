import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, preferredEncoding } from './public-cache.ts';

/** The English twin of every public page lives under `/en` (same slugs); Indonesian is the default. */
export function isEnglishPath(pathname: string): boolean {
  return pathname === '/en' || pathname.startsWith('/en/');
}

/** Extra tags for the head of one page address (the home page preloads its hero picture). */
export type HeadTagsFor = (req: FastifyRequest, pathname: string) => Promise<string>;

/**
 * The client's index.html, answered for every page address of the single-page app. Read once
 * with the compressed copies the build wrote beside it, and always revalidated (`no-cache`), so
 * a new release is picked up on the next visit. A page that needs tags of its own in the head
 * gets the page built and compressed for it (a small document, cheap to compress).
 */
export function loadSpaIndex(clientDist: string, headTagsFor: HeadTagsFor) {
  const file = path.join(clientDist, 'index.html');
  const read = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
  const raw = fs.readFileSync(file);
  const template = raw.toString('utf8');
  const copies = { br: read('.br'), gzip: read('.gz'), identity: raw };

  function send(req: FastifyRequest, reply: FastifyReply, body: Buffer, compressed: Partial<Record<'br' | 'gzip', Buffer>>) {
    const etag = etagOf(body);
    reply.header('cache-control', 'no-cache').header('content-type', 'text/html; charset=utf-8').header('etag', etag);
    reply.header('vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    const wanted = preferredEncoding(req.headers['accept-encoding']);
    if (wanted === 'identity') return reply.send(body);
    const bytes =
      compressed[wanted] ??
      (wanted === 'br'
        ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
        : zlib.gzipSync(body, { level: 6 }));
    return reply.header('content-encoding', wanted).send(bytes);
  }

  return async function sendSpaIndex(req: FastifyRequest, reply: FastifyReply) {
    const pathname = req.url.split('?')[0] ?? '/';
    const extra = await headTagsFor(req, pathname).catch(() => '');
    const english = isEnglishPath(pathname);
    if (!extra && !english) return send(req, reply, copies.identity, copies);
    // An English page says so before any script runs (search engines, screen readers, translators).
    const page = english ? template.replace('<html lang="id">', '<html lang="en">') : template;
    return send(req, reply, Buffer.from(extra ? page.replace('</head>', `${extra}\n  </head>`) : page), {});
  };
}
