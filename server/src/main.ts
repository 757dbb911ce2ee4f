import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { databaseTargetFor, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrator.ts';
import { seedDatabase } from './seed/seed.ts';
import { createFileStorage } from './files/storage.ts';
import { createRateLimits, openRateLimitStore } from './security/rate-limits.ts';
import { createTokenService, resolveJwtSecret } from './security/tokens.ts';
import { installGracefulShutdown } from './shutdown.ts';

// Read config → open db → migrate → seed if new → listen; close gracefully on a signal.
const config = loadConfig();
const print = (line: string) => process.stdout.write(`${line}\n`);
// What the first start says about signing in is printed last, after the server's own lines,
// so a generated password is the last thing on the screen rather than scrolled away.
const signInLines: string[] = [];
const target = databaseTargetFor(config);
const db = openDatabase(target);

try {
  await migrateToLatest(db);
  await seedDatabase({
    db,
    storage: createFileStorage(config.dataDir),
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    demoPassword: config.demoPassword,
    seedDemo: config.seedDemo,
    siteTimeZone: config.siteTimeZone,
    print: (line) => signInLines.push(line),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await db.destroy();
  process.exit(1);
}

const tokens = createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir), config.jwtExpiresIn);
// Rate limits live in PostgreSQL when instances may share it (DATABASE_URL), in memory otherwise.
const rateLimitStore = openRateLimitStore(config);
// schedules: the rollups, the monthly e-mail, backups and maintenance run here, not in tests.
const app = await buildApp({ db, config, tokens, rateLimits: await createRateLimits(config, rateLimitStore.store), schedules: true });
app.addHook('onClose', async () => rateLimitStore.close());
installGracefulShutdown(app, config.shutdownTimeoutMs);

await app.listen({ host: config.host, port: config.port });
const where = config.publicUrl ?? `http://localhost:${config.port}`;
print(`Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`);
print(`Site: ${where}   Sign in: ${where}/login`);
if (signInLines.length > 0) {
  const width = Math.max(...signInLines.map((line) => line.length));
  print(`┌${'─'.repeat(width + 2)}┐`);
  for (const line of signInLines) print(`│ ${line.padEnd(width)} │`);
  print(`└${'─'.repeat(width + 2)}┘`);
}
