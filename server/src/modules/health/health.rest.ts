import type { RestRoute } from '../../rest/rest-route.ts';

export const healthRestRoutes: RestRoute[] = [{ method: 'GET', url: '/api/health', call: (c) => c.health.check() }];
