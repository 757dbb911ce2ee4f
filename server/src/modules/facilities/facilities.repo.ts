import { type Facility, type FacilityEnglish, type FacilityEnglishStored } from '@island/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { TwinnedTable } from '../../db/needing-english.ts';
import { insertedTwin, twinChangeDates, twinColumn } from '../../db/english-twin.ts';

/**
 * The English twin as answered, worked out in the statement (`outdated` from the two dates): the
 * home page reads facilities as JSON inside its one statement (home.repo.ts), where no mapping of
 * rows runs after the read, so both reads take the same expression.
 */
const ENGLISH_ANSWER = sql<FacilityEnglish | null>`case when en is null then null
  else en || jsonb_build_object('outdated', coalesce(en_changed_at < id_changed_at, false)) end`.as('en');

const COLUMNS = ['id', 'icon', 'label', 'description', 'available', ENGLISH_ANSWER] as const;

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
  /** The English twin as stored (`twinOf` makes it from the input); null removes it. */
  en?: FacilityEnglishStored | null;
}

/** The Indonesian texts a visitor reads, by column: a change to any of them leaves the English behind. */
function indonesianTexts(values: Partial<FacilityValues>): Record<string, unknown> {
  return { label: values.label, description: values.description };
}

/** A new facility goes to the end of the list. */
export async function insertFacility(db: Db, { en, ...values }: FacilityValues): Promise<Facility> {
  return db
    .insertInto('facilities')
    .values({
      ...values,
      ...insertedTwin(en),
      sort: sql<number>`(select coalesce(max(sort), 0) + 1 from facilities)`,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Fields left undefined keep their stored values (Kysely leaves them out of the update). */
export async function updateFacility(db: Db, id: number, { en, ...changes }: Partial<FacilityValues>): Promise<Facility | null> {
  const row = await db
    .updateTable('facilities')
    .set({ ...changes, en: twinColumn(en), ...twinChangeDates(indonesianTexts(changes), en), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteFacility(db: Db, id: number): Promise<Facility | null> {
  return (await db.deleteFrom('facilities').where('id', '=', id).returning(COLUMNS).executeTakeFirst()) ?? null;
}

/**
 * Where the translator's list finds them: the facilities shown on the home page (available), by
 * label. The label is the main text: a description is optional in Indonesian too, so requiring
 * its English would keep every facility without one on the list.
 */
export const FACILITY_TWINS: TwinnedTable = { table: 'facilities', name: 'label', main: ['label'], published: sql<boolean>`available` };
