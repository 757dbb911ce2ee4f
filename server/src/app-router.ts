import { auditRouter } from './modules/audit/audit.router.ts';
import { articlesRouter } from './modules/articles/articles.router.ts';
import { authRouter } from './modules/auth/auth.router.ts';
import { backupsRouter } from './modules/backups/backups.router.ts';
import { dashboardRouter } from './modules/dashboard/dashboard.router.ts';
import { contactRouter } from './modules/contact/contact.router.ts';
import { cultureRouter } from './modules/culture/culture.router.ts';
import { destinationsRouter } from './modules/destinations/destinations.router.ts';
import { eventsRouter } from './modules/events/events.router.ts';
import { facilitiesRouter } from './modules/facilities/facilities.router.ts';
import { healthRouter } from './modules/health/health.router.ts';
import { homeRouter } from './modules/home/home.router.ts';
import { packagesRouter } from './modules/packages/packages.router.ts';
import { profileRouter } from './modules/profile/profile.router.ts';
import { settingsRouter } from './modules/settings/settings.router.ts';
import { testimonialsRouter } from './modules/testimonials/testimonials.router.ts';
import { translationsRouter } from './modules/translations/translations.router.ts';
import { transportationRouter } from './modules/transportation/transportation.router.ts';
import { teamRouter } from './modules/team/team.router.ts';
import { usersRouter } from './modules/users/users.router.ts';
import { bookingsRouter } from './modules/bookings/bookings.router.ts';
import { paymentsRouter } from './modules/payments/payments.router.ts';
import { homestaysRouter } from './modules/homestays/homestays.router.ts';
import { msmeRouter } from './modules/msme/msme.router.ts';
import { mapRouter } from './modules/map/map.router.ts';
import { productsRouter } from './modules/products/products.router.ts';
import { statsRouter } from './modules/stats/stats.router.ts';
import type { ModuleTag } from './cache-tags.ts';
import { createCallerFactory, router, tagsOf } from './trpc/init.ts';
import { procedureTable } from './trpc/procedure-table.ts';

/**
 * Every module's router, under its name. A module's REST paths are declared in its procedures'
 * meta, so adding the router here (and its name to cache-tags.ts) is all it takes to open both
 * doors.
 */
const routers = {
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
  translations: translationsRouter,
  home: homeRouter,
  msme: msmeRouter,
  products: productsRouter,
  contact: contactRouter,
  team: teamRouter,
  articles: articlesRouter,
  events: eventsRouter,
  profile: profileRouter,
  dashboard: dashboardRouter,
  backups: backupsRouter,
  audit: auditRouter,
  map: mapRouter,
  bookings: bookingsRouter,
  stats: statsRouter,
  payments: paymentsRouter,
  homestays: homestaysRouter,
} satisfies Record<ModuleTag, unknown>;

export const appRouter = router(routers);

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createCaller>;

/** Every procedure with its meta, read once: the REST table and the public reads come from it. */
export const PROCEDURES = procedureTable(appRouter._def.record);

/** Each public read's path and the cache tags of what it shows. */
const PUBLIC_READS = new Map(PROCEDURES.filter((p) => p.meta.publicRead === true).map((p) => [p.path, tagsOf(p.path, p.meta)]));

/**
 * Every tag a kept public answer can carry: the public reads' tags. Rendered pages, the sitemap
 * and the calendar feed take theirs from public reads too (publicReadTags), so nothing else is kept.
 */
export const SHOWN_TAGS: ReadonlySet<string> = new Set([...PUBLIC_READS.values()].flat());

/** Whether a procedure path names a public read (see publicReadProcedure). */
export function isPublicRead(path: string): boolean {
  return PUBLIC_READS.has(path);
}

const NO_STORE = new Set(PROCEDURES.filter((p) => p.meta.noStore === true).map((p) => p.path));

/** Whether a procedure's answer must never be stored by any cache (see ProcedureMeta.noStore). */
export function isNoStore(path: string): boolean {
  return NO_STORE.has(path);
}

/** The cache tags of public reads (all of them must be public reads), or null. */
export function publicReadTags(paths: readonly string[]): readonly string[] | null {
  const tags = new Set<string>();
  for (const path of paths) {
    const found = PUBLIC_READS.get(path);
    if (!found) return null;
    for (const tag of found) tags.add(tag);
  }
  return tags.size > 0 ? [...tags] : null;
}
