import {
  authPolicyInput,
  authPolicySchema,
  idInput,
  loginInput,
  loginOutput,
  ownPasswordInput,
  ownPasswordOutput,
  sessionIdInput,
  sessionListOutput,
  sessionsEndedOutput,
  TEXTS,
  TWO_FACTOR_TEXTS,
  twoFactorDisableInput,
  twoFactorEnableInput,
  twoFactorEnableOutput,
  twoFactorSetupOutput,
  twoFactorStatusSchema,
  USER_TEXTS,
  userSchema,
} from '@island/shared';
import { z } from 'zod';
import { AppError, badRequest, conflict, notFound, rateLimited } from '../../errors.ts';
import { accountKey, forget, isExhausted, spend } from '../../security/rate-limits.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import { newRecoveryCodes, newTotpSecret, otpauthUrl, recoveryCodeHash, totpStep } from '../../security/totp.ts';
import { rest } from '../../rest/rest-facts.ts';
import type { Context } from '../../trpc/context.ts';
import { authedProcedure, publicProcedure, roleProcedure, router } from '../../trpc/init.ts';
import { readSettingsCategory } from '../settings/settings.repo.ts';
import { findUser } from '../users/users.repo.ts';
import { findPasswordHash, findUserForLogin, setPasswordHash, toWireUser } from '../../security/auth.repo.ts';
import { audited } from '../../audit/audit-facts.ts';
import { appendAudit } from '../../audit/audit.repo.ts';
import { actorOf, originOf } from '../../trpc/audited-mutation.ts';
import { inTransaction } from '../../db/transaction.ts';

import { describeDevice } from './device.ts';
import {
  endAllSessions,
  endSession,
  insertSession,
  listLiveSessions,
  moveSessionToVersion,
  POLICY_ROLES,
} from '../../security/sessions.repo.ts';
import {
  claimStep,
  countRecoveryCodesLeft,
  disableTwoFactor,
  enableTwoFactor,
  findTwoFactor,
  readAuthPolicy,
  saveAuthPolicy,
  savePendingSecret,
  useRecoveryCode,
} from './two-factor.repo.ts';
import { readTogether } from '../../db/reads.ts';

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

const T2 = TWO_FACTOR_TEXTS;
const superadminProcedure = roleProcedure('superadmin');

/** Secrets are sealed for their account: a value moved to another row does not open. */
const secretContext = (userId: number) => `user:${userId}`;

/** The account's TOTP secret in the clear, or null (none, or sealed with another key). */
function openSecret(ctx: Context, userId: number, sealed: string): string | null {
  const secret = ctx.secretBox.open(sealed, secretContext(userId));
  if (secret === null) ctx.log.error({ userId }, 'two-step secret cannot be opened (TWO_FACTOR_KEY changed?)');
  return secret;
}

/** Whether a current code (once) or an unused recovery code (once) proves the second step. */
async function secondStepPasses(ctx: Context, userId: number, sealed: string, proof: { totp?: string; recoveryCode?: string }): Promise<boolean> {
  if (proof.totp !== undefined) {
    const secret = openSecret(ctx, userId, sealed);
    const step = secret === null ? null : totpStep(secret, proof.totp);
    return step !== null && (await claimStep(ctx.db, userId, step));
  }
  if (proof.recoveryCode !== undefined) return useRecoveryCode(ctx.db, userId, recoveryCodeHash(proof.recoveryCode));
  return false;
}

/** A session row for a sign-in, and the token that names it. */
async function startSession(ctx: Context, userId: number, sessionVersion: number): Promise<string> {
  const sessionId = await insertSession(ctx.db, {
    userId,
    sessionVersion,
    userAgent: ctx.userAgent,
    ip: ctx.ip,
    expiresAt: new Date(Date.now() + ctx.tokens.lifetimeMs),
  });
  return ctx.tokens.sign(userId, sessionVersion, sessionId);
}

/** The current session's id; null for a caller without one (a server-side caller in a test). */
async function currentSessionId(ctx: Context): Promise<number | null> {
  return (await ctx.getSession())?.sessionId ?? null;
}

