import type { FastifyRequest } from 'fastify';
import type { SpaPages } from '../http/spa-index.ts';
import { publicReadTags } from '../app-router.ts';
import { renderHead } from './head-html.ts';
import { pageDataBlock, pageReads, readPageData, type VisitorRead } from './page-data.ts';
import { routeKey, routeOf } from '../addresses/site-routes.ts';
import { renderRoute } from './page-heads.ts';

/**
 * The pages of the single-page app with their heads rendered by the server (no React on the
 * server: the head is written from the public procedures' answers to a visitor), and the answers
 * their first screen paints (page-data.ts). Pages that answer 200 are cached under their origin
 * and route, with the tags of their head and of every answer they carry. Everything is read
 * through the procedures (`visitorOf`), never from the database directly.
 */
export function seoPages(originOf: (req: FastifyRequest) => string, visitorOf: VisitorRead, timeZone: string): SpaPages {
  return {
    cacheKey(req, pathname, search) {
      return `page ${originOf(req)} ${routeKey(routeOf(pathname, search))}`;
    },
    async render(req, pathname, search) {
      const route = routeOf(pathname, search);
      const origin = originOf(req);
      const reads = pageReads(route);
      const visitor = visitorOf(req);
      // eslint-disable-next-line no-restricted-syntax -- a visitor's reads on the pool, never in a transaction
      const [rendered, data] = await Promise.all([renderRoute(visitor.caller, route, origin, timeZone), readPageData(visitor, reads)]);
      if (rendered.status === 301) return rendered;
      const tags = new Set([...rendered.tags, ...(reads.length > 0 ? (publicReadTags(reads) ?? ['*']) : [])]);
      return {
        status: rendered.status,
        lang: route.lang,
        head: renderHead(rendered.head, origin, route.lang),
        ...(data && rendered.status === 200 ? { tail: pageDataBlock(data) } : {}),
        cache: { key: `page ${origin} ${routeKey(route)}`, tags: [...tags] },
      };
    },
  };
}
