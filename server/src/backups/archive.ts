import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { type RawBuilder, sql } from 'kysely';
import { z } from 'zod';
import { appliedMigrations, quoteIdent, readCatalogue, type UntypedDb } from './catalogue.ts';

const ARCHIVE_FORMAT = 'island-village-backup';

/** The archive's first entry: enough to refuse it before reading anything else. */
export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(1),
  createdAt: z.string(),
  /** The newest migration of the database backed up; all of them in `migrations`. */
  schemaVersion: z.string(),
  migrations: z.array(z.string()),
  /** In foreign-key order: parents first. */
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      file: z.string().regex(/^tables\/\d{3}_[a-z0-9_]+\.jsonl$/),
      rows: z.number().int().nonnegative(),
      columns: z.array(z.string()),
    }),
  ),
  uploads: z.object({ files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
});
export type Manifest = z.infer<typeof manifestSchema>;

const ROWS_PER_QUERY = 1000;

/** A backup whose rows are read (a consistent snapshot on disk) and which is ready to be packed. */
export interface PreparedBackup {
  manifest: Manifest;
  /** Writes the archive (tar + gzip) into `output` and removes the work folder, success or not. */
  pack(output: Writable): Promise<void>;
  /** Removes the work folder without packing. */
  discard(): Promise<void>;
}

/**
 * Reads every table's rows in one read-only, repeatable-read transaction (one snapshot, so rows
 * that point at each other are consistent even while the site writes on PostgreSQL), one JSON
 * object per line as the database writes it (`to_jsonb`: ISO times, exact numerics, arrays), into
 * a work folder under DATA_DIR. The rows never pass through JavaScript numbers, so nothing is
 * rounded. Uploads are listed now and read when packed: stored files never change.
 */
export async function prepareBackup(db: UntypedDb, dataDir: string): Promise<PreparedBackup> {
  const workDir = path.join(dataDir, 'tmp', `backup-${crypto.randomBytes(6).toString('hex')}`);
  await fsp.mkdir(path.join(workDir, 'tables'), { recursive: true });
  const discard = () => fsp.rm(workDir, { recursive: true, force: true });
  try {
    const { tables, migrations } = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const migrations = await appliedMigrations(trx);
        const tables: Manifest['tables'] = [];
        for (const [index, table] of (await readCatalogue(trx)).entries()) {
          const file = `tables/${String(index + 1).padStart(3, '0')}_${table.name}.jsonl`;
          const rows = await dumpTable(trx, table.name, table.primaryKey, path.join(workDir, file));
          tables.push({ name: table.name, file, rows, columns: table.columns });
        }
        return { tables, migrations };
      });
    if (migrations.length === 0) throw new Error('The database has no schema: nothing to back up.');
    const uploadsDir = path.join(dataDir, 'uploads');
    const uploads = await listFiles(uploadsDir);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      schemaVersion: migrations.at(-1)!,
      migrations,
      tables,
      uploads: { files: uploads.length, bytes: uploads.reduce((sum, file) => sum + file.size, 0) },
    };
    return {
      manifest,
      discard,
      async pack(output) {
        try {
          await packArchive(output, manifest, workDir, uploadsDir, uploads);
        } finally {
          await discard();
        }
      },
    };
  } catch (error) {
    await discard();
    throw error;
  }
}

/**
 * Writes a table's rows, a page at a time. Pages follow the primary key (each starts after the
 * last key of the one before), so every row is read once however large the table: paging by
 * OFFSET made the database build and skip every earlier row again for each page (a backup of
 * 100,000 articles took minutes). A table without a primary key is paged by OFFSET.
 */
