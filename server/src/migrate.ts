import { loadConfig } from './config.ts';
import { databaseTargetFor, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrator.ts';

// `npm run migrate`: brings the configured database to the newest migration and exits;
// non-zero on failure.
const config = loadConfig();
const db = openDatabase(databaseTargetFor(config));
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
