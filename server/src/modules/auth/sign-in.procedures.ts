import { loginInput, loginOutput, TEXTS, TWO_FACTOR_TEXTS } from '@island/shared';
import { z } from 'zod';
import { AppError, rateLimited } from '../../errors.ts';
import { accountKey, forget, isExhausted, spend } from '../../security/rate-limits.ts';
import { verifyPassword } from '../../security/passwords.ts';
import { rest } from '../../rest/rest-facts.ts';
import type { Context } from '../../trpc/context.ts';
import { authedProcedure, publicProcedure } from '../../trpc/procedures.ts';
import { findUserForLogin, toWireUser } from '../../security/auth.repo.ts';
import { audited } from '../../audit/audit-facts.ts';
import { appendAudit } from '../../audit/audit.repo.ts';
import { actorOf, originOf } from '../../trpc/audited-mutation.ts';
import { endSession } from '../../security/sessions.repo.ts';
import { secondStepPasses } from './second-step.ts';
import { currentSessionId, startSession } from './session-start.ts';
import { findTwoFactor } from './two-factor.repo.ts';

const T2 = TWO_FACTOR_TEXTS;

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

/** Signing in and out. */
export const signInProcedures = {
  /**
   * Sign in by e-mail or username. A wrong password and an unknown account get the same answer;
   * failures are counted per address and account, per account (higher, over longer) and per
   * address, and sign-in stops for a while after too many (security/rate-limits.ts). An account
   * with two-step sign-in answers TOTP_REQUIRED to the password alone; a wrong or reused code
   * counts as a failure like a wrong password. Each sign-in is a session (security/sessions.repo.ts).
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
      // A refused sign-in counts toward the lockout and is an audit entry of its own.
      const fail = async (error: AppError, account: { id: number; email: string } | null | undefined, reason: string) => {
        for (const [limiter, key] of limits) await spend(limiter, key);
        await recordFailedSignIn(ctx, account ?? null, reason);
        return error;
      };
      for (const [limiter, key] of limits) if (await isExhausted(limiter, key)) throw rateLimited();
      const found = await findUserForLogin(ctx.db, input.email);
      const passwordOk = await verifyPassword(found?.password_hash, input.password);
      if (!found || !passwordOk) throw await fail(new AppError('UNAUTHENTICATED', TEXTS.loginRejected), found, 'wrong_password');
      if (!found.is_active) {
        await recordFailedSignIn(ctx, found, 'inactive');
        throw new AppError('FORBIDDEN', 'Akun Anda tidak aktif. Silakan hubungi administrator.');
      }
      const twoFactor = await findTwoFactor(ctx.db, found.id);
      if (twoFactor?.enabled_at) {
        if (input.totp === undefined && input.recoveryCode === undefined) throw new AppError('TOTP_REQUIRED');
        const proof = input.totp !== undefined ? { totp: input.totp } : { recoveryCode: input.recoveryCode! };
        if (!(await secondStepPasses(ctx, found.id, twoFactor.secret, proof))) throw await fail(new AppError('TOTP_INVALID'), found, 'wrong_code');
      }
      // A success clears this address's count for the account; the account-wide count runs out.
      await forget(loginByAddressAccount, addressAccount);
      const { password_hash: _hash, session_version: sessionVersion, ...user } = found;
      const token = await startSession(ctx, user.id, sessionVersion);
      await appendAudit(ctx.db, { actor: actorOf(user), origin: originOf(ctx), action: 'sign-in', entity: 'users', entityId: user.id, entityName: user.name });
      return { user: toWireUser(user), token };
    }),

  /** Signs out: the current session ends at once, on every instance. */
  logout: authedProcedure
    .meta({ beforeTwoFactor: true })
    .meta(rest('POST', '/api/auth/logout', { message: T2.loggedOut, bodyLimit: 1024 }))
    .output(z.object({ ended: z.boolean() }))
    .meta(audited('users', { id: 'self', action: 'sign-out' }))
    .mutation(async ({ ctx }) => {
      const sessionId = await currentSessionId(ctx);
      const ended = sessionId !== null && (await endSession(ctx.db, ctx.user.id, sessionId));
      if (sessionId !== null) ctx.sessions.forgetSession(sessionId);
      return { ended };
    }),
};
