import { DASHBOARD_WEEKS, dashboardSchema, hasRole, isSiteRunner, SELLER_ROLES, SUPERADMIN_ROLES } from '@island/shared';
import { rest } from '../../rest/rest-facts.ts';
import type { Context } from '../../trpc/context.ts';
import { authedProcedure, router } from '../../trpc/procedures.ts';
import type { AuthUser } from '../../security/auth.repo.ts';
import { backupHealth } from '../backups/backups.repo.ts';
import { bookingFigures } from '../bookings/bookings.repo.ts';
import { stayFigures } from '../homestays/stay-figures.repo.ts';
import { accountFigures, contentAndWaiting, latestActivity, ownMsmes, ownProductFigures, topArticles, weeklyFigures } from './dashboard.repo.ts';
import { readTogether } from '../../db/reads.ts';
import { islandToday } from '../../clock/island-today.ts';

async function staffDashboard(ctx: Context, user: AuthUser) {
  const now = ctx.now();
  const superadmin = hasRole(user.role, SUPERADMIN_ROLES);
  const today = islandToday(ctx);
  const [accounts, backup, counts, weekly, top, activity, bookings, stays] = await readTogether(ctx.db, [
    // Accounts and backups are the superadmin's business only: not even counted for an admin.
    () => (superadmin ? accountFigures(ctx.db) : Promise.resolve(null)),
    () => (superadmin ? backupHealth(ctx.db, now) : Promise.resolve(null)),
    () => contentAndWaiting(ctx.db),
    () => weeklyFigures(ctx.db, now),
    () => topArticles(ctx.db),
    () => latestActivity(ctx.db),
    () => bookingFigures(ctx.db, ctx.config.siteTimeZone, today, DASHBOARD_WEEKS),
    () => stayFigures(ctx.db, today),
  ]);
  return { kind: 'staff' as const, accounts, backup, ...counts, bookings, stays, ...weekly, topArticles: top, activity };
}

async function msmeDashboard(ctx: Context, user: AuthUser) {
  const [msmes, products] = await readTogether(ctx.db, [() => ownMsmes(ctx.db, user.id), () => ownProductFigures(ctx.db, user.id)]);
  return { kind: 'msme' as const, msmes, products };
}

/**
 * The caller's role's dashboard (docs/product.md, Dashboards: live figures). Read at every
 * call: it is no public read, so no cache stands between a write and its figure.
 */
export const dashboardRouter = router({
  get: authedProcedure
    .meta(rest('GET', '/api/dashboard'))
    .output(dashboardSchema)
    .query(async ({ ctx }) => {
      if (isSiteRunner(ctx.user.role)) return staffDashboard(ctx, ctx.user);
      if (hasRole(ctx.user.role, SELLER_ROLES)) return msmeDashboard(ctx, ctx.user);
      return { kind: 'other' as const };
    }),
});
