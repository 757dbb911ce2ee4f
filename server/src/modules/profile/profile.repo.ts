import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ContributorProfilesTable } from '../../db/types.ts';

const COLUMNS = ['phone', 'location', 'bio', 'university', 'major', 'website', 'twitter', 'instagram', 'avatar'] as const;

export interface ProfileValues {
  phone?: string | null;
  location?: string | null;
  bio?: string | null;
  university?: string | null;
  major?: string | null;
  website?: string | null;
  twitter?: string | null;
  instagram?: string | null;
  /** A stored upload's name. */
  avatar?: string | null;
}

export type ProfileRow = Pick<Selectable<ContributorProfilesTable>, (typeof COLUMNS)[number]>;

const EMPTY: ProfileRow = { phone: null, location: null, bio: null, university: null, major: null, website: null, twitter: null, instagram: null, avatar: null };

/** A user's profile; all empty until they first save it. */
export async function findProfile(db: Db, userId: number): Promise<ProfileRow> {
  const row = await db.selectFrom('contributor_profiles').select(COLUMNS).where('user_id', '=', userId).executeTakeFirst();
  return row ?? EMPTY;
}

/** Creates the row on first save; fields left undefined keep what is stored. */
export async function saveProfile(db: Db, userId: number, values: ProfileValues): Promise<ProfileRow> {
  const row = { ...values };
  return db
    .insertInto('contributor_profiles')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...row, updated_at: sql`now()` }))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
