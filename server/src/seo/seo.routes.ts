import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { sendKeptFile } from '../http/kept-file.ts';
import type { PublicCache } from '../http/public-cache.ts';
import { publicReadTags } from '../app-router.ts';
import { listSitemapRecords } from './seo.repo.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** Everything the sitemap lists changes with these public reads' tags. */
const SITEMAP_TAGS = publicReadTags(['settings.all', 'destinations.get', 'packages.get', 'products.get', 'culture.get', 'articles.bySlug', 'events.bySlug', 'homestays.get']) ?? ['*'];

/**
 * `/sitemap.xml` (and, on a large site, `/sitemap-N.xml`) and `/robots.txt`. Each sitemap file is
 * read from the database once and kept in the public cache (compressed, with its ETag) until a
 * write changes what it lists.
 */
export interface SeoRoutesOptions {
  db: Database;
  cache: PublicCache;
  originOf: (req: FastifyRequest) => string;
}

export async function seoRoutes(app: FastifyInstance, { db, cache, originOf }: SeoRoutesOptions) {
  const sendSitemap = (req: FastifyRequest, reply: FastifyReply, part: number | null) => {
    const origin = originOf(req);
    const file = { key: `sitemap ${origin} ${part ?? 'main'}`, tags: SITEMAP_TAGS, headers: { 'content-type': 'application/xml; charset=utf-8' } };
    return sendKeptFile(req, reply, cache, file, async () => sitemapXml(origin, await listSitemapRecords(db), part));
  };
  app.get('/sitemap.xml', (req, reply) => sendSitemap(req, reply, null));
  app.get<{ Params: { n: string } }>('/sitemap-:n(^\\d{1,6}).xml', (req, reply) => sendSitemap(req, reply, Number(req.params.n)));

  app.get('/robots.txt', async (req, reply) => {
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return robotsTxt(originOf(req));
  });
}
