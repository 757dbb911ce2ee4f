import fs from 'node:fs';
import path from 'node:path';
import { writeBackupFile } from './backups/archive.ts';
import { loadConfig } from './config.ts';
import { databaseTargetFor, openDatabase } from './db/database.ts';

const USAGE = `Usage: npm run backup -- FILE   (e.g. backup.tar.gz)
Writes every table's rows, every upload and a manifest into one archive. With the embedded
database, stop the server first (or download the backup from Settings while it runs).`;

// `npm run backup -- FILE`: the database the environment configures (PGlite in DATA_DIR/db, or
// DATABASE_URL), read in one consistent snapshot; never changes it.
async function main(argv: string[]): Promise<number> {
  const file = argv.find((arg) => arg !== '--');
  if (!file || file.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const target = databaseTargetFor(config);
  if (target.kind === 'pglite' && target.dir && !fs.existsSync(target.dir)) {
    console.error(`No database in ${target.dir}: nothing to back up (is DATA_DIR right?).`);
    return 1;
  }
  const db = openDatabase(target);
  try {
    const manifest = await writeBackupFile(db, config.dataDir, path.resolve(file));
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backup written: ${file} (${(fs.statSync(file).size / 1024).toFixed(0)} KiB; schema ${manifest.schemaVersion}; ` +
        `${rows} rows in ${manifest.tables.length} tables; ${manifest.uploads.files} uploads).`,
    );
    return 0;
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
