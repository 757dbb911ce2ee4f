import { ARTICLE_TEXTS, type Article } from '@island/shared';
import type { RestRoute } from '../../rest/rest-route.ts';

const T = ARTICLE_TEXTS;

export const articlesRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/articles', call: (c, input) => c.articles.list(input), cache: true },
  { method: 'GET', url: '/api/articles/featured', call: (c, input) => c.articles.featured(input), cache: true },
  { method: 'GET', url: '/api/articles/slug/:slug', call: (c, input) => c.articles.bySlug(input), cache: true },
  { method: 'GET', url: '/api/articles/:id', call: (c, input) => c.articles.byId(input), cache: true },
  { method: 'POST', url: '/api/articles', call: (c, input) => c.articles.create(input), status: 201, message: T.created },
  { method: 'PUT', url: '/api/articles/:id', call: (c, input) => c.articles.update(input), message: T.updated },
  { method: 'DELETE', url: '/api/articles/:id', call: (c, input) => c.articles.delete(input), message: T.deleted },
  {
    method: 'PATCH',
    url: '/api/articles/:id/approve',
    call: (c, input) => c.articles.approve(input),
    message: (data: Article) => T.approved(data.title),
  },
  {
    method: 'PATCH',
    url: '/api/articles/:id/reject',
    call: (c, input) => c.articles.reject(input),
    message: (data: Article) => T.rejected(data.title),
  },
];
