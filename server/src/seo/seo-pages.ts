import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import type { SpaPages } from '../http/spa-index.ts';
import { renderHead } from './head-html.ts';
import { renderRoute, routeKey, routeOf } from './page-heads.ts';

/**
 * The pages of the single-page app with their heads rendered by the server (no React on the
 * server: the head is written from the same repository reads the public answers use).
 * Pages that answer 200 are cached under their origin and route.
 */
export function seoPages(db: Database, originOf: (req: FastifyRequest) => string): SpaPages {
  return {
    cacheKey(req, pathname, search) {
      return `page ${originOf(req)} ${routeKey(routeOf(pathname, search))}`;
    },
    async render(req, pathname, search) {
      const route = routeOf(pathname, search);
      const origin = originOf(req);
      const rendered = await renderRoute(db, route, origin);
      if (rendered.status === 301) return rendered;
      return {
        status: rendered.status,
        lang: route.lang,
        head: renderHead(rendered.head, origin, route.lang),
        cache: { key: `page ${origin} ${routeKey(route)}`, tags: rendered.tags },
      };
    },
  };
}
