import crypto from 'node:crypto';
import type { Db } from '../../db/database.ts';

/**
 * The salt of the island's day, made at random when the day's first visitor is counted and shared
 * by every instance through its row. Past days' salts are deleted at once: the hashes of a past
 * day can then never be recomputed from an address. Each instance keeps today's salt in memory.
 */
const cached = new WeakMap<object, { day: string; salt: string }>();

export async function saltOf(db: Db, day: string): Promise<string> {
  const hit = cached.get(db);
  if (hit?.day === day) return hit.salt;
  await db
    .insertInto('stats_salts')
    .values({ day, salt: crypto.randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const row = await db.selectFrom('stats_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
  await db.deleteFrom('stats_salts').where('day', '<>', day).execute();
  cached.set(db, { day, salt: row.salt });
  return row.salt;
}
