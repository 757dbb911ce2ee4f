import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UserTwoFactorTable } from '../../db/types.ts';

const COLUMNS = ['secret', 'enabled_at', 'last_step'] as const;

export type TwoFactorRow = Pick<Selectable<UserTwoFactorTable>, (typeof COLUMNS)[number]>;

export async function findTwoFactor(db: Db, userId: number): Promise<TwoFactorRow | null> {
  const row = await db
    .selectFrom('user_two_factor')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

/** A new secret waiting to be confirmed (replaces an unconfirmed one; never an enabled one). */
export async function savePendingSecret(db: Db, userId: number, sealedSecret: string): Promise<boolean> {
  const row = await db
    .insertInto('user_two_factor')
    .values({ user_id: userId, secret: sealedSecret })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret: sealedSecret, enabled_at: null, last_step: null, created_at: sql`now()` })
        .where('user_two_factor.enabled_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records that a code of this step was accepted, unless one of this step or a later one already
 * was: true when the code may be used (each code works once, even for two requests at once).
 */
export async function claimStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('user_two_factor')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Turns two-step sign-in on, with fresh recovery codes in place of any earlier ones. */
export async function enableTwoFactor(db: Db, userId: number, step: number, recoveryHashes: string[]): Promise<void> {
  await db.updateTable('user_two_factor').set({ enabled_at: sql`now()`, last_step: step }).where('user_id', '=', userId).execute();
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('user_recovery_codes')
    .values(recoveryHashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

export async function disableTwoFactor(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_two_factor').where('user_id', '=', userId).execute();
}

/** Uses up a recovery code: true once per code. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const result = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countRecoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_recovery_codes')
    .select(sql<number>`count(*)::int`.as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.left;
}

export async function readAuthPolicy(db: Db): Promise<{ requireTwoFactorForStaff: boolean }> {
  const row = await db.selectFrom('auth_policy').select('require_two_factor_staff').executeTakeFirst();
  return { requireTwoFactorForStaff: row?.require_two_factor_staff ?? false };
}

export async function saveAuthPolicy(db: Db, policy: { requireTwoFactorForStaff: boolean }): Promise<void> {
  await db
    .insertInto('auth_policy')
    .values({ id: true, require_two_factor_staff: policy.requireTwoFactorForStaff })
    .onConflict((oc) => oc.column('id').doUpdateSet({ require_two_factor_staff: policy.requireTwoFactorForStaff, updated_at: sql`now()` }))
    .execute();
}
