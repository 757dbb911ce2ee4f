import { loginInput, loginOutput, ownPasswordInput, ownPasswordOutput, TEXTS, USER_TEXTS, userSchema } from '@island/shared';
import { AppError, badRequest, rateLimited } from '../../errors.ts';
import { accountKey, forget, isExhausted, spend } from '../../security/rate-limits.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import { rest } from '../../rest/rest-facts.ts';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { findPasswordHash, findUserForLogin, setPasswordHash, toWireUser } from './auth.repo.ts';

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
        throw new AppError('UNAUTHENTICATED', TEXTS.loginRejected);
      }
      if (!found.is_active) {
        throw new AppError('FORBIDDEN', 'Akun Anda tidak aktif. Silakan hubungi administrator.');
      }
      // A success clears this address's count for the account; the account-wide count runs out.
      await forget(loginByAddressAccount, addressAccount);
      const { password_hash: _hash, session_version: sessionVersion, ...user } = found;
      return { user: toWireUser(user), token: await ctx.tokens.sign(user.id, sessionVersion) };
    }),

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
