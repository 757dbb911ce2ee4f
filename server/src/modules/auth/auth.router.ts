import { loginInput, loginOutput, ownPasswordInput, ownPasswordOutput, TEXTS, USER_TEXTS, userSchema } from '@island/shared';
import { AppError, badRequest, rateLimited } from '../../errors.ts';
import { accountKey, forget, isExhausted, spend } from '../../security/rate-limits.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import { rest } from '../../rest/rest-facts.ts';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { findPasswordHash, findUserForLogin, setPasswordHash, toWireUser } from './auth.repo.ts';
import { z } from 'zod';
import { audited } from '../../audit/audit-facts.ts';
import { appendAudit } from '../../audit/audit.repo.ts';
import { actorOf, originOf } from '../../audit/audited-mutation.ts';
import type { Context } from '../../trpc/context.ts';

/**
 * A failed sign-in is an entry of its own (nothing else is written, so nothing rolls it back).
 * The actor is a visitor at an address; the account is named only when one matched, so a
 * password typed into the wrong field is never stored.
 */
async function recordFailedSignIn(ctx: Context, account: { id: number; email: string } | null, reason: string) {
  await appendAudit(ctx.db, {
    actor: { kind: 'visitor' },
    origin: originOf(ctx),
    action: 'sign-in-failed',
    entity: 'users',
    entityId: account?.id ?? null,
    changes: { reason: { to: reason }, ...(account ? { account: { to: account.email } } : {}) },
  });
}

export const authRouter = router({
  /**
   * Sign in by e-mail or username. A wrong password and an unknown account get the same answer;
   * failures are counted per address and account, per account (higher, over longer) and per
   * address, and sign-in stops for a while after too many (security/rate-limits.ts).
   */
  login: publicProcedure
    .meta(rest('POST', '/api/auth/login', { message: 'Login berhasil', bodyLimit: 8 * 1024 }))
    .input(loginInput)
    .output(loginOutput)
    .meta({ audit: { own: 'sign-in and failed sign-in are written by the procedure: a failure rolls nothing back' } })
    .mutation(async ({ ctx, input }) => {
      const { loginByAddressAccount, loginByAccount, loginByAddress } = ctx.rateLimits;
      const account = accountKey(input.email);
      const addressAccount = `${ctx.ip}|${account}`;
      const limits = [
        [loginByAddressAccount, addressAccount],
        [loginByAccount, account],
        [loginByAddress, ctx.ip],
      ] as const;
      for (const [limiter, key] of limits) if (await isExhausted(limiter, key)) throw rateLimited();
      const found = await findUserForLogin(ctx.db, input.email);
      const passwordOk = await verifyPassword(found?.password_hash, input.password);
      if (!found || !passwordOk) {
        for (const [limiter, key] of limits) await spend(limiter, key);
        await recordFailedSignIn(ctx, found, 'wrong_password');
        throw new AppError('UNAUTHENTICATED', TEXTS.loginRejected);
      }
      if (!found.is_active) {
        await recordFailedSignIn(ctx, found, 'inactive');
        throw new AppError('FORBIDDEN', 'Akun Anda tidak aktif. Silakan hubungi administrator.');
      }
      // A success clears this address's count for the account; the account-wide count runs out.
      await forget(loginByAddressAccount, addressAccount);
      const { password_hash: _hash, session_version: sessionVersion, ...user } = found;
      const token = await ctx.tokens.sign(user.id, sessionVersion);
      await appendAudit(ctx.db, { actor: actorOf(user), origin: originOf(ctx), action: 'sign-in', entity: 'users', entityId: user.id });
      return { user: toWireUser(user), token };
    }),

  /**
   * Signing out: the client forgets its token; this records that it did. A token already sent
   * stays valid until it expires.
   */
  logout: authedProcedure
    .meta(rest('POST', '/api/auth/logout', { message: 'Logout berhasil', bodyLimit: 1024 }))
    .output(z.object({ signedOut: z.literal(true) }))
    .meta(audited('users', { id: 'self', action: 'sign-out' }))
    .mutation(() => ({ signedOut: true as const })),

  /** The signed-in user; 401 for a missing, forged, expired token or a deactivated account. */
  profile: authedProcedure
    .meta(rest('GET', '/api/auth/profile'))
    .output(userSchema).query(({ ctx }) => toWireUser(ctx.user)),

  /**
   * The signed-in user's own new password, given the current one. Every other session of the
   * account ends; this one continues with the fresh token in the answer. Wrong guesses count
   * against the account's sign-in limit.
   */
  changePassword: authedProcedure
    .meta(rest('PUT', '/api/auth/password', { message: USER_TEXTS.passwordChanged }))
    .input(ownPasswordInput)
    .output(ownPasswordOutput)
    .meta(audited('users', { id: 'self', action: 'password' }))
    .mutation(async ({ ctx, input }) => {
      const accountKey = ctx.user.email.toLowerCase();
      if (await isExhausted(ctx.rateLimits.loginByAccount, accountKey)) throw rateLimited();
      if (!(await verifyPassword((await findPasswordHash(ctx.db, ctx.user.id)) ?? undefined, input.currentPassword))) {
        await spend(ctx.rateLimits.loginByAccount, accountKey);
        throw badRequest('currentPassword', USER_TEXTS.currentPasswordWrong);
      }
      const sessionVersion = await setPasswordHash(ctx.db, ctx.user.id, await hashPassword(input.password));
      return { token: await ctx.tokens.sign(ctx.user.id, sessionVersion ?? 0) };
    }),
});
