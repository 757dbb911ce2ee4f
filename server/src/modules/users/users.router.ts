import {
  hasRole,
  ROLES,
  SUPERADMIN_ROLES,
  USER_TEXTS,
  userCreateInput,
  userDeletedSchema,
  userIdInput,
  userListInput,
  userListOutput,
  userPasswordInput,
  userSchema,
  userUpdateInput,
} from '@island/shared';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/types.ts';
import { isStillReferenced } from '../../db/constraint-violations.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, conflict, forbidden, notFound } from '../../errors.ts';
import { rest } from '../../rest/rest-facts.ts';
import { hashPassword } from '../../security/passwords.ts';
import { router, superadminProcedure } from '../../trpc/procedures.ts';
import { type AuthUser, toWireUser } from '../../security/auth.repo.ts';
import {
  createUser,
  deleteUser,
  findUser,
  listUsers,
  lockActiveSuperadmins,
  ownsContent,
  takenIdentifiers,
  updateUser,
  type UserValues,
} from './users.repo.ts';
import { audited } from '../../audit/audit-facts.ts';

const T = USER_TEXTS;
const missing = () => notFound(T.notFound);

/** 409 for an e-mail or username another account holds; checked before writing. */
async function assertIdentifiersFree(
  db: Transaction<DB>,
  values: { email: string; username?: string | null | undefined },
  exceptId?: number,
): Promise<void> {
  const taken = await takenIdentifiers(db, values, exceptId);
  if (taken.email) throw conflict('email', T.emailTaken);
  if (taken.username) throw conflict('username', T.usernameTaken);
}

/**
 * The guard rails of every change that can take someone's power away (delete, deactivate,
 * demote): nobody does it to themselves (403), and the last active superadmin keeps the role (409).
 */
async function assertMayDisempower(
  trx: Transaction<DB>,
  actor: { id: number },
  target: AuthUser,
  change: 'delete' | 'deactivate' | 'demote',
): Promise<void> {
  if (target.id === actor.id) {
    throw forbidden(change === 'delete' ? T.selfDelete : change === 'deactivate' ? T.selfDeactivate : T.selfDemote);
  }
  const superadmins = await lockActiveSuperadmins(trx);
  if (superadmins.length <= 1 && superadmins.includes(target.id)) throw new AppError('CONFLICT', T.lastSuperadmin);
}

/** What an edit takes away from the user, if anything. */
function disempowerment(stored: AuthUser, next: Pick<UserValues, 'role' | 'is_active'>): 'deactivate' | 'demote' | null {
  if (stored.is_active && next.is_active === false) return 'deactivate';
  if (hasRole(stored.role, SUPERADMIN_ROLES) && !hasRole(next.role, SUPERADMIN_ROLES)) return 'demote';
  return null;
}

export const usersRouter = router({
  /** The role names the user screen's filter and form offer. */
  roles: superadminProcedure
    .meta(rest('GET', '/api/users/roles'))
    .output(z.array(z.enum(ROLES)))
    .query(() => [...ROLES]),

  list: superadminProcedure
    .meta(rest('GET', '/api/users'))
    .input(userListInput)
    .output(userListOutput)
    .query(({ ctx, input }) => listUsers(ctx.db, input)),

  get: superadminProcedure
    .meta(rest('GET', '/api/users/:id'))
    .input(userIdInput)
    .output(userSchema)
    .query(async ({ ctx, input }) => {
      const user = await findUser(ctx.db, input.id);
      if (!user) throw missing();
      return toWireUser(user);
    }),

  /** Answers the new user (so `data.id` is there, as the MSME form reads it). */
  create: superadminProcedure
    .meta(rest('POST', '/api/users', { status: 201, message: T.created }))
    .input(userCreateInput)
    .output(userSchema)
    .meta(audited('users'))
    .mutation(async ({ ctx, input: { password, ...values } }) => {
      const passwordHash = await hashPassword(password);
      const user = await inTransaction(ctx.db, async (trx) => {
        await assertIdentifiersFree(trx, values);
        return createUser(trx, { ...values, passwordHash });
      });
      return toWireUser(user);
    }),

  /** name, email, role and status; a deactivation ends the user's sessions at once. */
  update: superadminProcedure
    .meta(rest('PUT', '/api/users/:id', { message: T.updated }))
    .input(userUpdateInput)
    .output(userSchema)
    .meta(audited('users', { action: (changes) => (changes?.role ? 'role' : 'update') }))
    .mutation(async ({ ctx, input: { id, ...values } }) => {
      const user = await inTransaction(ctx.db, async (trx) => {
        const stored = await findUser(trx, id);
        if (!stored) throw missing();
        const taken = disempowerment(stored, values);
        if (taken) await assertMayDisempower(trx, ctx.user, stored, taken);
        await assertIdentifiersFree(trx, values, id);
        return updateUser(trx, id, values, { endSessions: stored.is_active && values.is_active === false });
      });
      // Sessions checked a moment ago must not keep the old role or status (security/session-cache.ts).
      ctx.sessions.forgetUser(id);
      if (!user) throw missing();
      return toWireUser(user);
    }),

  /** A new password ends every session the user had (their own included, if it is the caller). */
  setPassword: superadminProcedure
    .meta(rest('PUT', '/api/users/:id/password', { message: T.passwordChanged }))
    .input(userPasswordInput)
    .output(userSchema)
    .meta(audited('users', { action: 'password' }))
    .mutation(async ({ ctx, input }) => {
      const passwordHash = await hashPassword(input.password);
      const user = await updateUser(ctx.db, input.id, { passwordHash }, { endSessions: true });
      ctx.sessions.forgetUser(input.id);
      if (!user) throw missing();
      return toWireUser(user);
    }),

  toggleStatus: superadminProcedure
    .meta(rest('PATCH', '/api/users/:id/toggle-status', { message: (user: { name: string }) => T.toggled(user.name) }))
    .input(userIdInput)
    .output(userSchema)
    .meta(audited('users'))
    .mutation(async ({ ctx, input }) => {
      const user = await inTransaction(ctx.db, async (trx) => {
        const stored = await findUser(trx, input.id);
        if (!stored) throw missing();
        if (stored.is_active) await assertMayDisempower(trx, ctx.user, stored, 'deactivate');
        return updateUser(trx, stored.id, { is_active: !stored.is_active }, { endSessions: stored.is_active });
      });
      ctx.sessions.forgetUser(input.id);
      if (!user) throw missing();
      return toWireUser(user);
    }),

  /** Refused (409) while the user owns MSMEs or wrote articles: deactivate them instead. */
  delete: superadminProcedure
    .meta(rest('DELETE', '/api/users/:id', { message: (user: { name: string }) => T.deleted(user.name) }))
    .input(userIdInput)
    .output(userDeletedSchema)
    .meta(audited('users'))
    .mutation(async ({ ctx, input }) => {
      try {
        const deleted = await inTransaction(ctx.db, async (trx) => {
          const stored = await findUser(trx, input.id);
          if (!stored) throw missing();
          await assertMayDisempower(trx, ctx.user, stored, 'delete');
          if (await ownsContent(trx, stored.id)) throw new AppError('CONFLICT', T.ownsContent);
          return deleteUser(trx, stored.id);
        });
        ctx.sessions.forgetUser(input.id);
        if (!deleted) throw missing();
        return deleted;
      } catch (error) {
        // A table whose foreign key restricts deletes says the same.
        if (isStillReferenced(error)) throw new AppError('CONFLICT', T.ownsContent);
        throw error;
      }
    }),
});
