import { loginInput, loginOutput, TEXTS, userSchema } from '@island/shared';
import { AppError, rateLimited } from '../../errors.ts';
import { isExhausted, spend } from '../../security/rate-limits.ts';
import { verifyPassword } from '../../security/passwords.ts';
import { rest } from '../../rest/rest-facts.ts';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { findUserForLogin, toWireUser } from './auth.repo.ts';

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
      const { password_hash: _hash, ...user } = found;
      return { user: toWireUser(user), token: await ctx.tokens.sign(user.id) };
    }),

  /** The signed-in user; 401 for a missing, forged, expired token or a deactivated account. */
  profile: authedProcedure
    .meta(rest('GET', '/api/auth/profile'))
    .output(userSchema).query(({ ctx }) => toWireUser(ctx.user)),
});
