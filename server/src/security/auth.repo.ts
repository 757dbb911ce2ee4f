import type { Role, User } from '@island/shared';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The signed-in user as procedures see it: the row without its password hash. */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  username: string | null;
  role: Role;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

const PUBLIC_COLUMNS = ['id', 'name', 'email', 'username', 'role', 'is_active', 'created_at', 'updated_at'] as const;

/** The active account; with a session version, only while the account is still on it. */
export async function findActiveUserById(db: Db, id: number, sessionVersion?: number): Promise<AuthUser | null> {
  let query = db.selectFrom('users').select(PUBLIC_COLUMNS).where('id', '=', id).where('is_active', '=', true);
  if (sessionVersion !== undefined) query = query.where('session_version', '=', sessionVersion);
  return (await query.executeTakeFirst()) ?? null;
}

/** The account an identifier names: an e-mail address or a username, case-insensitively. */
export async function findUserForLogin(db: Db, identifier: string) {
  const value = identifier.trim().toLowerCase();
  const row = await db
    .selectFrom('users')
    .select([...PUBLIC_COLUMNS, 'password_hash', 'session_version'])
    .where((eb) => eb.or([eb(sql`lower(email)`, '=', value), eb(sql`lower(username)`, '=', value)]))
    .executeTakeFirst();
  return row ?? null;
}

/** The stored hash, to check a user's current password before they change it. */
export async function findPasswordHash(db: Db, id: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
  return row?.password_hash ?? null;
}

export async function findUserIdByEmail(db: Db, email: string): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface NewUser {
  name: string;
  email: string;
  username?: string | null;
  passwordHash: string;
  role: Role;
}

export async function insertUser(db: Db, user: NewUser): Promise<AuthUser> {
  return db
    .insertInto('users')
    .values({
      name: user.name,
      email: user.email.trim().toLowerCase(),
      username: user.username ?? null,
      password_hash: user.passwordHash,
      role: user.role,
    })
    .returning(PUBLIC_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** A new password ends every session signed in under the old one. Answers the new session version. */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<number | null> {
  const row = await db
    .updateTable('users')
    .set({ password_hash: passwordHash, session_version: sql`session_version + 1`, updated_at: sql`now()` })
    .where('id', '=', userId)
    .returning('session_version')
    .executeTakeFirst();
  return row?.session_version ?? null;
}

export function toWireUser(user: AuthUser): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    username: user.username,
    role: user.role,
    is_active: user.is_active,
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
  };
}
