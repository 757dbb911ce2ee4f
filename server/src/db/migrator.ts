import type { Kysely } from 'kysely';
import { type MigrationProvider, Migrator } from 'kysely/migration';
import { MIGRATIONS } from '../../../migrations/index.ts';

/** The migrations this build carries (`migrations/index.ts` lists them, bundled with the server). */
const listedProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

// Kysely<any>: the migrator works below the typed schema, whatever the DB type says.
/** Brings the schema to the newest migration; throws (and so stops the start) on any failure. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: listedProvider });
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
  return Object.keys(await listedProvider.getMigrations()).sort();
}
