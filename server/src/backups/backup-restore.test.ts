import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadImages } from '../../test/upload-images.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { knownMigrations, migrateToLatest } from '../db/migrator.ts';
import { type Manifest, writeBackupFile } from './archive.ts';
import { quoteIdent, readCatalogue } from './catalogue.ts';
import { RestoreRefused, restoreBackup } from './restore.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'island-backup-'));
const cleanups: (() => Promise<void>)[] = [];
let t: TestApp;
let archive: string;
let manifest: Manifest;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  // Content made through the API on top of the demo: an upload (with its variants) that a row uses.
  const [image] = await uploadImages(t, 1);
  const res = await t.request('POST', '/api/destinations', {
    token: t.users.admin.token,
    body: {
      title: 'Gua Kelelawar "Lama"',
      category: 'nature',
      shortDescription: 'Gua kapur di utara pulau, dengan tanda kutip dan émoji 🦇.',
      description: 'Gua kapur yang sejuk; lorongnya panjang dan berliku.\nBaris kedua.',
      location: { lat: -5.123456, lng: 119.654321 },
      image: image!.filename,
      gallery: [image!.filename],
    },
  });
  expect(res.status).toBe(201);
  // More rows than one page of the dump (1,000), so the archive is read page after page.
  await sql`
    insert into destinations (title, category, short_description, latitude, longitude, image)
    select 'Tempat ' || i, 'nature', 'Singkat', -5.0, 119.3, 'x.webp' from generate_series(1, 2345) as i`.execute(t.db);
  archive = path.join(work, 'site.tar.gz');
  manifest = await writeBackupFile(t.db, t.config.dataDir, archive);
}, 300_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await t?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Every table's rows, as the database writes them, in key order: equal means the same data. */
async function snapshot(db: Kysely<any>): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of await readCatalogue(db)) {
    const order = table.primaryKey.map((c) => `t.${quoteIdent(c)}`).join(', ') || '1';
    const { rows } = await sql<{ line: string }>`select to_jsonb(t)::text as line from ${sql.raw(quoteIdent(table.name))} t order by ${sql.raw(order)}`.execute(db);
    tables[table.name] = rows.map((row) => row.line);
  }
  return tables;
}

/** Every file under a folder with its SHA-256. */
function filesOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fs.existsSync(dir)) return out;
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, name);
    if (fs.statSync(full).isFile()) out[name] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return out;
}

