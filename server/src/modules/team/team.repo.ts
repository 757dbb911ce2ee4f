import type { TeamMember } from '@island/shared';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { TeamMembersTable } from '../../db/types.ts';
import { imageUrl } from '../../files/image-urls.ts';
import type { Db } from '../../db/database.ts';

const COLUMNS = ['id', 'name', 'role', 'photo', 'whatsapp', 'sort'] as const;

type Row = Pick<Selectable<TeamMembersTable>, (typeof COLUMNS)[number]>;

/** What a write stores; `photo` holds a stored file name. Undefined leaves a column as it is. */
export interface TeamMemberValues {
  name: string;
  role: string;
  photo?: string | null | undefined;
  whatsapp?: string | null | undefined;
  sort?: number | undefined;
}

export function toWireTeamMember(row: Row, baseUrl: string): TeamMember {
  return { id: row.id, name: row.name, role: row.role, photo: imageUrl(baseUrl, row.photo), whatsapp: row.whatsapp, sort: row.sort };
}

/** One mapping for insert and update. */
function toRow(values: Partial<TeamMemberValues>): Updateable<TeamMembersTable> {
  const row: Updateable<TeamMembersTable> = {};
  if (values.name !== undefined) row.name = values.name;
  if (values.role !== undefined) row.role = values.role;
  if (values.photo !== undefined) row.photo = values.photo;
  if (values.whatsapp !== undefined) row.whatsapp = values.whatsapp;
  if (values.sort !== undefined) row.sort = values.sort;
  return row;
}

/** In the order staff gave them, then as added. */
export async function listTeamMembers(db: Db): Promise<Row[]> {
  return db.selectFrom('team_members').select(COLUMNS).orderBy('sort').orderBy('id').execute();
}

export async function insertTeamMember(db: Db, values: TeamMemberValues): Promise<Row> {
  return db
    .insertInto('team_members')
    .values(toRow(values) as Insertable<TeamMembersTable>)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateTeamMember(db: Db, id: number, values: Partial<TeamMemberValues>): Promise<Row | null> {
  const row = await db
    .updateTable('team_members')
    .set({ ...toRow(values), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteTeamMember(db: Db, id: number): Promise<Row | null> {
  return (await db.deleteFrom('team_members').where('id', '=', id).returning(COLUMNS).executeTakeFirst()) ?? null;
}