export const authRouter = router({
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
      await appendAudit(ctx.db, { actor: actorOf(user), origin: originOf(ctx), action: 'sign-in', entity: 'users', entityId: user.id });
      return { user: toWireUser(user), token };
    }),

  /** Signs out: the current session ends at once, on every instance. */
  logout: authedProcedure
    .meta(rest('POST', '/api/auth/logout', { message: T2.loggedOut, bodyLimit: 1024 }))
    .output(z.object({ ended: z.boolean() }))
    .meta(audited('users', { id: 'self', action: 'sign-out' }))
    .mutation(async ({ ctx }) => {
      const sessionId = await currentSessionId(ctx);
      const ended = sessionId !== null && (await endSession(ctx.db, ctx.user.id, sessionId));
      if (sessionId !== null) ctx.sessions.forgetSession(sessionId);
      return { ended };
    }),

  /** The signed-in user; 401 for a missing, forged, expired token, an ended session or a deactivated account. */
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
      const sessionVersion = (await setPasswordHash(ctx.db, ctx.user.id, await hashPassword(input.password))) ?? 0;
      ctx.sessions.forgetUser(ctx.user.id);
      const sessionId = await currentSessionId(ctx);
      if (sessionId === null) return { token: await startSession(ctx, ctx.user.id, sessionVersion) };
      await moveSessionToVersion(ctx.db, sessionId, sessionVersion);
      return { token: await ctx.tokens.sign(ctx.user.id, sessionVersion, sessionId) };
    }),

  /** The caller's two-step sign-in: on or not, required of them or not, recovery codes left. */
  twoFactorStatus: authedProcedure
    .meta(rest('GET', '/api/auth/2fa'))
    .output(twoFactorStatusSchema)
    .query(async ({ ctx }) => {
      const [row, policy, left] = await readTogether(ctx.db, [
        () => findTwoFactor(ctx.db, ctx.user.id),
        () => readAuthPolicy(ctx.db),
        () => countRecoveryCodesLeft(ctx.db, ctx.user.id),
      ]);
      return {
        enabled: Boolean(row?.enabled_at),
        enabledAt: row?.enabled_at?.toISOString() ?? null,
        required: policy.requireTwoFactorForStaff && POLICY_ROLES.includes(ctx.user.role),
        recoveryCodesLeft: row?.enabled_at ? left : 0,
      };
    }),

  /** A new secret for the caller, not yet on: `enable` with a code from it turns it on. */
  twoFactorSetup: authedProcedure
    .meta(rest('POST', '/api/auth/2fa/setup', { message: T2.setupStarted }))
    .output(twoFactorSetupOutput)
    .meta(audited('users', { id: 'self', action: 'two-factor-setup' }))
    .mutation(async ({ ctx }) => {
      const secret = newTotpSecret();
      const stored = await savePendingSecret(ctx.db, ctx.user.id, ctx.secretBox.seal(secret, secretContext(ctx.user.id)));
      if (!stored) throw conflict('code', T2.alreadyEnabled);
      const general = await readSettingsCategory(ctx.db, ctx.baseUrl, 'general');
      const issuer = (general.island_name || 'Pulau').replace(/:/g, ' ');
      return { secret, otpauthUrl: otpauthUrl(secret, issuer, ctx.user.email) };
    }),

  /** Turns two-step sign-in on with a current code; answers ten recovery codes, shown once. */
  twoFactorEnable: authedProcedure
    .meta(rest('POST', '/api/auth/2fa/enable', { message: T2.enabled }))
    .input(twoFactorEnableInput)
    .output(twoFactorEnableOutput)
    .meta(audited('users', { id: 'self', action: 'two-factor-enable' }))
    .mutation(async ({ ctx, input }) => {
      const limitKey = ctx.user.email.toLowerCase();
      if (await isExhausted(ctx.rateLimits.loginByAccount, limitKey)) throw rateLimited();
      const row = await findTwoFactor(ctx.db, ctx.user.id);
      if (!row) throw badRequest('code', T2.notSetUp);
      if (row.enabled_at) throw conflict('code', T2.alreadyEnabled);
      const secret = openSecret(ctx, ctx.user.id, row.secret);
      const step = secret === null ? null : totpStep(secret, input.code);
      if (step === null) {
        await spend(ctx.rateLimits.loginByAccount, limitKey);
        throw badRequest('code', T2.codeWrong);
      }
      const recoveryCodes = newRecoveryCodes();
      await inTransaction(ctx.db, (trx) => enableTwoFactor(trx, ctx.user.id, step, recoveryCodes.map(recoveryCodeHash)));
      ctx.sessions.forgetUser(ctx.user.id);
      return { recoveryCodes };
    }),

  /** Turns it off, given the password and a current code or a recovery code. */
  twoFactorDisable: authedProcedure
    .meta(rest('POST', '/api/auth/2fa/disable', { message: T2.disabled }))
    .input(twoFactorDisableInput)
    .output(twoFactorStatusSchema)
    .meta(audited('users', { id: 'self', action: 'two-factor-disable' }))
    .mutation(async ({ ctx, input }) => {
      const limitKey = ctx.user.email.toLowerCase();
      if (await isExhausted(ctx.rateLimits.loginByAccount, limitKey)) throw rateLimited();
      const row = await findTwoFactor(ctx.db, ctx.user.id);
      if (!row?.enabled_at) throw badRequest('code', T2.notEnabled);
      if (!(await verifyPassword((await findPasswordHash(ctx.db, ctx.user.id)) ?? undefined, input.password))) {
        await spend(ctx.rateLimits.loginByAccount, limitKey);
        throw badRequest('password', T2.passwordWrong);
      }
      const digits = input.code.replace(/\s+/g, '');
      const proof = /^\d{6}$/.test(digits) ? { totp: digits } : { recoveryCode: input.code };
      if (!(await secondStepPasses(ctx, ctx.user.id, row.secret, proof))) {
        await spend(ctx.rateLimits.loginByAccount, limitKey);
        throw badRequest('code', T2.codeOrRecoveryWrong);
      }
      await inTransaction(ctx.db, (trx) => disableTwoFactor(trx, ctx.user.id));
      ctx.sessions.forgetUser(ctx.user.id);
      const policy = await readAuthPolicy(ctx.db);
      return {
        enabled: false,
        enabledAt: null,
        required: policy.requireTwoFactorForStaff && POLICY_ROLES.includes(ctx.user.role),
        recoveryCodesLeft: 0,
      };
    }),

  /** Whether superadmin and admin accounts must use two-step sign-in. */
  twoFactorPolicy: superadminProcedure
    .meta(rest('GET', '/api/auth/2fa/policy'))
    .output(authPolicySchema)
    .query(({ ctx }) => readAuthPolicy(ctx.db)),

  setTwoFactorPolicy: superadminProcedure
    .meta(rest('PUT', '/api/auth/2fa/policy', { message: T2.policySaved }))
    .input(authPolicyInput)
    .output(authPolicySchema)
    .meta({ audit: { own: 'the policy is no table row: the procedure records its old and new value' } })
    .mutation(async ({ ctx, input }) => {
      // Otherwise the superadmin who turns it on would be the first one it shuts out.
      if (input.requireTwoFactorForStaff && !(await findTwoFactor(ctx.db, ctx.user.id))?.enabled_at) {
        throw badRequest('requireTwoFactorForStaff', T2.policyNeedsOwn);
      }
      const saved = await inTransaction(ctx.db, async (trx) => {
        const before = await readAuthPolicy(trx);
        await saveAuthPolicy(trx, input);
        const after = await readAuthPolicy(trx);
        await appendAudit(trx, {
          actor: actorOf(ctx.user),
          origin: originOf(ctx),
          action: 'two-factor-policy',
          entity: 'settings',
          entityId: 'auth_policy',
          changes: { requireTwoFactorForStaff: { from: before.requireTwoFactorForStaff, to: after.requireTwoFactorForStaff } },
        });
        return after;
      });
      ctx.sessions.forgetAll();
      return saved;
    }),

  /** The caller's live sessions, newest first, with the one this request came in marked. */
  sessions: authedProcedure
    .meta(rest('GET', '/api/auth/sessions'))
    .output(sessionListOutput)
    .query(async ({ ctx }) => {
      const current = await currentSessionId(ctx);
      const rows = await listLiveSessions(ctx.db, ctx.user.id);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          device: describeDevice(row.user_agent),
          userAgent: row.user_agent,
          ip: row.ip,
          signedInAt: row.created_at.toISOString(),
          lastSeenAt: row.last_seen_at.toISOString(),
          current: row.id === current,
        })),
      };
    }),

  /** Ends one of the caller's sessions at once (its token answers 401 from then on). */
  endSession: authedProcedure
    .meta(rest('DELETE', '/api/auth/sessions/:id', { message: T2.sessionEnded }))
    .input(sessionIdInput)
    .output(sessionsEndedOutput)
    .meta(audited('users', { id: 'self', action: 'session-end' }))
    .mutation(async ({ ctx, input }) => {
      const ended = await endSession(ctx.db, ctx.user.id, input.id);
      ctx.sessions.forgetSession(input.id);
      if (!ended) throw notFound(T2.sessionNotFound);
      return { ended: 1 };
    }),

  /** A superadmin ends every session of an account (a lost laptop, a clerk who left). */
  endUserSessions: superadminProcedure
    .meta(rest('DELETE', '/api/users/:id/sessions', { message: (data: { ended: number }) => T2.sessionsEnded(data.ended) }))
    .input(idInput)
    .output(sessionsEndedOutput)
    .meta(audited('users', { action: 'sessions-end' }))
    .mutation(async ({ ctx, input }) => {
      if (!(await findUser(ctx.db, input.id))) throw notFound(USER_TEXTS.notFound);
      const ended = await endAllSessions(ctx.db, input.id);
      ctx.sessions.forgetUser(input.id);
      return { ended };
    }),
});
