import { STAFF_ROLES } from '@island/shared';
import type { Context } from './context.ts';
import { roleProcedure } from './init.ts';
import { isStaff } from './ownership.ts';

/** Writes and full lists that only the people running the site may do (docs/product.md, Roles). */
export const staffProcedure = roleProcedure(...STAFF_ROLES);

/**
 * Whether the caller runs the site. Public reads answer staff with hidden and inactive rows too;
 * everyone else, signed in or not (and a stale token), sees what visitors see.
 */
export async function viewerIsStaff(ctx: Context): Promise<boolean> {
  const user = await ctx.getUser();
  // Staff who must still set up two-step sign-in see what visitors see until they have.
  return user !== null && isStaff(user) && !(await ctx.getSession())?.twoFactorSetupRequired;
}
