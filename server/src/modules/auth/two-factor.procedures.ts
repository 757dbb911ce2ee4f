import {
  authPolicyInput,
  authPolicySchema,
  isBoundByTwoFactorPolicy,
  TWO_FACTOR_TEXTS,
  twoFactorDisableInput,
  twoFactorEnableInput,
  twoFactorEnableOutput,
  twoFactorSetupOutput,
  twoFactorStatusSchema,
} from '@island/shared';
import { badRequest, conflict, rateLimited } from '../../errors.ts';
import { isExhausted, spend } from '../../security/rate-limits.ts';
import { verifyPassword } from '../../security/passwords.ts';
import { newRecoveryCodes, newTotpSecret, otpauthUrl, recoveryCodeHash, totpStep } from '../../security/totp.ts';
import { readTogether } from '../../db/reads.ts';
import { rest } from '../../rest/rest-facts.ts';
import { authedProcedure, superadminProcedure } from '../../trpc/procedures.ts';
import { readSettingsCategory } from '../settings/settings.repo.ts';
import { findPasswordHash } from '../../security/auth.repo.ts';
import { audited } from '../../audit/audit-facts.ts';
import { appendAudit } from '../../audit/audit.repo.ts';
import { actorOf, originOf } from '../../trpc/audited-mutation.ts';
import { inTransaction } from '../../db/transaction.ts';
import { openSecret, secondStepPasses, secretContext } from './second-step.ts';
import {
  countRecoveryCodesLeft,
  disableTwoFactor,
  enableTwoFactor,
  findTwoFactor,
  readAuthPolicy,
  saveAuthPolicy,
  savePendingSecret,
} from './two-factor.repo.ts';

const T2 = TWO_FACTOR_TEXTS;

/** Two-step sign-in: each account's own, and the policy that requires it of staff. */
export const twoFactorProcedures = {
  /** The caller's two-step sign-in: on or not, required of them or not, recovery codes left. */
  twoFactorStatus: authedProcedure
    .meta({ beforeTwoFactor: true })
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
        required: policy.requireTwoFactorForStaff && isBoundByTwoFactorPolicy(ctx.user.role),
        recoveryCodesLeft: row?.enabled_at ? left : 0,
      };
    }),

  /** A new secret for the caller, not yet on: `enable` with a code from it turns it on. */
  twoFactorSetup: authedProcedure
    .meta({ beforeTwoFactor: true })
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
    .meta({ beforeTwoFactor: true })
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
        required: policy.requireTwoFactorForStaff && isBoundByTwoFactorPolicy(ctx.user.role),
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
};
