import fs from 'node:fs';
import path from 'node:path';
import type { SiteLang } from '@island/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressOnDemand } from './compression.ts';
import { etagOf, type PublicCache, preferredEncoding } from './public-cache.ts';

/** What the head of one page address carries, and its status. */
export type SpaPage =
  | {
      status: 200 | 404;
      lang: SiteLang;
      head: string;
      /** HTML written at the end of the body: the answers the page's first screen paints. */
      tail?: string;
      cache?: { key: string; tags: readonly string[] };
    }
  | { status: 301; location: string };

/** The page of an address: `cached` names it when it may come from the cache without rendering it. */
export interface SpaPages {
  cacheKey(req: FastifyRequest, pathname: string, search: URLSearchParams): string | null;
  render(req: FastifyRequest, pathname: string, search: URLSearchParams): Promise<SpaPage>;
}

/** The build's own title and description, replaced by each page's. */
const DEFAULT_HEAD = [/\s*<title>[^<]*<\/title>/, /\s*<meta\s+name="description"[^>]*>/];

/**
 * The client's index.html, answered for every page address of the single-page app with the
 * head of that page (title, description, canonical, Open Graph, JSON-LD: see seo/) written in
 * by the server, at the end of its body the answers its first screen paints (the home page's:
 * seo/page-data.ts), and its status (404 for unknown addresses and records; the app then shows
 * its own view). Rendered pages that may be cached are kept in the public cache with their
 * compressed forms, under the tags of what they show, so a write drops them like public
 * answers. Always revalidated (`no-cache`, ETag), so a new release or edit is seen at once.
 * When the head cannot be rendered (database down) the build's page is sent as it is.
 */
export function loadSpaIndex(clientDist: string, pages: SpaPages, cache?: PublicCache) {
  const file = path.join(clientDist, 'index.html');
  const read = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
  const raw = fs.readFileSync(file);
  const template = DEFAULT_HEAD.reduce((html, pattern) => html.replace(pattern, ''), raw.toString('utf8'));
  const copies = { br: read('.br'), gzip: read('.gz'), identity: raw };

  // Replaced through functions: a `$&` or `$'` in a page's texts is text, not a replacement pattern.
  function build(lang: SiteLang, head: string, tail = ''): Buffer {
    const html = template
      .replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`)
      .replace('</head>', () => `  ${head}\n  </head>`)
      .replace('</body>', () => (tail ? `  ${tail}\n  </body>` : '</body>'));
    return Buffer.from(html);
  }

  function headers(reply: FastifyReply, etag: string) {
    reply.header('cache-control', 'no-cache').header('content-type', 'text/html; charset=utf-8').header('etag', etag);
    reply.header('vary', 'Accept-Encoding');
  }

  function send(req: FastifyRequest, reply: FastifyReply, status: number, body: Buffer, compressed: Partial<Record<'br' | 'gzip', Buffer>>) {
    const etag = etagOf(body);
    headers(reply, etag);
    reply.code(status);
    if (status === 200 && req.headers['if-none-match'] === etag) return reply.code(304).send();
    const wanted = preferredEncoding(req.headers['accept-encoding']);
    if (wanted === 'identity') return reply.send(body);
    const bytes = compressed[wanted] ?? compressOnDemand(body, wanted);
    return reply.header('content-encoding', wanted).send(bytes);
  }

  return async function sendSpaIndex(req: FastifyRequest, reply: FastifyReply) {
    const [pathname = '/', query = ''] = req.url.split('?');
    const search = new URLSearchParams(query);
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const key = cache ? pages.cacheKey(req, pathname, search) : null;
    const hit = key ? cache?.get(key, encoding) : undefined;
    if (hit) {
      headers(reply, hit.etag);
      if (req.headers['if-none-match'] === hit.etag) return reply.code(304).send();
      if (hit.encoding !== 'identity') reply.header('content-encoding', hit.encoding);
      return reply.send(hit.body);
    }
    const since = cache?.begin() ?? 0;
    let page: SpaPage;
    try {
      page = await pages.render(req, pathname, search);
    } catch (error) {
      req.log.warn({ err: error }, 'page head not rendered');
      return send(req, reply, 200, copies.identity, copies);
    }
    if (page.status === 301) return reply.code(301).header('cache-control', 'no-cache').redirect(page.location, 301);
    const body = build(page.lang, page.head, page.tail);
    if (page.status === 200 && page.cache && cache) {
      const etag = cache.store(page.cache.key, body, {}, page.cache.tags, since);
      const stored = cache.get(page.cache.key, encoding);
      if (stored) {
        headers(reply, stored.etag);
        if (req.headers['if-none-match'] === etag) return reply.code(304).send();
        if (stored.encoding !== 'identity') reply.header('content-encoding', stored.encoding);
        return reply.send(stored.body);
      }
    }
    return send(req, reply, page.status, body, {});
  };
}
