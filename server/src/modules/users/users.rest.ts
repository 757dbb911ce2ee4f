import type { RestRoute } from '../../rest/rest-route.ts';

export const usersRestRoutes: RestRoute[] = [{ method: 'GET', url: '/api/users/roles', call: (c) => c.users.roles() }];