async function dumpTable(db: UntypedDb, table: string, primaryKey: string[], file: string): Promise<number> {
  const handle = await fsp.open(file, 'w');
  const keys = primaryKey.map((column) => `t.${quoteIdent(column)}`).join(', ');
  const keyColumns = primaryKey.length > 0 ? sql.raw(`, ${primaryKey.map((column, i) => `t.${quoteIdent(column)} as k${i}`).join(', ')}`) : sql``;
  const order = primaryKey.length > 0 ? sql.raw(`order by ${keys}`) : sql``;
  let count = 0;
  let lastKey: unknown[] | null = null;
  try {
    for (;;) {
      const after: RawBuilder<unknown> = lastKey ? sql`where (${sql.raw(keys)}) > (${sql.join(lastKey)})` : sql``;
      const page = primaryKey.length > 0 ? sql`limit ${ROWS_PER_QUERY}` : sql`limit ${ROWS_PER_QUERY} offset ${count}`;
      const { rows } = await sql<Record<string, unknown> & { line: string }>`
        select to_jsonb(t)::text as line ${keyColumns} from ${sql.raw(quoteIdent(table))} t ${after} ${order} ${page}`.execute(db);
      if (rows.length > 0) await handle.write(`${rows.map((row) => row.line).join('\n')}\n`);
      count += rows.length;
      if (rows.length < ROWS_PER_QUERY) return count;
      const last: Record<string, unknown> = rows.at(-1)!;
      lastKey = primaryKey.map((_, i) => last[`k${i}`]);
    }
  } finally {
    await handle.close();
  }
}

interface ListedFile {
  /** Relative to the uploads folder, with forward slashes. */
  name: string;
  size: number;
}

/** Every regular file under `dir` (originals and their image variants); none when it is missing. */
async function listFiles(dir: string, prefix = ''): Promise<ListedFile[]> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(path.join(dir, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: ListedFile[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, name)));
    else if (entry.isFile()) files.push({ name, size: (await fsp.stat(path.join(dir, name))).size });
  }
  return files;
}

async function packArchive(output: Writable, manifest: Manifest, workDir: string, uploadsDir: string, uploads: ListedFile[]): Promise<void> {
  // Loaded with the first backup, not with every start of the server.
  const { default: tar } = await import('tar-stream');
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip(), output);
  // A failure on the output side (a closed connection, a full disk) stops the packing at once,
  // even in the middle of an entry that would otherwise wait for a reader forever.
  let stop: (error: unknown) => void = () => {};
  const stopped = new Promise<never>((_resolve, reject) => {
    stop = reject;
  });
  stopped.catch(() => {});
  written.catch((error: unknown) => stop(error));
  const mtime = new Date(manifest.createdAt);
  const addFile = (name: string, source: string, size: number) => {
    const stream = fs.createReadStream(source);
    const added = new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name, size, mtime, mode: 0o644 }, (error) => (error ? reject(error) : resolve()));
      // Its failure arrives through the callback above; the pipe from the file must not raise it again.
      entry.on('error', () => {});
      stream.on('error', (error) => {
        entry.destroy(error);
        reject(error);
      });
      stream.pipe(entry);
    });
    return Promise.race([added, stopped]).catch((error: unknown) => {
      stream.destroy();
      throw error;
    });
  };
  try {
    pack.entry({ name: 'manifest.json', mtime, mode: 0o644 }, `${JSON.stringify(manifest, null, 2)}\n`);
    for (const table of manifest.tables) {
      const source = path.join(workDir, table.file);
      await addFile(table.file, source, (await fsp.stat(source)).size);
    }
    for (const file of uploads) await addFile(`uploads/${file.name}`, path.join(uploadsDir, file.name), file.size);
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
  }
  await written;
}

/** Backs up into a file: written beside it first and renamed when complete, so a file there is whole. */
export async function writeBackupFile(db: UntypedDb, dataDir: string, file: string): Promise<Manifest> {
  const prepared = await prepareBackup(db, dataDir);
  const partial = `${file}.part`;
  try {
    await fsp.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await prepared.pack(fs.createWriteStream(partial));
    await fsp.rename(partial, file);
  } catch (error) {
    await fsp.rm(partial, { force: true });
    throw error;
  }
  return prepared.manifest;
}
