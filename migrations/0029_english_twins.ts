import { type Kysely, sql } from 'kysely';

// More kinds get the English twin packages got in 0026 (decision 0035): the visitor's texts in one
// JSON object `en`, and the dates of the Indonesian texts' last change and the English one's. A
// record's existing texts stay its Indonesian; its "last change" starts at its last update.
// Each kind's one trigram index is rebuilt over its Indonesian and English texts joined, the
// very expression the server searches with. Frozen: never import application code.

interface Kind {
  table: string;
  /** The Indonesian columns the index covered, in its order. */
  indonesian: string[];
  /** The English twin's keys a search reads, after them. */
  english: string[];
}

const KINDS: Kind[] = [
  { table: 'destinations', indonesian: ['title', 'short_description', 'description'], english: ['title', 'shortDescription', 'description'] },
  { table: 'cultures', indonesian: ['title', 'description'], english: ['title', 'description'] },
];

function document(kind: Kind, withEnglish: boolean) {
  const texts = [
    ...kind.indonesian.map((column) => sql`coalesce(${sql.ref(column)}, '')`),
    ...(withEnglish ? kind.english.map((key) => sql`coalesce(en->>${sql.lit(key)}, '')`) : []),
  ];
  return sql.join(texts, sql` || ' ' || `);
}

async function searchIndex(db: Kysely<any>, kind: Kind, withEnglish: boolean): Promise<void> {
  const name = sql.id(`${kind.table}_search_trgm_idx`);
  await sql`drop index if exists ${name}`.execute(db);
  await sql`create index ${name} on ${sql.table(kind.table)} using gin ((${document(kind, withEnglish)}) gin_trgm_ops)`.execute(db);
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
  for (const kind of KINDS) {
    await searchIndex(db, kind, false);
    await db.schema.alterTable(kind.table).dropColumn('en').dropColumn('id_changed_at').dropColumn('en_changed_at').execute();
  }
}
