import crypto from 'node:crypto';
import { sql } from 'kysely';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { databaseTargetFor, openDatabase } from '../server/src/db/database.ts';
import { migrateToLatest } from '../server/src/db/migrator.ts';
import { seedDatabase } from '../server/src/seed/seed.ts';
import { todayIn } from '@island/shared';
import { createFileStorage } from '../server/src/files/storage.ts';
import { insertSession } from '../server/src/security/sessions.repo.ts';
import { createRateLimits } from '../server/src/security/rate-limits.ts';
import { createTokenService } from '../server/src/security/tokens.ts';

// The server under measurement: the real app on a seeded database, plus one ceiling route that
// answers a constant JSON body of a requested size with no work at all. Every figure is reported
// as a ratio to that ceiling measured in the same run, so a noisy machine cancels out.
// No sea forecast: a measurement never waits on, nor counts, the internet.
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', MARINE_FORECAST_URL: '' });
const db = openDatabase(databaseTargetFor(config));
await migrateToLatest(db);
await seedDatabase({
  db,
  storage: createFileStorage(config.dataDir),
  adminEmail: config.adminEmail,
  adminPassword: config.adminPassword,
  demoPassword: config.demoPassword,
  seedDemo: true,
  siteTimeZone: config.siteTimeZone,
  print: () => {},
});
const bulkStarted = performance.now();
// Thousands of catalogue rows, so list, filter and search figures mean something.
const extraRows = Number(process.env.BENCH_EXTRA_ROWS ?? 20_000);
await sql`
  insert into destinations (title, category, short_description, description, latitude, longitude, image)
  select 'Tempat ' || md5(i::text),
         (array['beaches', 'culture', 'nature', 'adventure'])[1 + i % 4],
         'Deskripsi singkat ' || md5((i * 7)::text),
         repeat(md5((i * 3)::text) || ' ', 4),
         -- Spread evenly over some 11 × 11 km around the island (a hash of the row's number, the
         -- same every run), as a region's catalogue would be, so the map's groups and areas mean something.
         -5.05 + (('x' || substr(md5(i::text), 1, 6))::bit(24)::int % 2000) * 0.00005,
         119.25 + (('x' || substr(md5(i::text), 7, 6))::bit(24)::int % 2000) * 0.00005,
         (select image from destinations order by id limit 1)
  from generate_series(1, ${extraRows}::int) as i`.execute(db);
// The dashboard's load (`BENCH_DASHBOARD=1`): 100,000 articles and 10,000 messages spread over
// the last five months, so its weekly, waiting and most-read figures run over real volumes.
const extraArticles = process.env.BENCH_DASHBOARD === '1' ? 100_000 : 0;
const extraMessages = process.env.BENCH_DASHBOARD === '1' ? 10_000 : 0;
await sql`
  insert into articles (slug, title, excerpt, content, category, status, author_name, published_at, view_count, created_at)
  select 'bench-' || i, 'Artikel ' || md5(i::text), 'Ringkasan ' || i, '<p>' || md5(i::text) || '</p>',
         (array['tips', 'tourism', 'culture', 'msmes', 'environment'])[1 + i % 5],
         s.status, 'Penulis ' || (i % 50),
         case when s.status = 'published' then now() - (i % 150) * interval '1 day' end,
         (i * 7919) % 5000,
         now() - (i % 150) * interval '1 day' - interval '1 hour'
  from generate_series(1, ${extraArticles}::int) as i
  cross join lateral (select (array['published', 'published', 'published', 'pending', 'draft', 'rejected'])[1 + i % 6] as status) as s`.execute(db);
await sql`
  insert into contact_messages (name, email, subject, message, is_read, created_at)
  select 'Pengunjung ' || i, 'tamu' || i || '@contoh.test', 'Pertanyaan ' || i, 'Pesan ' || md5(i::text),
         i % 3 <> 0, now() - (i % 150) * interval '1 day'
  from generate_series(1, ${extraMessages}::int) as i`.execute(db);
// As autovacuum would after a bulk load (trigram GIN indexes are costed from VACUUM figures).
await sql`vacuum analyze destinations`.execute(db);
if (extraArticles > 0) await sql`vacuum analyze articles`.execute(db);
if (extraMessages > 0) await sql`vacuum analyze contact_messages`.execute(db);
const bulkMs = performance.now() - bulkStarted;

const tokens = createTokenService(crypto.randomBytes(32).toString('hex'), '1h');
const app = await buildApp({ db, config, tokens, rateLimits: await createRateLimits(config) });

const bodies = new Map<number, string>();
app.get<{ Querystring: { bytes?: string } }>('/bench/ceiling', (req, reply) => {
  const size = Math.min(Number(req.query.bytes) || 100, 2_000_000);
  let body = bodies.get(size);
  if (!body) {
    body = JSON.stringify({ success: true, data: { pad: 'x'.repeat(Math.max(0, size - 34)) } });
    bodies.set(size, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
});
// The bookings' endpoints book one package of their own: no capacity limit (the lock and the
// count still run on every request), from today on, every day.
const benchPackage = await db
  .insertInto('packages')
  .values({ name: 'Paket Bench', description: 'Untuk pengukuran', duration: '1 hari', whatsapp_contact: '6281111111111', facilities: [], price: 100_000, max_persons: 1000 })
  .returning('id')
  .executeTakeFirstOrThrow();
await db
  .insertInto('package_booking_rules')
  .values({ package_id: benchPackage.id, bookable: true, capacity_per_date: null, min_days_ahead: 0, max_days_ahead: 730 })
  .execute();
const superadmin = await db.selectFrom('users').select(['id', 'session_version']).where('role', '=', 'superadmin').executeTakeFirstOrThrow();
// A token is only good for a session the server knows, as one from a sign-in.
const sessionId = await insertSession(db, {
  userId: superadmin.id,
  sessionVersion: superadmin.session_version,
  userAgent: 'bench',
  ip: '127.0.0.1',
  expiresAt: new Date(Date.now() + tokens.lifetimeMs),
});
await app.listen({ host: '127.0.0.1', port: config.port });
// Start time as an operator sees it, without the bulk rows added only for the benchmark.
const startMs = performance.now() - bulkMs;
process.send?.({
  ready: true,
  token: await tokens.sign(superadmin.id, superadmin.session_version, sessionId),
  startMs: Math.round(startMs),
  bookingPackageId: benchPackage.id,
  today: todayIn(config.siteTimeZone),
});
// The runner asks for the process's memory at start and after the run: resident set, and what of
// it is the JavaScript heap and what lives outside it (buffers, WebAssembly, native libraries).
process.on('message', (message: unknown) => {
  if (message === 'memory') process.send?.({ memory: process.memoryUsage() });
});
