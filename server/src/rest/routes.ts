import { authRestRoutes } from '../modules/auth/auth.rest.ts';
import { healthRestRoutes } from '../modules/health/health.rest.ts';
import { usersRestRoutes } from '../modules/users/users.rest.ts';
import type { RestRoute } from './rest-route.ts';

/** The whole REST surface, module by module. */
export const restRoutes: RestRoute[] = [...healthRestRoutes, ...authRestRoutes, ...usersRestRoutes];
