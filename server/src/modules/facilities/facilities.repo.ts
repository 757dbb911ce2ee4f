import type { Facility } from '@island/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

const COLUMNS = ['id', 'icon', 'label', 'description', 'available'] as const;

/** Every facility in the order staff added them; `availableOnly` for what visitors see. */
export async function listFacilities(db: Db, { availableOnly = false } = {}): Promise<Facility[]> {
  return facilitiesQuery(db, { availableOnly }).execute();
}

/** The query of `listFacilities`, for a read that runs it inside a larger one (the home page). */
export function facilitiesQuery(db: Db, { availableOnly = false } = {}) {
  let query = db.selectFrom('facilities').select(COLUMNS).orderBy('sort').orderBy('id');
  if (availableOnly) query = query.where('available', '=', true);
  return query;
}

export interface FacilityValues {
  icon: string;
  label: string;
  description: string | null;
  available: boolean;
}

/** A new facility goes to the end of the list. */
export async function insertFacility(db: Db, values: FacilityValues): Promise<Facility> {
  return db
    .insertInto('facilities')
    .values({
      ...values,
      sort: sql<number>`(select coalesce(max(sort), 0) + 1 from facilities)`,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Fields left undefined keep their stored values (Kysely leaves them out of the update). */
export async function updateFacility(db: Db, id: number, changes: Partial<FacilityValues>): Promise<Facility | null> {
  const row = await db
    .updateTable('facilities')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteFacility(db: Db, id: number): Promise<Facility | null> {
  return (await db.deleteFrom('facilities').where('id', '=', id).returning(COLUMNS).executeTakeFirst()) ?? null;
}
