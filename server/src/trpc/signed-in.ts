import { AppError } from '../errors.ts';
import type { AuthUser } from '../security/auth.repo.ts';
import type { Context } from './context.ts';

/**
 * The sign-in rule, in one place for every door: the procedures (init.ts) and the two routes
 * outside tRPC (uploads, the backup download). A signed-in, active account of a live session,
 * 401 otherwise; and while the staff policy requires two-step sign-in of it and it has none,
 * 403 TWO_FACTOR_SETUP_REQUIRED, unless the caller is one of the few steps that lead to setting
 * it up (`allowedBeforeTwoFactor`).
 */
export async function requireSignedIn(ctx: Context, { allowedBeforeTwoFactor = false } = {}): Promise<AuthUser> {
  const user = await ctx.getUser();
  if (!user) throw new AppError(ctx.token ? 'SESSION_ENDED' : 'UNAUTHENTICATED');
  if (!allowedBeforeTwoFactor && (await ctx.getSession())?.twoFactorSetupRequired) throw new AppError('TWO_FACTOR_SETUP_REQUIRED');
  return user;
}
