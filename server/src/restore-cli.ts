import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { RestoreRefused, restoreBackup } from './backups/restore.ts';
import { loadConfig } from './config.ts';
import { databaseTargetFor, openDatabase } from './db/database.ts';

const USAGE = `Usage: npm run restore -- FILE [--force]
Loads a backup (npm run backup, or 'Unduh cadangan' in Settings) into the configured database:
the embedded one in DATA_DIR, or PostgreSQL when DATABASE_URL is set. The database must be empty;
--force replaces everything in it. Stop the server first.`;

// `npm run restore -- FILE`: migrate, then load every row in one transaction and check the
// counts; on any error the database keeps what it had.
async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv.filter((arg) => arg !== '--'), options: { force: { type: 'boolean' } }, allowPositionals: true });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  if (!fs.existsSync(file)) {
    console.error(`No file ${file}.`);
    return 2;
  }
  const config = loadConfig();
  const db = openDatabase(databaseTargetFor(config));
  try {
    const summary = await restoreBackup({ db, dataDir: config.dataDir, input: fs.createReadStream(file), force: values.force ?? false });
    const rows = summary.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored ${file} (made ${summary.manifest.createdAt}, schema ${summary.manifest.schemaVersion}) into ` +
        `${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`}: ` +
        `${rows} rows in ${summary.tables.length} tables, counts checked; ${summary.uploads} uploads.`,
    );
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(error instanceof RestoreRefused ? `Restore refused: ${message}` : `Restore failed, the database is unchanged: ${message}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
