/**
 * Three answers asked exactly as clients written for the old API ask them: the same paths, the
 * same parameters and nothing more, a JSON body and a bearer token. Each answer is read the way
 * those clients read it (`data.id`, `data.total_price`, the rows whose `authorId` is their own).
 */

import { addDays } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertUser } from '../security/auth.repo.ts';

let t: TestApp;
let packageId: number;
let otherAuthor: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  const made = await t.request('POST', '/api/packages', {
    token: t.users.admin.token,
    body: { name: 'Keliling Pulau Lama', price: 150_000, duration: '1 hari', minPersons: 1, maxPersons: 10, description: 'Paket untuk klien lama.', whatsappContact: '081200001111' },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  packageId = Number(made.body.data.id);
  const user = await insertUser(t.db, { name: 'Penulis Lain', email: 'penulis.lain@test.pulau', username: 'penulislain', passwordHash: 'x', role: 'contributor' });
  otherAuthor = { id: user.id, token: await t.tokenFor(user.id) };
});
afterAll(() => t.close());

/** The fields of a booking row that the old API answered, with the type each had. */
const OLD_ROW = {
  id: 'number',
  package_id: 'number',
  customer_name: 'string',
  customer_email: 'string',
  customer_phone: 'string',
  participants: 'number',
  booking_date: 'string',
  total_price: 'number',
  special_requests: 'string',
  status: 'string',
  payment_status: 'string',
  created_at: 'string',
  package_name: 'string',
} as const;

function expectOldRow(row: Record<string, unknown>) {
  for (const [field, type] of Object.entries(OLD_ROW)) expect(typeof row[field], field).toBe(type);
}

const today = () => new Date().toISOString().slice(0, 10);

describe('POST /api/bookings as an old booking form sends it', () => {
  const body = () => ({
    package_id: packageId,
    customer_name: 'Andi Wijaya',
    customer_email: 'andi@contoh.test',
    customer_phone: '081234567890',
    participants: 2,
    booking_date: addDays(today(), 10),
    special_requests: 'Makan siang tanpa udang',
  });

  it("answers the booking's row itself, with the code and the page's address beside its fields", async () => {
    const res = await t.request('POST', '/api/bookings', { body: body() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const data = res.body.data as Record<string, unknown>;
    expectOldRow(data);
    expect(data).toMatchObject({
      package_id: packageId,
      package_name: 'Keliling Pulau Lama',
      customer_name: 'Andi Wijaya',
      participants: 2,
      total_price: 300_000,
      special_requests: 'Makan siang tanpa udang',
      status: 'pending',
      payment_status: 'unpaid',
    });
    expect(data.url).toBe(`/pesanan/${String(data.code)}?k=${String(data.key)}`);
    // No wrapper around the row.
    expect(data).not.toHaveProperty('booking');

    // The staff's reads of the same booking answer the same row.
    const one = await t.request('GET', `/api/bookings/${String(data.id)}`, { token: t.users.admin.token });
    expect(one.status).toBe(200);
    expectOldRow(one.body.data);
    for (const field of Object.keys(OLD_ROW)) expect(one.body.data[field], field).toEqual(data[field]);
    const list = await t.request('GET', '/api/bookings', { token: t.users.admin.token });
    const listed = (list.body.data.bookings as Record<string, unknown>[]).find((row) => row.id === data.id);
    expect(listed).toBeDefined();
    expectOldRow(listed!);
  });

  it('refuses an unknown package with 404 and the old words', async () => {
    const res = await t.request('POST', '/api/bookings', { body: { ...body(), package_id: 987_654 } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: 'Paket wisata tidak ditemukan atau tidak aktif' });
  });

  it('refuses a package deleted since the form was opened the same way', async () => {
    const made = await t.request('POST', '/api/packages', {
      token: t.users.admin.token,
      body: { name: 'Paket Sudah Dihapus', price: 90_000, duration: '2 jam', description: 'Akan dihapus.', whatsappContact: '081200001111' },
    });
    const gone = Number(made.body.data.id);
    expect((await t.request('DELETE', `/api/packages/${gone}`, { token: t.users.admin.token })).status).toBe(200);
    const res = await t.request('POST', '/api/bookings', { body: { ...body(), package_id: gone } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Paket wisata tidak ditemukan atau tidak aktif');
  });
});

describe("an author's \"my articles\" as the old screen asks it", () => {
  const write = async (token: string, title: string, status?: string) => {
    const res = await t.request('POST', '/api/articles', {
      token,
      body: { title, content: '<p>Cerita dari dermaga, ditulis untuk diuji.</p>', category: 'culture', ...(status ? { status } : {}) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: string; authorId: string };
  };
  /** The old screen's request and its own filter: the rows whose `authorId` is the author's. */
  const myArticles = async (author: { id: number; token: string }, search?: string) => {
    const query = `page=1&limit=10${search ? `&search=${encodeURIComponent(search)}` : ''}`;
    const res = await t.request('GET', `/api/articles?${query}`, { token: author.token });
    expect(res.status).toBe(200);
    const rows = res.body.data.articles as { title: string; status: string; authorId: string }[];
    return { rows, own: rows.filter((row) => row.authorId === String(author.id)) };
  };

  it("shows a saved draft among the author's own, and never another author's unpublished work", async () => {
    const contributor = t.users.contributor;
    await write(contributor.token, 'Draf Sasi Laut Penulis');
    await write(contributor.token, 'Menunggu Tinjauan Penulis', 'pending');
    await write(otherAuthor.token, 'Draf Rahasia Penulis Lain');
    await write(t.users.admin.token, 'Terbit Oleh Admin Desa', 'published');

    const { rows, own } = await myArticles(contributor);
    expect(own.map((row) => row.title)).toEqual(['Menunggu Tinjauan Penulis', 'Draf Sasi Laut Penulis']);
    expect(rows.map((row) => row.title)).toContain('Terbit Oleh Admin Desa');
    expect(rows.map((row) => row.title)).not.toContain('Draf Rahasia Penulis Lain');
    expect(rows.filter((row) => row.authorId !== String(contributor.id)).every((row) => row.status === 'published')).toBe(true);

    // With a search, the same rule.
    expect((await myArticles(contributor, 'Draf')).rows.map((row) => row.title)).toEqual(['Draf Sasi Laut Penulis']);
    // The other author sees their own draft and not this one's.
    expect((await myArticles(otherAuthor, 'Draf')).rows.map((row) => row.title)).toEqual(['Draf Rahasia Penulis Lain']);
  });

  it('answers a visitor without a token the published articles only, and staff every status as before', async () => {
    const visitor = await t.request('GET', '/api/articles?page=1&limit=10&search=Penulis');
    expect(visitor.body.data.articles).toEqual([]);
    const staff = await t.request('GET', '/api/articles?page=1&limit=10&search=Penulis', { token: t.users.admin.token });
    expect((staff.body.data.articles as { title: string }[]).map((row) => row.title).sort()).toEqual(['Draf Rahasia Penulis Lain', 'Draf Sasi Laut Penulis', 'Menunggu Tinjauan Penulis']);
  });
});
