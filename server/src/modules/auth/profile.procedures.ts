import { ownPasswordInput, ownPasswordOutput, USER_TEXTS, userSchema } from '@island/shared';
import { badRequest, rateLimited } from '../../errors.ts';
import { isExhausted, spend } from '../../security/rate-limits.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import { rest } from '../../rest/rest-facts.ts';
import { authedProcedure } from '../../trpc/procedures.ts';
import { findPasswordHash, setPasswordHash, toWireUser } from '../../security/auth.repo.ts';
import { audited } from '../../audit/audit-facts.ts';
import { moveSessionToVersion } from '../../security/sessions.repo.ts';
import { currentSessionId, startSession } from './session-start.ts';

/** The signed-in account itself: who it is, its own password. */
export const profileProcedures = {
  /** The signed-in user; 401 for a missing, forged, expired token, an ended session or a deactivated account. */
  profile: authedProcedure
    .meta({ beforeTwoFactor: true })
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
      const sessionVersion = (await setPasswordHash(ctx.db, ctx.user.id, await hashPassword(input.password))) ?? 0;
      ctx.sessions.forgetUser(ctx.user.id);
      const sessionId = await currentSessionId(ctx);
      if (sessionId === null) return { token: await startSession(ctx, ctx.user.id, sessionVersion) };
      await moveSessionToVersion(ctx.db, sessionId, sessionVersion);
      return { token: await ctx.tokens.sign(ctx.user.id, sessionVersion, sessionId) };
    }),
};
