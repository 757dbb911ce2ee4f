import type { RestRoute } from '../../rest/rest-route.ts';

export const homeRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/home', call: (c) => c.home.get(), cache: true },
  { method: 'GET', url: '/api/home/transportation', call: (c) => c.home.transportation(), cache: true },
];
