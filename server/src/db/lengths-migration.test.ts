import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../migrations/index.ts';
import { freshDatabase } from '../../test/test-app.ts';
import { migrateToLatest } from './migrator.ts';

// Migration 0030 on rows written before it, on PGlite and (with DATABASE_URL) PostgreSQL: the
// demo's texts, and texts the numbers cannot say, which must stay text.
const { db, drop } = await freshDatabase();
afterAll(async () => {
  await db.destroy();
  await drop();
});

const PACKAGES: [string, unknown][] = [
  ['1 hari (06.30–17.00)', { days: 1, nights: 0, from: '06:30', to: '17:00' }],
  ['2 hari 1 malam', { days: 2, nights: 1, from: null, to: null }],
  ['Setengah hari (14.00–19.00)', { days: 0.5, nights: 0, from: '14:00', to: '19:00' }],
  ['1 hari', { days: 1, nights: 0, from: null, to: null }],
  ['1 hari (8.00-15.00)', { days: 1, nights: 0, from: '08:00', to: '15:00' }],
  ['Sesuai cuaca', null],
  ['1 hari 1 malam', null],
  ['1 hari (25.00–26.00)', null],
];
const BOATS: [string, number | null][] = [
  ['±60 menit', 60],
  ['±2 jam', 120],
  ['1 jam 30 menit', 90],
  ['tergantung ombak', null],
];

describe('migration 0030: lengths as data', () => {
  it('reads the usual texts into numbers, keeps every text, and leaves the rest as text', async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    const before = await migrator.migrateTo('0026_package_english');
    expect(before.error).toBeUndefined();
    for (const [index, [duration]] of PACKAGES.entries()) {
      await sql`insert into packages (name, description, duration, whatsapp_contact, slug)
                values (${`Paket ${index}`}, 'Deskripsi', ${duration}, '6281234567890', ${`paket-${index}`})`.execute(db);
    }
    for (const [index, [duration]] of BOATS.entries()) {
      await sql`insert into transportations (name, phone, departure_time, dock_location, duration)
                values (${`Kapal ${index}`}, '0812345678', '07:00', 'Dermaga', ${duration})`.execute(db);
    }
    await migrateToLatest(db);

    const packages = await db.selectFrom('packages').select(['duration', 'trip_length']).orderBy('id').execute();
    expect(packages.map((p) => [p.duration, p.trip_length])).toEqual(PACKAGES);
    const boats = await db.selectFrom('transportations').select(['duration', 'travel_minutes']).orderBy('id').execute();
    expect(boats.map((b) => [b.duration, b.travel_minutes])).toEqual(BOATS);
  });
});
