import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { daysBetween, todayIn, weekdayOf } from '@island/shared';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '../files/storage.ts';
import { findUserForLogin } from '../security/auth.repo.ts';
import { verifyPassword } from '../security/passwords.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { seedDatabase } from './seed.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'island-seed-'));
const db = openDatabase({ kind: 'pglite', dir: undefined });
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function start(printed: string[], seedDemo: boolean) {
  return seedDatabase({
    db,
    storage: createFileStorage(dataDir),
    adminEmail: 'kepala@pulau.test',
    adminPassword: undefined,
    demoPassword: undefined,
    seedDemo,
    siteTimeZone: 'Asia/Makassar',
    print: (line) => printed.push(line),
  });
}

describe('first start', () => {
  it('creates the superadmin with a random password printed once, and no demo content when it is off', async () => {
    await migrateToLatest(db);
    const printed: string[] = [];
    await start(printed, false);
    const shown = printed.join('\n').match(/shown only now\): (\S+)/)?.[1];
    expect(shown).toBeDefined();
    const admin = await findUserForLogin(db, 'kepala@pulau.test');
    expect(admin?.role).toBe('superadmin');
    expect(await verifyPassword(admin?.password_hash, shown!)).toBe(true);
    const roles = await db.selectFrom('users').select('role').execute();
    expect(roles.map((r) => r.role)).toEqual(['superadmin']);

    const again: string[] = [];
    await start(again, false);
    expect(again.join('\n')).not.toContain('shown only now');
  });

  it('writes demo accounts once, even after staff delete them', async () => {
    const printed: string[] = [];
    await start(printed, true);
    expect(printed.join('\n')).toContain('umkm@pulau.local');
    const roles = (await db.selectFrom('users').select('role').orderBy('id').execute()).map((r) => r.role);
    // Then the demo businesses' own owner accounts (msme).
    expect(roles.slice(0, 4)).toEqual(['superadmin', 'admin', 'msme', 'contributor']);
    expect(new Set(roles.slice(4))).toEqual(new Set(['msme']));
    // An event named after its weekday falls on that weekday, whatever day the demo is seeded.
    const market = await db.selectFrom('events').select(sql<string>`starts_on::text`.as('day')).where('title', '=', 'Pasar Ikan Subuh Hari Jumat').executeTakeFirstOrThrow();
    expect(weekdayOf(market.day)).toBe(5);
    expect(daysBetween(todayIn('Asia/Makassar'), market.day)).toBeGreaterThanOrEqual(3);

    await db.deleteFrom('users').where('role', '=', 'contributor').execute();
    const later: string[] = [];
    await start(later, true);
    expect(later).toEqual([]);
    expect(await db.selectFrom('users').select('id').where('role', '=', 'contributor').execute()).toEqual([]);
  }, 120_000);
});
