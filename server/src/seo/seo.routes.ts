import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import type { PublicCache } from '../http/public-cache.ts';
import { preferredEncoding } from '../http/public-cache.ts';
import { publicReadTags } from '../app-router.ts';
import { listSitemapRecords } from './seo.repo.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** Everything the sitemap lists changes with these public reads' tags. */
const SITEMAP_TAGS = publicReadTags(['settings.all', 'destinations.get', 'packages.get', 'products.get', 'culture.get', 'articles.bySlug']) ?? ['*'];

/**
 * `/sitemap.xml` and `/robots.txt`. The sitemap is read from the database once and kept in the
 * public cache (compressed, with its ETag) until a write changes what it lists.
 */
export function registerSeoRoutes(app: FastifyInstance, db: Database, cache: PublicCache, originOf: (req: FastifyRequest) => string) {
  app.get('/sitemap.xml', async (req, reply) => {
    const origin = originOf(req);
    const key = `sitemap ${origin}`;
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    let hit = cache.get(key, encoding);
    if (!hit) {
      const since = cache.begin();
      const body = Buffer.from(sitemapXml(origin, await listSitemapRecords(db)));
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
  });

  app.get('/robots.txt', async (req, reply) => {
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return robotsTxt(originOf(req));
  });
}
