import { type Facility, FACILITY_TEXTS } from '@island/shared';
import type { RestRoute } from '../../rest/rest-route.ts';

export const facilitiesRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/settings/facilities', call: (c) => c.facilities.list(), cache: true },
  {
    method: 'POST',
    url: '/api/settings/facilities',
    call: (c, input) => c.facilities.create(input),
    status: 201,
    message: (f: Facility) => FACILITY_TEXTS.created(f.label),
  },
  {
    method: 'PUT',
    url: '/api/settings/facilities/:id',
    call: (c, input) => c.facilities.update(input),
    message: (f: Facility) => FACILITY_TEXTS.updated(f.label),
  },
  {
    method: 'DELETE',
    url: '/api/settings/facilities/:id',
    call: (c, input) => c.facilities.remove(input),
    message: (f: Facility) => FACILITY_TEXTS.deleted(f.label),
  },
];
