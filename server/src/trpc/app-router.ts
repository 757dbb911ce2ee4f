import { articlesRouter } from '../modules/articles/articles.router.ts';
import { authRouter } from '../modules/auth/auth.router.ts';
import { cultureRouter } from '../modules/culture/culture.router.ts';
import { destinationsRouter } from '../modules/destinations/destinations.router.ts';
import { healthRouter } from '../modules/health/health.router.ts';
import { packagesRouter } from '../modules/packages/packages.router.ts';
import { usersRouter } from '../modules/users/users.router.ts';
import { facilitiesRouter } from '../modules/facilities/facilities.router.ts';
import { homeRouter } from '../modules/home/home.router.ts';
import { settingsRouter } from '../modules/settings/settings.router.ts';
import { testimonialsRouter } from '../modules/testimonials/testimonials.router.ts';
import { transportationRouter } from '../modules/transportation/transportation.router.ts';
import { createCallerFactory, type ProcedureMeta, router } from './init.ts';

/** Every module's router, under its name. Add a module here and its REST rows in rest/routes.ts. */
export const appRouter = router({
  health: healthRouter,
  auth: authRouter,
  users: usersRouter,
  destinations: destinationsRouter,
  culture: cultureRouter,
  packages: packagesRouter,
  settings: settingsRouter,
  facilities: facilitiesRouter,
  transportation: transportationRouter,
  testimonials: testimonialsRouter,
  home: homeRouter,
  articles: articlesRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createCaller>;

// tRPC keeps every procedure under its dotted path in `_def.procedures` (its type shows the
// nested record instead, hence the cast).
const PUBLIC_READS = new Set(
  Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ProcedureMeta } }>)
    .filter(([, procedure]) => procedure._def.meta?.publicCache === true)
    .map(([path]) => path),
);

/** Whether a procedure path names a public read (see publicReadProcedure). */
export function isPublicRead(path: string): boolean {
  return PUBLIC_READS.has(path);
}
