import { type Kysely, sql } from 'kysely';

/** The database as the catalogue sees it: whatever tables the migrations made, below the typed schema. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are read from the catalogue, not from DB
export type UntypedDb = Kysely<any>;

/**
 * Tables a backup leaves out: the migrator's own bookkeeping (a restore migrates the database
 * itself), the backups log (it describes files on one machine, not the site), the rate-limit
 * counters (passing state, created at run time) and the visitor statistics' salt of the day (a
 * copy of it in an archive would let the day's visitor hashes be tied to addresses again).
 */
const NOT_BACKED_UP = new Set(['kysely_migration', 'kysely_migration_lock', 'backups', 'rate_limits', 'stats_salts']);

export interface CatalogueTable {
  name: string;
  /** Columns a row is written with (generated columns are left to the database). */
  columns: string[];
  /** Identity columns, whose sequences a restore moves past the loaded rows. */
  identity: string[];
  /** Primary-key columns, for a stable order of rows. */
  primaryKey: string[];
}

/**
 * Every table of the public schema but those above, parents before children (foreign-key
 * order), read from the catalogue, so tables added by any later migration are included as they
 * come. Tables in a foreign-key cycle (none today) follow in name order.
 */
export async function readCatalogue(db: UntypedDb): Promise<CatalogueTable[]> {
  const columns = await sql<{ table_name: string; column_name: string; is_identity: string; is_generated: string }>`
    select c.table_name, c.column_name, c.is_identity, c.is_generated
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
     order by c.table_name, c.ordinal_position`.execute(db);
  const keys = await sql<{ table_name: string; column_name: string }>`
    select tc.table_name, k.column_name
      from information_schema.table_constraints tc
      join information_schema.key_column_usage k
        on k.constraint_name = tc.constraint_name and k.table_schema = tc.table_schema and k.table_name = tc.table_name
     where tc.table_schema = 'public' and tc.constraint_type = 'PRIMARY KEY'
     order by tc.table_name, k.ordinal_position`.execute(db);
  const references = await sql<{ child: string; parent: string }>`
    select distinct cl.relname as child, pcl.relname as parent
      from pg_constraint con
      join pg_class cl on cl.oid = con.conrelid
      join pg_class pcl on pcl.oid = con.confrelid
      join pg_namespace n on n.oid = cl.relnamespace
     where con.contype = 'f' and n.nspname = 'public'`.execute(db);

  const tables = new Map<string, CatalogueTable>();
  for (const row of columns.rows) {
    if (NOT_BACKED_UP.has(row.table_name)) continue;
    let table = tables.get(row.table_name);
    if (!table) tables.set(row.table_name, (table = { name: row.table_name, columns: [], identity: [], primaryKey: [] }));
    if (row.is_generated === 'ALWAYS') continue;
    table.columns.push(row.column_name);
    if (row.is_identity === 'YES') table.identity.push(row.column_name);
  }
  for (const row of keys.rows) tables.get(row.table_name)?.primaryKey.push(row.column_name);

  // Parents first: repeatedly take the tables whose parents (other than themselves) are all taken.
  const parents = new Map<string, Set<string>>([...tables.keys()].map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references.rows) {
    if (child !== parent && tables.has(parent)) parents.get(child)?.add(parent);
  }
  const ordered: CatalogueTable[] = [];
  const taken = new Set<string>();
  const names = [...tables.keys()].sort();
  while (taken.size < names.length) {
    const ready = names.filter((name) => !taken.has(name) && [...parents.get(name)!].every((p) => taken.has(p)));
    const next = ready.length > 0 ? ready : names.filter((name) => !taken.has(name));
    for (const name of next) {
      taken.add(name);
      ordered.push(tables.get(name)!);
    }
  }
  return ordered;
}

/** Migrations applied to the database, oldest first. */
export async function appliedMigrations(db: UntypedDb): Promise<string[]> {
  const exists = await sql<{ found: boolean }>`select to_regclass('public.kysely_migration') is not null as found`.execute(db);
  if (!exists.rows[0]?.found) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
