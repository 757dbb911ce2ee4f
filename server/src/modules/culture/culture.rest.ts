import { CULTURE_TEXTS } from '@island/shared';
import type { RestRoute } from '../../rest/rest-route.ts';

const T = CULTURE_TEXTS;

export const cultureRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/culture', call: (c, input) => c.culture.list(input), cache: true },
  { method: 'GET', url: '/api/culture/:id', call: (c, input) => c.culture.get(input), cache: true },
  { method: 'POST', url: '/api/culture', call: (c, input) => c.culture.create(input), status: 201, message: T.created },
  { method: 'PUT', url: '/api/culture/:id', call: (c, input) => c.culture.update(input), message: T.updated },
  { method: 'DELETE', url: '/api/culture/:id', call: (c, input) => c.culture.delete(input), message: T.deleted },
];
