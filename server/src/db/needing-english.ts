import type { TranslationState } from '@island/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from './database.ts';
import { lacksMainEnglish } from './english-twin.ts';

/** A published record whose English is missing, lacks its main text, or is older than its Indonesian. */
export interface RecordNeedingEnglish {
  id: number;
  name: string;
  state: TranslationState;
  changedAt: Date;
}

/** Where a kind's records and their twins are (decision 0035). */
export interface TwinnedTable {
  table: 'packages' | 'destinations' | 'cultures' | 'events' | 'articles' | 'products' | 'msmes' | 'facilities';
  /** The column staff know a record by (its Indonesian name or title). */
  name: string;
  /** The twin's main texts: English without one of them is only partly written. */
  main: readonly string[];
  /** Which records visitors see; the others wait for no translator. */
  published?: RawBuilder<boolean>;
}

/**
 * A kind's records waiting for a translator, the most recently changed first (at most `limit`),
 * and how many wait in all. One statement: the state is worked out where the rows are.
 */
export async function recordsNeedingEnglish(db: Db, kind: TwinnedTable, limit: number): Promise<{ rows: RecordNeedingEnglish[]; total: number }> {
  const { rows } = await sql<{ id: number; name: string; id_changed_at: Date; state: TranslationState; total: string }>`
    with waiting as (
      select id, ${sql.ref(kind.name)} as name, id_changed_at,
        case
          when en is null then 'missing'
          when ${lacksMainEnglish(kind.main)} then 'partial'
          when en_changed_at < id_changed_at then 'outdated'
        end as state
      from ${sql.table(kind.table)}
      where ${kind.published ?? sql`true`}
    )
    select id, name, id_changed_at, state, count(*) over () as total
    from waiting where state is not null
    order by id_changed_at desc, id desc
    limit ${limit}`.execute(db);
  return {
    rows: rows.map((row) => ({ id: row.id, name: row.name, state: row.state, changedAt: new Date(row.id_changed_at) })),
    total: rows.length > 0 ? Number(rows[0]!.total) : 0,
  };
}