/** What a backup or restore left in its work folder (nothing, when it cleans up). */
function leftovers(dataDir: string): string[] {
  const dir = path.join(dataDir, 'tmp');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

function freshDir(): string {
  return fs.mkdtempSync(path.join(work, 'site-'));
}

/** A new, empty PostgreSQL database (dropped after the file), or undefined without DATABASE_URL. */
async function freshPostgres(): Promise<string | undefined> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `island_restore_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Rewrites an archive's manifest (and optionally one table file) into a new archive. */
async function alteredArchive(change: (m: Manifest) => Manifest, replaceFile?: { name: string; text: string }): Promise<string> {
  const out = path.join(work, `altered-${crypto.randomBytes(4).toString('hex')}.tar.gz`);
  const extract = tar.extract();
  fs.createReadStream(archive).pipe(zlib.createGunzip()).pipe(extract);
  const pack = tar.pack();
  const done = new Promise<void>((resolve, reject) => {
    pack.pipe(zlib.createGzip()).pipe(fs.createWriteStream(out)).on('finish', () => resolve()).on('error', reject);
  });
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    let body = Buffer.concat(chunks);
    if (entry.header.name === 'manifest.json') body = Buffer.from(JSON.stringify(change(JSON.parse(body.toString()) as Manifest)));
    if (entry.header.name === replaceFile?.name) body = Buffer.from(replaceFile.text);
    pack.entry({ name: entry.header.name }, body);
  }
  pack.finalize();
  await done;
  return out;
}

describe('backup', () => {
  it('writes a manifest with the schema version, the time and every table with its count', async () => {
    const known = await knownMigrations();
    expect(manifest.schemaVersion).toBe(known.at(-1));
    expect(manifest.migrations).toEqual(known);
    expect(Date.now() - Date.parse(manifest.createdAt)).toBeLessThan(10 * 60_000);
    const source = await snapshot(t.db);
    expect(Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]))).toEqual(
      Object.fromEntries(Object.entries(source).map(([name, rows]) => [name, rows.length])),
    );
    const names = manifest.tables.map((table) => table.name);
    // Parents before children, the migrator's bookkeeping and the backups log left out.
    expect(names.indexOf('users')).toBeLessThan(names.indexOf('msmes'));
    expect(names.indexOf('msmes')).toBeLessThan(names.indexOf('products'));
    expect(names).not.toContain('kysely_migration');
    expect(names).not.toContain('backups');
    expect(manifest.tables.find((table) => table.name === 'destinations')!.rows).toBeGreaterThan(1);
    expect(manifest.uploads.files).toBe(Object.keys(filesOf(path.join(t.config.dataDir, 'uploads'))).length);
  });
});

describe('restore', () => {
  let embeddedDir: string;

  it('loads the archive into a fresh embedded database: every row and every file the same', async () => {
    embeddedDir = freshDir();
    const db = openDatabase({ kind: 'pglite', dir: path.join(embeddedDir, 'db') });
    try {
      const summary = await restoreBackup({ db, dataDir: embeddedDir, input: fs.createReadStream(archive) });
      expect(summary.uploads).toBe(manifest.uploads.files);
      expect(await snapshot(db)).toEqual(await snapshot(t.db));
      // New rows continue after the restored ids.
      const maxId = await db.selectFrom('destinations').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
      const added = await db
        .insertInto('destinations')
        .values({ title: 'Baru', category: 'nature', short_description: 'x', latitude: 1, longitude: 1, image: 'a.jpg' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(added.id).toBeGreaterThan(Number(maxId.id));
      await db.deleteFrom('destinations').where('id', '=', added.id).execute();
    } finally {
      await db.destroy();
    }
    expect(filesOf(path.join(embeddedDir, 'uploads'))).toEqual(filesOf(path.join(t.config.dataDir, 'uploads')));
    expect(leftovers(embeddedDir)).toEqual([]);
  });

  it('moves the embedded database to PostgreSQL with two commands, every row and file the same', async (ctx) => {
    const url = await freshPostgres();
    if (!url) return ctx.skip();
    const env = (extra: Record<string, string>) => {
      const e: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', ...extra };
      if (!extra.DATABASE_URL) delete e.DATABASE_URL;
      return e;
    };
    const moved = path.join(work, 'moved.tar.gz');
    const backup = await run(process.execPath, ['--import', 'tsx', 'server/src/backup-cli.ts', moved], { cwd: root, env: env({ DATA_DIR: embeddedDir }) });
    expect(backup.stdout).toMatch(/Backup written/);
    const target = freshDir();
    const restore = await run(process.execPath, ['--import', 'tsx', 'server/src/restore-cli.ts', moved], {
      cwd: root,
      env: env({ DATA_DIR: target, DATABASE_URL: url }),
    });
    expect(restore.stdout).toMatch(/counts checked/);
    const db = openDatabase({ kind: 'postgres', url });
    try {
      expect(await snapshot(db)).toEqual(await snapshot(t.db));
    } finally {
      await db.destroy();
    }
    expect(filesOf(path.join(target, 'uploads'))).toEqual(filesOf(path.join(t.config.dataDir, 'uploads')));
  }, 120_000);

  describe('refusals', () => {
    let db: Database;
    let dir: string;
    beforeAll(async () => {
      dir = freshDir();
      const url = await freshPostgres();
      db = openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dir: undefined });
      await restoreBackup({ db, dataDir: dir, input: fs.createReadStream(archive) });
    });
    afterAll(() => db.destroy());

    it('refuses a database that is not empty, and changes nothing', async () => {
      const before = await snapshot(db);
      const filesBefore = filesOf(path.join(dir, 'uploads'));
      const error = await restoreBackup({ db, dataDir: dir, input: fs.createReadStream(archive) }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RestoreRefused);
      expect((error as Error).message).toMatch(/not empty.*--force/);
      expect(await snapshot(db)).toEqual(before);
      expect(filesOf(path.join(dir, 'uploads'))).toEqual(filesBefore);
    });

    it('replaces everything with --force', async () => {
      await db.deleteFrom('testimonials').execute();
      await restoreBackup({ db, dataDir: dir, input: fs.createReadStream(archive), force: true });
      expect(await snapshot(db)).toEqual(await snapshot(t.db));
    });

    it('refuses an archive of a newer schema, before touching anything', async () => {
      const newer = await alteredArchive((m) => ({ ...m, schemaVersion: '9999_future', migrations: [...m.migrations, '9999_future'] }));
      const empty = openDatabase({ kind: 'pglite', dir: undefined });
      try {
        const error = await restoreBackup({ db: empty, dataDir: freshDir(), input: fs.createReadStream(newer) }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(RestoreRefused);
        expect((error as Error).message).toMatch(/newer version.*9999_future/);
        // Not even migrated: the database is as it was.
        expect(await readCatalogue(empty)).toEqual([]);
      } finally {
        await empty.destroy();
      }
    });

    it('leaves an empty database empty and writes no upload when loading fails halfway', async () => {
      // The last table's file holds a row too few: everything before it was inserted, then rolled back.
      const last = manifest.tables.filter((table) => table.rows > 0).at(-1)!;
      const broken = await alteredArchive((m) => m, { name: last.file, text: '' });
      const emptyDir = freshDir();
      const url = await freshPostgres();
      const empty = openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dir: undefined });
      try {
        const error = await restoreBackup({ db: empty, dataDir: emptyDir, input: fs.createReadStream(broken) }).catch((e: unknown) => e);
        expect((error as Error).message).toContain(last.name);
        // The schema is there (restore migrates first), holding only the rows migrations write
        // themselves, as in any new database: none of the archive's.
        const counts = Object.fromEntries(Object.entries(await snapshot(empty)).map(([table, rows]) => [table, rows.length]));
        expect(Object.keys(counts).length).toBeGreaterThan(5);
        const reference = openDatabase({ kind: 'pglite', dir: undefined });
        try {
          await migrateToLatest(reference);
          const fresh = Object.fromEntries(Object.entries(await snapshot(reference)).map(([table, rows]) => [table, rows.length]));
          expect(counts).toEqual(fresh);
        } finally {
          await reference.destroy();
        }
        expect(filesOf(path.join(emptyDir, 'uploads'))).toEqual({});
        expect(leftovers(emptyDir)).toEqual([]);
      } finally {
        await empty.destroy();
      }
    });

    it('says a file that is no backup is none', async () => {
      const junk = path.join(work, 'junk.tar.gz');
      fs.writeFileSync(junk, 'dies ist kein Archiv');
      const error = await restoreBackup({ db, dataDir: dir, input: fs.createReadStream(junk) }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RestoreRefused);
      expect((error as Error).message).toMatch(/not a readable backup/);
    });
  });
});
