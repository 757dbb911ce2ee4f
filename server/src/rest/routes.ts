import { articlesRestRoutes } from '../modules/articles/articles.rest.ts';
import { authRestRoutes } from '../modules/auth/auth.rest.ts';
import { cultureRestRoutes } from '../modules/culture/culture.rest.ts';
import { destinationsRestRoutes } from '../modules/destinations/destinations.rest.ts';
import { healthRestRoutes } from '../modules/health/health.rest.ts';
import { packagesRestRoutes } from '../modules/packages/packages.rest.ts';
import { usersRestRoutes } from '../modules/users/users.rest.ts';
import { facilitiesRestRoutes } from '../modules/facilities/facilities.rest.ts';
import { homeRestRoutes } from '../modules/home/home.rest.ts';
import { settingsRestRoutes } from '../modules/settings/settings.rest.ts';
import { testimonialsRestRoutes } from '../modules/testimonials/testimonials.rest.ts';
import { transportationRestRoutes } from '../modules/transportation/transportation.rest.ts';
import type { RestRoute } from './rest-route.ts';

/** The whole REST surface, module by module. */
export const restRoutes: RestRoute[] = [
  ...healthRestRoutes,
  ...authRestRoutes,
  ...usersRestRoutes,
  ...destinationsRestRoutes,
  ...cultureRestRoutes,
  ...packagesRestRoutes,
  ...settingsRestRoutes,
  ...facilitiesRestRoutes,
  ...transportationRestRoutes,
  ...testimonialsRestRoutes,
  ...homeRestRoutes,
  ...articlesRestRoutes,
];
