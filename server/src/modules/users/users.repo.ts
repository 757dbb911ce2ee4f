import { type Pagination, type Role, SUPERADMIN_ROLES, type User } from '@island/shared';
import { type Insertable, sql, type Transaction, type Updateable } from 'kysely';
import { fetchPage } from '../../db/pagination.ts';
import { containsAny } from '../../db/search.ts';
import type { DB, UsersTable } from '../../db/types.ts';
import { type AuthUser, toWireUser } from '../../security/auth.repo.ts';
import type { Db } from '../../db/database.ts';

const COLUMNS = ['id', 'name', 'email', 'username', 'role', 'is_active', 'created_at', 'updated_at'] as const;

/** The searched columns, in the order of the trigram index of migration 0006. */
const SEARCHED = ['name', 'email', 'username'] as const;

/** What the screens write; the password arrives already hashed. */
export interface UserValues {
  name: string;
  email: string;
  username?: string | null | undefined;
  role: Role;
  is_active?: boolean | undefined;
  passwordHash?: string;
}

/** One mapping for insert and update. E-mail addresses are kept in lower case. */
function toRow(values: Partial<UserValues>): Updateable<UsersTable> {
  const row: Updateable<UsersTable> = {};
  if (values.name !== undefined) row.name = values.name;
  if (values.email !== undefined) row.email = values.email.trim().toLowerCase();
  if (values.username !== undefined) row.username = values.username;
  if (values.role !== undefined) row.role = values.role;
  if (values.is_active !== undefined) row.is_active = values.is_active;
  if (values.passwordHash !== undefined) row.password_hash = values.passwordHash;
  return row;
}

export interface UserFilter {
  page: number;
  limit: number;
  search?: string | undefined;
  role?: Role | undefined;
}

export async function listUsers(db: Db, filter: UserFilter): Promise<{ users: User[]; pagination: Pagination }> {
  let query = db.selectFrom('users').select(COLUMNS);
  if (filter.role) query = query.where('role', '=', filter.role);
  if (filter.search) {
    const term = filter.search;
    query = query.where((eb) => containsAny(eb, SEARCHED, term));
  }
  query = query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  const { rows, pagination } = await fetchPage(db, query, filter.page, filter.limit);
  return { users: rows.map(toWireUser), pagination };
}

export async function findUser(db: Db, id: number): Promise<AuthUser | null> {
  return (await db.selectFrom('users').select(COLUMNS).where('id', '=', id).executeTakeFirst()) ?? null;
}

/** Which of the e-mail and username another account already holds (case-insensitively). */
export async function takenIdentifiers(
  db: Db,
  values: { email: string; username?: string | null | undefined },
  exceptId?: number,
): Promise<{ email: boolean; username: boolean }> {
  const email = values.email.trim().toLowerCase();
  const username = values.username?.trim().toLowerCase() ?? null;
  let query = db
    .selectFrom('users')
    .select([sql<string>`lower(email)`.as('email'), sql<string | null>`lower(username)`.as('username')])
    .where((eb) => {
      const matches = [eb(sql`lower(email)`, '=', email)];
      if (username) matches.push(eb(sql`lower(username)`, '=', username));
      return eb.or(matches);
    });
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const rows = await query.execute();
  return {
    email: rows.some((row) => row.email === email),
    username: username !== null && rows.some((row) => row.username === username),
  };
}

export async function createUser(db: Db, values: UserValues & { passwordHash: string }): Promise<AuthUser> {
  return db
    .insertInto('users')
    .values(toRow(values) as Insertable<UsersTable>)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * Writes the changes; `endSessions` raises the session version, so every token issued before
 * stops working (a deactivation, a new password).
 */
export async function updateUser(
  db: Db,
  id: number,
  values: Partial<UserValues>,
  { endSessions = false }: { endSessions?: boolean } = {},
): Promise<AuthUser | null> {
  const row = await db
    .updateTable('users')
    .set({
      ...toRow(values),
      ...(endSessions ? { session_version: sql<number>`session_version + 1` } : {}),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ?? null;
}

/** Null when there was no such user. Fails with the database's 23503 while rows still point at it. */
export async function deleteUser(db: Db, id: number): Promise<{ id: number; name: string } | null> {
  return (await db.deleteFrom('users').where('id', '=', id).returning(['id', 'name']).executeTakeFirst()) ?? null;
}

/**
 * The ids of the active superadmins, locked until the transaction ends, so two staff cannot each
 * demote the other and leave nobody in charge.
 */
export async function lockActiveSuperadmins(trx: Transaction<DB>): Promise<number[]> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('role', 'in', SUPERADMIN_ROLES)
    .where('is_active', '=', true)
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/** A kind of row that belongs to a user: deleting the user would leave it without its owner. */
export interface OwnedContent {
  table: string;
  column: string;
}

/**
 * What a user may own: MSMEs (msmes.user_id) and articles (articles.author_id). Their foreign
 * keys set the owner to null on delete, so the users module asks before deleting instead.
 * A table that does not exist (yet) owns nothing.
 */
const OWNED_CONTENT: readonly OwnedContent[] = [
  { table: 'msmes', column: 'user_id' },
  { table: 'articles', column: 'author_id' },
];

/** Whether any of those rows point at the user. */
export async function ownsContent(db: Db, userId: number, owned: readonly OwnedContent[] = OWNED_CONTENT): Promise<boolean> {
  const present = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema()
      and table_name in (${sql.join(owned.map((o) => o.table))})`.execute(db);
  for (const { table, column } of owned) {
    if (!present.rows.some((row) => row.table_name === table && row.column_name === column)) continue;
    const found = await sql<{ id: number }>`select 1 as id from ${sql.table(table)} where ${sql.ref(column)} = ${userId} limit 1`.execute(db);
    if (found.rows.length > 0) return true;
  }
  return false;
}
