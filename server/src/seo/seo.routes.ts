import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import type { PublicCache } from '../http/public-cache.ts';
import { preferredEncoding } from '../http/public-cache.ts';
import { publicReadTags } from '../app-router.ts';
import { listSitemapRecords } from './seo.repo.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** Everything the sitemap lists changes with these public reads' tags. */
const SITEMAP_TAGS = publicReadTags(['settings.all', 'destinations.get', 'packages.get', 'products.get', 'culture.get', 'articles.bySlug', 'events.bySlug']) ?? ['*'];

/**
 * `/sitemap.xml` (and, on a large site, `/sitemap-N.xml`) and `/robots.txt`. Each sitemap file is
 * read from the database once and kept in the public cache (compressed, with its ETag) until a
 * write changes what it lists.
 */
export function registerSeoRoutes(app: FastifyInstance, db: Database, cache: PublicCache, originOf: (req: FastifyRequest) => string) {
  const sendSitemap = async (req: FastifyRequest, reply: FastifyReply, part: number | null) => {
    const origin = originOf(req);
    const key = `sitemap ${origin} ${part ?? 'main'}`;
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    let hit = cache.get(key, encoding);
    if (!hit) {
      const since = cache.begin();
      const text = sitemapXml(origin, await listSitemapRecords(db), part);
      if (text === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const body = Buffer.from(text);
      cache.store(key, body, {}, SITEMAP_TAGS, since);
      hit = cache.get(key, encoding) ?? { body, etag: '', headers: {}, encoding: 'identity' };
    }
    reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
    if (hit.etag) {
      reply.header('etag', hit.etag);
      if (req.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    }
    if (hit.encoding !== 'identity') reply.header('content-encoding', hit.encoding);
    return reply.send(hit.body);
  };
  app.get('/sitemap.xml', (req, reply) => sendSitemap(req, reply, null));
  app.get<{ Params: { n: string } }>('/sitemap-:n(^\\d{1,6}).xml', (req, reply) => sendSitemap(req, reply, Number(req.params.n)));

  app.get('/robots.txt', async (req, reply) => {
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return robotsTxt(originOf(req));
  });
}
