import { loginInput, loginOutput, TEXTS, userSchema } from '@island/shared';
import { AppError, rateLimited } from '../../errors.ts';
import { accountKey, forget, isExhausted, spend } from '../../security/rate-limits.ts';
import { verifyPassword } from '../../security/passwords.ts';
import { rest } from '../../rest/rest-facts.ts';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { findUserForLogin, toWireUser } from './auth.repo.ts';

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
      const { password_hash: _hash, ...user } = found;
      return { user: toWireUser(user), token: await ctx.tokens.sign(user.id) };
    }),

  /** The signed-in user; 401 for a missing, forged, expired token or a deactivated account. */
  profile: authedProcedure
    .meta(rest('GET', '/api/auth/profile'))
    .output(userSchema).query(({ ctx }) => toWireUser(ctx.user)),
});
