import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import tar from 'tar-stream';
import { knownMigrations, migrateToLatest } from '../db/migrator.ts';
import { type Manifest, manifestSchema } from './archive.ts';
import { type CatalogueTable, quoteIdent, readCatalogue, type UntypedDb } from './catalogue.ts';

/** Tables whose trigger refuses TRUNCATE; emptied row by row under their allowed path. */
const APPEND_ONLY_TABLES = new Set(['audit_log']);

/** A restore refused before anything was written, with the reason for the operator. */
export class RestoreRefused extends Error {}

export interface RestoreSummary {
  manifest: Manifest;
  /** Tables whose rows were loaded, with how many. */
  tables: { name: string; rows: number }[];
  uploads: number;
}

const MAX_BATCH_ROWS = 500;
const MAX_BATCH_CHARS = 4 * 1024 * 1024;
/** Upload paths inside the archive: plain names in plain folders, nothing that climbs out. */
const SAFE_UPLOAD_PATH = /^uploads\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Loads an archive from `prepareBackup` into this database and DATA_DIR/uploads. The database is
 * brought to the newest migration first (what the server does at every start), then every row
 * goes in inside one transaction that also checks the counts: any error rolls all of it back.
 * Uploads are written to a work folder and moved into place only after the commit.
 */
export async function restoreBackup(options: {
  db: UntypedDb;
  dataDir: string;
  input: Readable;
  /** Empty a database that has rows instead of refusing it. */
  force?: boolean;
}): Promise<RestoreSummary> {
  const { db, dataDir, input, force = false } = options;
  const extract = tar.extract();
  const gunzip = zlib.createGunzip();
  const fed = pipeline(input, gunzip, extract).catch((error: unknown) => {
    extract.destroy(error as Error);
  });
  const workDir = path.join(dataDir, 'tmp', `restore-${crypto.randomBytes(6).toString('hex')}`);
  const entries = extract[Symbol.asyncIterator]();
  try {
    const first = await entries.next();
    if (first.done || first.value.header.name !== 'manifest.json') {
      throw new RestoreRefused('This file is not a backup of this site (it has no manifest.json first).');
    }
    const manifest = parseManifest(await readAll(first.value));
    const known = new Set(await knownMigrations());
    const unknown = manifest.migrations.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new RestoreRefused(
        `The backup was made by a newer version of the site (schema ${manifest.schemaVersion}; unknown migrations: ${unknown.join(', ')}). Update this installation first, then restore.`,
      );
    }
    // A database with rows is refused before it is even migrated: it stays exactly as it was.
    if (!force) {
      const withRows = await tablesWithRows(db, await readCatalogue(db));
      if (withRows.length > 0) throw notEmpty(withRows);
    }
    await migrateToLatest(db);

    let uploads = 0;
    const tables = await db.transaction().execute(async (trx) => {
      const catalogue = await readCatalogue(trx);
      const current = new Map(catalogue.map((table) => [table.name, table]));
      const missing = manifest.tables.filter((table) => !current.has(table.name)).map((table) => table.name);
      if (missing.length > 0) throw new RestoreRefused(`The database has no table ${missing.join(', ')} that the backup holds.`);

      // Without --force the database had no rows before migrating (checked above): rows now are
      // the ones migrations write themselves (the sign-in policy's single row), which the
      // archive holds too, so they are replaced like everything else.
      const withRows = await tablesWithRows(trx, catalogue);
      if (withRows.length > 0) {
        // The audit trail refuses TRUNCATE (append-only, migrations/0008_audit.ts); --force replaces
        // it through the one deletion path its trigger allows, local to this transaction.
        const appendOnly = catalogue.filter((table) => APPEND_ONLY_TABLES.has(table.name));
        if (appendOnly.length > 0) {
          await sql`select set_config('island.audit_prune', 'on', true)`.execute(trx);
          for (const table of appendOnly) await sql`delete from ${sql.raw(quoteIdent(table.name))}`.execute(trx);
          await sql`select set_config('island.audit_prune', 'off', true)`.execute(trx);
        }
        const rest = catalogue.filter((table) => !APPEND_ONLY_TABLES.has(table.name));
        await sql`truncate ${sql.raw(rest.map((table) => quoteIdent(table.name)).join(', '))} restart identity cascade`.execute(trx);
      }

      const loaded = new Map<string, number>();
      for (;;) {
        const next = await entries.next();
        if (next.done) break;
        const entry = next.value;
        const name = entry.header.name;
        const table = manifest.tables.find((t) => t.file === name);
        if (table) {
          const columns = table.columns.filter((column) => current.get(table.name)!.columns.includes(column));
          const rows = await loadTable(trx, table.name, columns, entry);
          if (rows !== table.rows) throw new Error(`Table ${table.name}: the backup lists ${table.rows} rows, the file holds ${rows}.`);
          loaded.set(table.name, rows);
        } else if (entry.header.type === 'file' && SAFE_UPLOAD_PATH.test(name)) {
          const target = path.join(workDir, name);
          await fsp.mkdir(path.dirname(target), { recursive: true });
          await pipeline(entry, fs.createWriteStream(target, { flags: 'wx' }));
          uploads += 1;
        } else if (entry.header.type === 'directory') {
          entry.resume();
        } else {
          throw new RestoreRefused(`The backup holds an unexpected entry: ${name.slice(0, 200)}`);
        }
      }
      await fed;

      const absent = manifest.tables.filter((table) => !loaded.has(table.name)).map((table) => table.name);
      if (absent.length > 0) throw new Error(`The backup is incomplete: no rows file for ${absent.join(', ')}.`);
      if (uploads !== manifest.uploads.files) throw new Error(`The backup lists ${manifest.uploads.files} uploads, it holds ${uploads}.`);
      for (const table of manifest.tables) {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.raw(quoteIdent(table.name))}`.execute(trx);
        if (rows[0]?.n !== table.rows) throw new Error(`Table ${table.name}: ${rows[0]?.n} rows after loading, the backup lists ${table.rows}.`);
      }
      // New rows continue after the restored ones.
      for (const table of catalogue) {
        for (const column of table.identity) {
          await sql`select setval(pg_get_serial_sequence(${quoteIdent(table.name)}, ${column}),
                                  coalesce((select max(${sql.ref(column)}) from ${sql.raw(quoteIdent(table.name))}), 0) + 1, false)`.execute(trx);
        }
      }
      return manifest.tables.map((table) => ({ name: table.name, rows: table.rows }));
    });

    await moveUploadsIn(path.join(workDir, 'uploads'), path.join(dataDir, 'uploads'));
    return { manifest, tables, uploads };
  } catch (error) {
    input.destroy();
    if (error instanceof SyntaxError || (error as NodeJS.ErrnoException).code === 'Z_DATA_ERROR') {
      throw new RestoreRefused(`This file is not a readable backup: ${(error as Error).message}`);
    }
    throw error;
  } finally {
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}

async function tablesWithRows(db: UntypedDb, catalogue: CatalogueTable[]): Promise<string[]> {
  const withRows: string[] = [];
  for (const table of catalogue) {
    const { rows } = await sql<{ found: boolean }>`select exists (select 1 from ${sql.raw(quoteIdent(table.name))}) as found`.execute(db);
    if (rows[0]?.found) withRows.push(table.name);
  }
  return withRows;
}

function notEmpty(tables: string[]): RestoreRefused {
  return new RestoreRefused(
    `The database is not empty (rows in ${tables.join(', ')}). Restore into an empty database, or add --force to replace everything in it.`,
  );
}

function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RestoreRefused('The backup\'s manifest.json is not JSON.');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new RestoreRefused(`The backup's manifest.json is not one this version reads: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}

async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Inserts a table's lines in batches. The database turns each JSON object back into a row of
 * the table's own types (`jsonb_populate_recordset`), with the identities it had.
 */
async function loadTable(db: UntypedDb, table: string, columns: string[], entry: AsyncIterable<unknown>): Promise<number> {
  const columnList = sql.raw(columns.map(quoteIdent).join(', '));
  const tableName = sql.raw(quoteIdent(table));
  let batch: string[] = [];
  let chars = 0;
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const json = `[${batch.join(',')}]`;
    const result = await sql`insert into ${tableName} (${columnList}) overriding system value
      select ${columnList} from jsonb_populate_recordset(null::${tableName}, ${json}::jsonb)`.execute(db);
    count += Number(result.numAffectedRows ?? 0);
    batch = [];
    chars = 0;
  };
  const take = async (line: string) => {
    if (line.trim() === '') return;
    batch.push(line);
    chars += line.length;
    if (batch.length >= MAX_BATCH_ROWS || chars >= MAX_BATCH_CHARS) await flush();
  };
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of entry) {
    const lines = (rest + decoder.write(chunk as Buffer)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) await take(line);
  }
  await take(rest + decoder.end());
  await flush();
  return count;
}

/** Moves restored files into the uploads folder (same disk: a rename each). */
async function moveUploadsIn(from: string, to: string, prefix = ''): Promise<void> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(path.join(from, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  await fsp.mkdir(path.join(to, prefix), { recursive: true });
  for (const entry of entries) {
    const name = path.join(prefix, entry.name);
    if (entry.isDirectory()) await moveUploadsIn(from, to, name);
    else await fsp.rename(path.join(from, name), path.join(to, name));
  }
}
