import { MSME_TEXTS } from '@island/shared';
import type { RestRoute } from '../../rest/rest-route.ts';

const T = MSME_TEXTS;

export const msmeRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/msme', call: (c, input) => c.msme.list(input), cache: true },
  { method: 'GET', url: '/api/msme/:id', call: (c, input) => c.msme.get(input), cache: true },
  { method: 'POST', url: '/api/msme', call: (c, input) => c.msme.create(input), status: 201, message: T.created },
  { method: 'PUT', url: '/api/msme/:id', call: (c, input) => c.msme.update(input), message: T.updated },
  { method: 'DELETE', url: '/api/msme/:id', call: (c, input) => c.msme.delete(input), message: T.deleted },
];
