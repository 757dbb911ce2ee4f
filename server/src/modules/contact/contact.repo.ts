import type { ContactMessage, ContactStatus, ContactStatusFilter, Pagination } from '@island/shared';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { fetchPage } from '../../db/pagination.ts';
import { containsAny } from '../../db/search.ts';
import type { ContactMessagesTable } from '../../db/types.ts';
import type { Db } from '../../db/database.ts';

const COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'is_read',
  'admin_reply',
  'replied_at',
  'reply_emailed_at',
  'created_at',
  'updated_at',
] as const;

/** The searched columns, in the order of the trigram index of migration 0006. */
const SEARCHED = ['name', 'email', 'subject', 'message'] as const;

type Row = Pick<Selectable<ContactMessagesTable>, (typeof COLUMNS)[number]>;

function statusOf(row: Pick<Row, 'is_read' | 'admin_reply'>): ContactStatus {
  if (row.admin_reply !== null) return 'replied';
  return row.is_read ? 'read' : 'unread';
}

export function toWireContactMessage(row: Row): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    is_read: row.is_read,
    status: statusOf(row),
    admin_reply: row.admin_reply,
    replied_at: row.replied_at?.toISOString() ?? null,
    reply_emailed_at: row.reply_emailed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** What is written to the table, from either a visitor's message or a demo one. */
export interface ContactMessageValues {
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  is_read?: boolean;
  admin_reply?: string | null;
  replied_at?: Date | null;
  created_at?: Date;
}

/** One mapping for insert and update, so both write the same columns the same way. */
function toRow(values: Partial<ContactMessageValues>): Insertable<ContactMessagesTable> & Updateable<ContactMessagesTable> {
  const row: Updateable<ContactMessagesTable> = {};
  if (values.name !== undefined) row.name = values.name;
  if (values.email !== undefined) row.email = values.email;
  if (values.phone !== undefined) row.phone = values.phone;
  if (values.subject !== undefined) row.subject = values.subject;
  if (values.message !== undefined) row.message = values.message;
  if (values.is_read !== undefined) row.is_read = values.is_read;
  if (values.admin_reply !== undefined) row.admin_reply = values.admin_reply;
  if (values.replied_at !== undefined) row.replied_at = values.replied_at;
  if (values.created_at !== undefined) row.created_at = values.created_at;
  return row as Insertable<ContactMessagesTable> & Updateable<ContactMessagesTable>;
}

/** The stored message, every column: the audit takes it as the record's after-state. */
export async function insertContactMessage(db: Db, values: ContactMessageValues): Promise<Selectable<ContactMessagesTable>> {
  return db.insertInto('contact_messages').values(toRow(values)).returningAll().executeTakeFirstOrThrow();
}

export interface ContactFilter {
  page: number;
  limit: number;
  search?: string | undefined;
  status?: ContactStatusFilter | undefined;
}

/** Newest first; each status filter matches one partial index of migration 0006. */
export async function listContactMessages(db: Db, filter: ContactFilter): Promise<{ messages: ContactMessage[]; pagination: Pagination }> {
  let query = db.selectFrom('contact_messages').select(COLUMNS);
  switch (filter.status) {
    case 'unread':
      query = query.where('is_read', '=', false);
      break;
    case 'read':
      query = query.where('is_read', '=', true).where('admin_reply', 'is', null);
      break;
    case 'replied':
      query = query.where('admin_reply', 'is not', null);
      break;
    case 'unreplied':
      query = query.where('admin_reply', 'is', null);
      break;
    default:
      break;
  }
  if (filter.search) {
    const term = filter.search;
    query = query.where((eb) => containsAny(eb, SEARCHED, term));
  }
  query = query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  const { rows, pagination } = await fetchPage(db, query, filter.page, filter.limit);
  return { messages: rows.map(toWireContactMessage), pagination };
}

export async function countUnreadMessages(db: Db): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('is_read', '=', false)
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function findContactMessage(db: Db, id: number): Promise<Row | null> {
  return (await db.selectFrom('contact_messages').select(COLUMNS).where('id', '=', id).executeTakeFirst()) ?? null;
}

async function updateContactMessage(
  db: Db,
  id: number,
  changes: Updateable<ContactMessagesTable>,
): Promise<Row | null> {
  const row = await db
    .updateTable('contact_messages')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ?? null;
}

export function markContactMessageRead(db: Db, id: number): Promise<Row | null> {
  return updateContactMessage(db, id, toRow({ is_read: true }));
}

/** Stores the reply (replacing an earlier one) and marks the message read; not yet e-mailed. */
export function saveContactReply(db: Db, id: number, reply: string, userId: number, now: Date): Promise<Row | null> {
  return updateContactMessage(db, id, {
    ...toRow({ is_read: true, admin_reply: reply, replied_at: now }),
    replied_by: userId,
    reply_emailed_at: null,
  });
}

/** Notes that the stored reply reached the visitor's mail server. */
export function markReplyEmailed(db: Db, id: number, now: Date): Promise<Row | null> {
  return updateContactMessage(db, id, { reply_emailed_at: now });
}

export async function deleteContactMessage(db: Db, id: number): Promise<{ id: number; name: string } | null> {
  return (await db.deleteFrom('contact_messages').where('id', '=', id).returning(['id', 'name']).executeTakeFirst()) ?? null;
}
