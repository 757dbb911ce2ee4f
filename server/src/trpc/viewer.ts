import { isSiteRunner } from '@island/shared';
import type { AuthUser } from '../security/auth.repo.ts';
import type { Context } from './context.ts';

/**
 * Whom a public read answers: the signed-in user of a live session, or null for a visitor, a
 * stale token, and an account that must still set up two-step sign-in (the staff policy), which
 * is refused everything else until it has (trpc/signed-in.ts) and so sees what visitors see.
 * Public reads never refuse; every one that answers some callers more than visitors asks here.
 */
export async function viewerOf(ctx: Context): Promise<AuthUser | null> {
  const user = await ctx.getUser();
  if (user === null || (await ctx.getSession())?.twoFactorSetupRequired) return null;
  return user;
}

/** Whether a public read answers as to the people running the site: hidden and inactive rows too. */
export async function viewerRunsSite(ctx: Context): Promise<boolean> {
  const viewer = await viewerOf(ctx);
  return viewer !== null && isSiteRunner(viewer.role);
}
