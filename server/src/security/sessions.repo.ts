import { isBoundByTwoFactorPolicy } from '@island/shared';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AuthUser } from './auth.repo.ts';

/** What one session check answers: the account, and what its two-step sign-in asks of it. */
export interface SignedIn {
  user: AuthUser;
  sessionId: number;
  twoFactorEnabled: boolean;
  /** The policy requires two-step sign-in of this account and it has not set it up. */
  twoFactorSetupRequired: boolean;
  lastSeenAt: Date;
}

export interface NewSession {
  userId: number;
  sessionVersion: number;
  userAgent: string;
  ip: string;
  /** When the token it goes with expires. */
  expiresAt: Date;
}

export async function insertSession(db: Db, session: NewSession): Promise<number> {
  const row = await db
    .insertInto('user_sessions')
    .values({
      user_id: session.userId,
      session_version: session.sessionVersion,
      user_agent: session.userAgent.slice(0, 400),
      ip: session.ip.slice(0, 64),
      expires_at: session.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Sessions long over are of no use to anyone: each sign-in sweeps its account's.
  await db
    .deleteFrom('user_sessions')
    .where('user_id', '=', session.userId)
    .where((eb) =>
      eb.or([eb('expires_at', '<', sql<Date>`now() - interval '30 days'`), eb('ended_at', '<', sql<Date>`now() - interval '30 days'`)]),
    )
    .execute();
  return row.id;
}

/**
 * The one query a session check costs when it is not in memory: the session, live (not ended,
 * not expired, of the account's current session version), its active account, and the account's
 * two-step state under the policy.
 */
export async function findLiveSession(db: Db, userId: number, sessionVersion: number, sessionId: number): Promise<SignedIn | null> {
  const row = await db
    .selectFrom('user_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('user_two_factor as tf', 'tf.user_id', 'u.id')
    .leftJoin('auth_policy as p', (join) => join.on(sql<boolean>`true`))
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.username',
      'u.role',
      'u.is_active',
      'u.created_at',
      'u.updated_at',
      's.id as session_id',
      's.last_seen_at',
      sql<boolean>`tf.enabled_at is not null`.as('two_factor_enabled'),
      sql<boolean>`coalesce(p.require_two_factor_staff, false)`.as('policy'),
    ])
    .where('s.id', '=', sessionId)
    .where('s.user_id', '=', userId)
    .where('s.session_version', '=', sessionVersion)
    .where('u.session_version', '=', sessionVersion)
    .where('s.ended_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.is_active', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  const { session_id, last_seen_at, two_factor_enabled, policy, ...user } = row;
  return {
    user,
    sessionId: session_id,
    twoFactorEnabled: two_factor_enabled,
    twoFactorSetupRequired: policy && isBoundByTwoFactorPolicy(user.role) && !two_factor_enabled,
    lastSeenAt: last_seen_at,
  };
}

/** Last seen, at most once a minute per session whichever instance asks. */
export async function touchSession(db: Db, sessionId: number): Promise<void> {
  await db
    .updateTable('user_sessions')
    .set({ last_seen_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('last_seen_at', '<', sql<Date>`now() - interval '1 minute'`)
    .execute();
}

/** The account's live sessions, newest first. */
export async function listLiveSessions(db: Db, userId: number) {
  return db
    .selectFrom('user_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_agent', 's.ip', 's.created_at', 's.last_seen_at'])
    .where('s.user_id', '=', userId)
    .whereRef('s.session_version', '=', 'u.session_version')
    .where('s.ended_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .orderBy('s.last_seen_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(100)
    .execute();
}

/** Ends one of the account's sessions; false when it has no such live session. */
export async function endSession(db: Db, userId: number, sessionId: number): Promise<boolean> {
  const result = await db
    .updateTable('user_sessions')
    .set({ ended_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every live session of the account; answers how many. */
export async function endAllSessions(db: Db, userId: number): Promise<number> {
  const result = await db
    .updateTable('user_sessions')
    .set({ ended_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The session carries on under the account's new session version (own password change). */
export async function moveSessionToVersion(db: Db, sessionId: number, sessionVersion: number): Promise<void> {
  await db.updateTable('user_sessions').set({ session_version: sessionVersion }).where('id', '=', sessionId).execute();
}
