import { promises as fs } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../migrations');

/**
 * Reads `migrations/NNNN_name.ts`. The import happens here rather than inside Kysely's
 * FileMigrationProvider so that whatever runs the server (tsx, Vitest) also compiles them.
 */
const folderProvider: MigrationProvider = {
  async getMigrations() {
    const migrations: Record<string, Migration> = {};
    for (const file of (await fs.readdir(MIGRATIONS_DIR)).sort()) {
      if (!/^\d{4}_[\w-]+\.ts$/.test(file)) continue;
      const module = (await import(pathToFileURL(path.join(MIGRATIONS_DIR, file)).href)) as Migration;
      migrations[file.replace(/\.ts$/, '')] = module;
    }
    return migrations;
  },
};

// Kysely<any>: the migrator works below the typed schema, whatever the DB type says.
/** Brings the schema to the newest migration; throws (and so stops the start) on any failure. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: folderProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** The names of the migrations this code knows, oldest first. */
export async function knownMigrations(): Promise<string[]> {
  return Object.keys(await folderProvider.getMigrations()).sort();
}
