import { type Transportation, TRANSPORTATION_TEXTS } from '@island/shared';
import type { RestRoute } from '../../rest/rest-route.ts';

const T = TRANSPORTATION_TEXTS;

export const transportationRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/transportation', call: (c, input) => c.transportation.list(input), cache: true },
  { method: 'GET', url: '/api/transportation/:id', call: (c, input) => c.transportation.byId(input), cache: true },
  { method: 'POST', url: '/api/transportation', call: (c, input) => c.transportation.create(input), status: 201, message: T.created },
  { method: 'PUT', url: '/api/transportation/:id', call: (c, input) => c.transportation.update(input), message: T.updated },
  {
    method: 'PATCH',
    url: '/api/transportation/:id/status',
    call: (c, input) => c.transportation.setStatus(input),
    message: (t: Transportation) => T.statusChanged(t.name, t.status),
  },
  {
    method: 'DELETE',
    url: '/api/transportation/:id',
    call: (c, input) => c.transportation.remove(input),
    message: (t: { name: string }) => T.deleted(t.name),
  },
];
