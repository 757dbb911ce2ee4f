/**
 * A visitor's create hands the audit the row its insert returned (`ctx.recordWritten`) instead of
 * the audit reading the record back: the entry must say exactly what reading it back would have
 * said, and the write must make one statement fewer.
 */

import { addDays, todayIn } from '@island/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryCounter } from '../../test/query-counter.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadSnapshot } from '../audit/audit.repo.ts';
import { diffSnapshots } from '../audit/changes.ts';
import { findBooking, insertBooking, insertedBookingRow } from '../modules/bookings/bookings.repo.ts';
import { runAudited } from './audited-mutation.ts';
import type { Context } from './context.ts';

let t: TestApp;
const queries = new QueryCounter();
let packageId: number;
beforeAll(async () => {
  t = await createTestApp({ dbPlugins: [queries] });
  const pkg = await t.db
    .insertInto('packages')
    .values({ name: 'Paket Jejak', description: 'Untuk jejak audit', duration: '1 hari', whatsapp_contact: '6281111111111', facilities: [], price: 150_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  packageId = pkg.id;
  await t.db.insertInto('package_booking_rules').values({ package_id: packageId, bookable: true, min_days_ahead: 0 }).execute();
});
afterAll(() => t.close());

async function newestEntry(entity: string) {
  const { rows } = await sql<{ entity_id: string; changes: unknown }>`select entity_id, changes from audit_log where entity = ${entity} order by id desc limit 1`.execute(t.db);
  return rows[0]!;
}

/** The entry of the newest create of `entity` against what the audit reads back now (nothing changed it since). */
async function expectEntryAsReadBack(entity: string, id: number) {
  const entry = await newestEntry(entity);
  expect(entry.entity_id).toBe(String(id));
  const readBack = diffSnapshots(undefined, await loadSnapshot(t.db, entity, String(id)));
  expect(readBack).not.toBeNull();
  expect(entry.changes).toEqual(JSON.parse(JSON.stringify(readBack)));
}

/** Statements the request made through the app's database handle (begin and commit are not counted). */
async function statementsOf(send: () => Promise<{ status: number }>, expectedStatus: number): Promise<number> {
  const before = queries.count;
  const res = await send();
  expect(res.status).toBe(expectedStatus);
  return queries.count - before;
}

describe('a create that hands over its written row', () => {
  it('a contact message: the entry is what reading back gives, in two statements (the insert and the entry)', async () => {
    let id = 0;
    const made = await statementsOf(async () => {
      const res = await t.request('POST', '/api/contact', { body: { name: 'Tamu Jejak', email: 'tamu@jejak.test', subject: 'Tanya', message: 'Apakah ada perahu sore ini?' } });
      id = res.body.data.id;
      return res;
    }, 201);
    expect(made).toBe(2);
    await expectEntryAsReadBack('contact_messages', id);
  });

  it('a testimonial: the same, and the answer still carries the stored fields', async () => {
    let id = 0;
    const made = await statementsOf(async () => {
      const res = await t.request('POST', '/api/testimonials', { body: { name: 'Tamu Jejak', origin: 'Makassar', star: 4, message: 'Lautnya jernih sekali.' } });
      id = res.body.data.id;
      expect(res.body.data).toMatchObject({ name: 'Tamu Jejak', star: 4, is_displayed: false });
      return res;
    }, 201);
    expect(made).toBe(2);
    await expectEntryAsReadBack('testimonials', id);
  });

  it('a booking: the entry is what reading back gives, and the answer is built as findBooking reads it', async () => {
    const date = addDays(todayIn(t.config.siteTimeZone), 10);
    const before = queries.count;
    const res = await t.request('POST', '/api/bookings', {
      body: { package_id: packageId, booking_date: date, participants: 3, customer_name: 'Tamu Jejak', customer_phone: '081234567890', customer_email: 'tamu@jejak.test' },
    });
    expect(res.status).toBe(201);
    // The package's lock, the date's seats, the insert (which draws the code), the entry.
    expect(queries.count - before).toBe(4);
    const { id, code } = res.body.data as { id: number; code: string };
    await expectEntryAsReadBack('bookings', id);
    const read = (await findBooking(t.db, id))!;
    const stored = await t.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(insertedBookingRow(stored, date, { name: 'Paket Jejak', price: 150_000, boats: { out: null, back: null } })).toEqual(read);
    expect(read.code).toBe(code);
  });

  it("a booking's code already taken is drawn again by the insert itself, and the other booking is left alone", async () => {
    const taken = await t.db.selectFrom('bookings').select(['id', 'code', 'customer_name']).executeTakeFirstOrThrow();
    const draws = [taken.code, 'PKT-TEST99'];
    const values = {
      key_hash: 'x'.repeat(64),
      package_id: packageId,
      package_name: 'Paket Jejak',
      booking_date: addDays(todayIn(t.config.siteTimeZone), 11),
      participants: 1,
      customer_name: 'Tamu Kode',
      customer_phone: '6281234567891',
      price_per_person: 150_000,
      total_price: 150_000,
    };
    const row = await insertBooking(t.db, values, () => draws.shift()!);
    expect(row.code).toBe('PKT-TEST99');
    expect(draws).toEqual([]);
    expect(await t.db.selectFrom('bookings').select(['code', 'customer_name']).where('id', '=', taken.id).executeTakeFirstOrThrow()).toEqual({ code: taken.code, customer_name: taken.customer_name });
  });

  it('a row handed for another record is not taken for the audited one', async () => {
    const real = await t.db.insertInto('contact_messages').values({ name: 'Tamu Asli', email: 'asli@jejak.test', subject: 'Tanya', message: 'Pesan asli' }).returning('id').executeTakeFirstOrThrow();
    const ctx = { db: t.db, ip: '127.0.0.1', userAgent: 'test', getUser: () => Promise.resolve(null) } as unknown as Context;
    await runAudited(ctx, { entity: 'contact_messages' }, 'contact.create', {}, async (audited) => {
      audited.recordWritten?.({ id: real.id + 1000, name: 'Bukan ini' });
      return { ok: true as const, data: { id: real.id } };
    });
    await expectEntryAsReadBack('contact_messages', real.id);
    expect(JSON.stringify((await newestEntry('contact_messages')).changes)).not.toContain('Bukan ini');
  });
});
