import { contributorDashboardSchema, PROFILE_TEXTS, profileSchema, profileUpdateInput } from '@island/shared';
import { imageUrl } from '../../files/image-urls.ts';
import { rest } from '../../rest/rest-facts.ts';
import type { Context } from '../../trpc/context.ts';
import { authedProcedure, router } from '../../trpc/procedures.ts';
import type { AuthUser } from '../../security/auth.repo.ts';
import { authorMilestones, authorStats, listAuthorArticles, toWireArticle } from '../articles/articles.repo.ts';
import { achievementsOf } from './achievements.ts';
import { findProfile, type ProfileRow, saveProfile } from './profile.repo.ts';
import { audited } from '../../audit/audit-facts.ts';
import { readTogether } from '../../db/reads.ts';

/** How many of their own articles the dashboard lists. */
const DASHBOARD_ARTICLES = 10;

async function statsOf(ctx: Context, user: AuthUser) {
  return { ...(await authorStats(ctx.db, user.id)), joinDate: user.created_at.toISOString() };
}

function toWireProfile(user: AuthUser, row: ProfileRow, stats: Awaited<ReturnType<typeof statsOf>>, baseUrl: string) {
  return { name: user.name, email: user.email, role: user.role, ...row, avatar: imageUrl(baseUrl, row.avatar), stats };
}

/** The signed-in user's own contributor profile and dashboard (every admin-area role, docs/product.md, Roles). */
export const profileRouter = router({
  get: authedProcedure
    .meta(rest('GET', '/api/profile'))
    .output(profileSchema)
    .query(async ({ ctx }) => {
      const [row, stats] = await readTogether(ctx.db, [() => findProfile(ctx.db, ctx.user.id), () => statsOf(ctx, ctx.user)]);
      return toWireProfile(ctx.user, row, stats, ctx.baseUrl);
    }),

  /** Fields left out keep their stored values; blank clears them. */
  update: authedProcedure
    .meta(rest('PUT', '/api/profile', { message: PROFILE_TEXTS.saved }))
    .input(profileUpdateInput)
    .output(profileSchema)
    .meta(audited('contributor_profiles', { id: 'self', key: 'user_id' }))
    .mutation(async ({ ctx, input }) => {
      const row = await saveProfile(ctx.db, ctx.user.id, input);
      return toWireProfile(ctx.user, row, await statsOf(ctx, ctx.user), ctx.baseUrl);
    }),

  /** Live figures, the author's latest articles and the milestones they reached. */
  dashboard: authedProcedure
    .meta(rest('GET', '/api/profile/dashboard'))
    .output(contributorDashboardSchema)
    .query(async ({ ctx }) => {
      const [stats, milestones, rows] = await readTogether(ctx.db, [
        () => statsOf(ctx, ctx.user),
        () => authorMilestones(ctx.db, ctx.user.id),
        () => listAuthorArticles(ctx.db, ctx.user.id, DASHBOARD_ARTICLES),
      ]);
      return {
        stats,
        articles: rows.map((row) => toWireArticle(row, ctx.baseUrl)),
        achievements: achievementsOf({ ...milestones, totalViews: stats.totalViews }),
      };
    }),
});
