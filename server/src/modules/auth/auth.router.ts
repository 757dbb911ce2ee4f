import { loginInput, loginOutput, ownPasswordInput, ownPasswordOutput, TEXTS, USER_TEXTS, userSchema } from '@island/shared';
import { AppError, badRequest, rateLimited } from '../../errors.ts';
import { isExhausted, spend } from '../../security/rate-limits.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import { rest } from '../../rest/rest-facts.ts';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { findPasswordHash, findUserForLogin, setPasswordHash, toWireUser } from './auth.repo.ts';

export const authRouter = router({
  /**
   * Sign in by e-mail or username. A wrong password and an unknown account get the same answer;
   * failures are counted per account and per address, and sign-in stops for a while after too many.
   */
  login: publicProcedure
    .meta(rest('POST', '/api/auth/login', { message: 'Login berhasil' }))
    .input(loginInput)
    .output(loginOutput)
    .mutation(async ({ ctx, input }) => {
      const { loginByAccount, loginByAddress } = ctx.rateLimits;
      const accountKey = input.email.toLowerCase();
      if ((await isExhausted(loginByAccount, accountKey)) || (await isExhausted(loginByAddress, ctx.ip))) {
        throw rateLimited();
      }
      const found = await findUserForLogin(ctx.db, input.email);
      const passwordOk = await verifyPassword(found?.password_hash, input.password);
      if (!found || !passwordOk) {
        await spend(loginByAccount, accountKey);
        await spend(loginByAddress, ctx.ip);
        throw new AppError('UNAUTHENTICATED', TEXTS.loginRejected);
      }
      if (!found.is_active) {
        throw new AppError('FORBIDDEN', 'Akun Anda tidak aktif. Silakan hubungi administrator.');
      }
      await loginByAccount.delete(accountKey);
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
