import { type Kysely, sql } from 'kysely';

// More kinds get the English twin of decision 0035, as 0029 gave it to destinations and culture:
// the visitor's texts in one JSON object `en`, and the dates of the Indonesian texts' last change
// and the English one's. A record's existing texts stay its Indonesian; its "last change" starts
// at its last update. A kind searched through a trigram index has it rebuilt over its Indonesian
// and English texts joined, the very expression the server searches with; a kind without one
// (the agenda, a few dozen rows read by date) gets none. Frozen: never import application code.

interface Kind {
  table: string;
  /** The trigram index over the searched texts, when the kind has one. */
  index?: {
    /** The Indonesian columns the index covered, in its order. */
    indonesian: string[];
    /** The English twin's keys a search reads, after them. */
    english: string[];
  };
}

const KINDS: Kind[] = [{ table: 'events' }];

function document(index: NonNullable<Kind['index']>, withEnglish: boolean) {
  const texts = [
    ...index.indonesian.map((column) => sql`coalesce(${sql.ref(column)}, '')`),
    ...(withEnglish ? index.english.map((key) => sql`coalesce(en->>${sql.lit(key)}, '')`) : []),
  ];
  return sql.join(texts, sql` || ' ' || `);
}

async function searchIndex(db: Kysely<any>, kind: Kind, withEnglish: boolean): Promise<void> {
  if (!kind.index) return;
  const name = sql.id(`${kind.table}_search_trgm_idx`);
  await sql`drop index if exists ${name}`.execute(db);
  await sql`create index ${name} on ${sql.table(kind.table)} using gin ((${document(kind.index, withEnglish)}) gin_trgm_ops)`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const kind of KINDS) {
    await db.schema
      .alterTable(kind.table)
      .addColumn('en', 'jsonb', (c) => c.check(sql`en is null or jsonb_typeof(en) = 'object'`))
      .addColumn('id_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('en_changed_at', 'timestamptz')
      .execute();
    await sql`update ${sql.table(kind.table)} set id_changed_at = updated_at`.execute(db);
    await searchIndex(db, kind, true);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const kind of [...KINDS].reverse()) {
    await searchIndex(db, kind, false);
    await db.schema.alterTable(kind.table).dropColumn('en').dropColumn('id_changed_at').dropColumn('en_changed_at').execute();
  }
}
