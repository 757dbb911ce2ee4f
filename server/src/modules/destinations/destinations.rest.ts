import { DESTINATION_TEXTS } from '@island/shared';
import type { RestRoute } from '../../rest/rest-route.ts';

const T = DESTINATION_TEXTS;

export const destinationsRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/destinations', call: (c, input) => c.destinations.list(input), cache: true },
  { method: 'GET', url: '/api/destinations/:id', call: (c, input) => c.destinations.get(input), cache: true },
  { method: 'POST', url: '/api/destinations', call: (c, input) => c.destinations.create(input), status: 201, message: T.created },
  { method: 'PUT', url: '/api/destinations/:id', call: (c, input) => c.destinations.update(input), message: T.updated },
  { method: 'DELETE', url: '/api/destinations/:id', call: (c, input) => c.destinations.delete(input), message: T.deleted },
];
