import type { AuditEntry, AuditLastChange, auditListInput, Pagination } from '@island/shared';
import { INT32_MAX } from '@island/shared';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { z } from 'zod';
import { fetchPage } from '../db/pagination.ts';
import type { AuditLogTable, DB } from '../db/types.ts';
import { type Changes, type Snapshot } from './changes.ts';
import type { Db } from '../db/database.ts';

/** Who did it, as they were at the time. */
export type AuditActor =
  | { kind: 'user'; id: number; name: string; role: string }
  | { kind: 'visitor' }
  | { kind: 'operator' };

/** Where the request came from. */
export interface AuditOrigin {
  ip: string | null;
  userAgent: string | null;
}

export interface NewAuditEntry {
  actor: AuditActor;
  origin: AuditOrigin;
  action: string;
  entity: string;
  entityId: string | number | null;
  /** The record's name as it is now (recordName), shown beside its kind in the trail. */
  entityName?: string | null;
  changes?: Changes | null;
}

/** The one write to the trail: an insert. Nothing in the application updates or deletes it. */
export async function appendAudit(db: Db, entry: NewAuditEntry): Promise<void> {
  const { actor } = entry;
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor.kind === 'user' ? actor.id : null,
      actor_name: actor.kind === 'user' ? actor.name : null,
      actor_role: actor.kind === 'user' ? actor.role : actor.kind,
      ip: entry.origin.ip,
      user_agent: entry.origin.userAgent?.slice(0, 400) ?? null,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      entity_name: entry.entityName ?? null,
      changes: entry.changes ? JSON.stringify(entry.changes) : null,
    })
    .execute();
}

/**
 * A record as stored, for the before and after of an entry: its row by id (`key` names the id
 * column), or for settings every key of one category.
 */
export async function loadSnapshot(db: Db, entity: string, id: string, key = 'id'): Promise<Snapshot | undefined> {
  if (entity === 'settings') {
    const rows = await db.selectFrom('settings').select(['key', 'value']).where('category', '=', id as never).execute();
    return rows.length > 0 ? Object.fromEntries(rows.map((row) => [row.key, row.value])) : undefined;
  }
  // Integer keys (`id`, `…_id`): a value no integer column holds finds no record rather than failing the query.
  const integerKey = key === 'id' || key.endsWith('_id');
  if (integerKey && !(/^\d{1,10}$/.test(id) && Number(id) <= INT32_MAX)) return undefined;
  const result = await sql<Snapshot>`select * from ${sql.table(entity)} where ${sql.ref(key)} = ${integerKey ? Number(id) : id}`.execute(db);
  return result.rows[0];
}

type Row = Selectable<AuditLogTable>;

function toWireEntry(row: Row): AuditEntry {
  return {
    id: Number(row.id),
    at: row.at.toISOString(),
    actor: { id: row.actor_id, name: row.actor_name, role: row.actor_role },
    ip: row.ip,
    userAgent: row.user_agent,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    entityName: row.entity_name,
    changes: (row.changes as AuditEntry['changes']) ?? null,
  };
}

/** A bare date as the upper bound means the whole of that day (UTC). */
function upperBound(value: string): Date {
  const date = new Date(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/** Newest first, filtered. */
export async function listAudit(
  db: Db,
  filter: z.output<typeof auditListInput>,
): Promise<{ entries: AuditEntry[]; pagination: Pagination }> {
  let query = db.selectFrom('audit_log').selectAll();
  if (filter.actor_id !== undefined) query = query.where('actor_id', '=', filter.actor_id);
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  if (filter.entity_id) query = query.where('entity_id', '=', filter.entity_id);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.from) query = query.where('at', '>=', new Date(filter.from));
  if (filter.to) {
    const bound = upperBound(filter.to);
    query = query.where('at', /^\d{4}-\d{2}-\d{2}$/.test(filter.to) ? '<' : '<=', bound);
  }
  const { rows, pagination } = await fetchPage(db, query.orderBy('at', 'desc').orderBy('id', 'desc'), filter.page, filter.limit);
  return { entries: rows.map(toWireEntry), pagination };
}

/** Entries about an account that are not changes to it. */
const SESSION_ACTIONS = ['sign-in', 'sign-in-failed', 'sign-out'];

/** The newest entry that changed a record (not a sign-in or a read), or null. */
export async function lastChange(db: Db, entity: string, entityId: string): Promise<AuditLastChange> {
  const row = await db
    .selectFrom('audit_log')
    .select(['at', 'actor_name', 'actor_role', 'action'])
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .where('action', 'not in', SESSION_ACTIONS)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { at: row.at.toISOString(), name: row.actor_name, role: row.actor_role, action: row.action } : null;
}

/**
 * Deletes entries older than `before`, the one path the table's trigger lets through: a setting
 * local to this transaction, which the same transaction's own entry (how many, up to when) follows.
 */
export async function pruneAudit(db: Kysely<DB>, before: Date, origin: AuditOrigin): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('island.audit_prune', 'on', true)`.execute(trx);
    const deleted = await trx.deleteFrom('audit_log').where('at', '<', before).executeTakeFirst();
    await sql`select set_config('island.audit_prune', 'off', true)`.execute(trx);
    const count = Number(deleted.numDeletedRows);
    await appendAudit(trx, {
      actor: { kind: 'operator' },
      origin,
      action: 'prune',
      entity: 'audit_log',
      entityId: null,
      changes: { deleted: { to: count }, olderThan: { to: before.toISOString() } },
    });
    return count;
  });
}

/**
 * The account that owns a record people other than staff may edit (their MSME, its products,
 * their articles, their own profile), or null: the one whose edit dialog may show its last change.
 */
export async function ownerOfRecord(db: Db, entity: string, id: string): Promise<number | null> {
  if (!/^\d{1,10}$/.test(id)) return null;
  const n = Number(id);
  if (entity === 'contributor_profiles') return n;
  if (entity === 'msmes') {
    const row = await db.selectFrom('msmes').select('user_id').where('id', '=', n).executeTakeFirst();
    return row?.user_id ?? null;
  }
  if (entity === 'products') {
    const row = await db
      .selectFrom('products')
      .innerJoin('msmes', 'msmes.id', 'products.msme_id')
      .select('msmes.user_id')
      .where('products.id', '=', n)
      .executeTakeFirst();
    return row?.user_id ?? null;
  }
  if (entity === 'articles') {
    const row = await db.selectFrom('articles').select('author_id').where('id', '=', n).executeTakeFirst();
    return row?.author_id ?? null;
  }
  return null;
}
