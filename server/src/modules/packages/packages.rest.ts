import { PACKAGE_TEXTS } from '@island/shared';
import type { RestRoute } from '../../rest/rest-route.ts';

const T = PACKAGE_TEXTS;

export const packagesRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/packages', call: (c, input) => c.packages.list(input), cache: true },
  { method: 'GET', url: '/api/packages/:id', call: (c, input) => c.packages.get(input), cache: true },
  { method: 'POST', url: '/api/packages', call: (c, input) => c.packages.create(input), status: 201, message: T.created },
  { method: 'PUT', url: '/api/packages/:id', call: (c, input) => c.packages.update(input), message: T.updated },
  { method: 'DELETE', url: '/api/packages/:id', call: (c, input) => c.packages.delete(input), message: T.deleted },
];
