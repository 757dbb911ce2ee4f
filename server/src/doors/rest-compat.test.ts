/**
 * Every row of the REST table, called the way a plain fetch/axios client written against the
 * specification calls it: `Content-Type: application/json` on every request (body-less DELETEs
 * and PATCHes included), optional filters built with String(value) ('undefined', 'null', ''),
 * numbers and booleans as text, the id repeated in a PUT body. Each answer must carry the
 * envelope of docs/rest.md with the right status and list key, and every success's `data` the types its row
 * declares: fields declared as text (`asText`) are strings, everything else has the type of the
 * procedure's output. A new module adds its rows here; the last test fails while a row of the
 * table has no call.
 */

import { type Role, todayIn } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../test/test-app.ts';
import { uploadImages } from '../../test/upload-images.ts';
import { startMidtransStandIn } from '../../test/midtrans-stand-in.ts';
import { restTable, type RestRow } from './rest-door.ts';
import type { z } from 'zod';
import { Secret, TOTP } from 'otpauth';

let t: TestApp;
let image: string;
beforeAll(async () => {
  t = await createTestApp();
  image = (await uploadImages(t, 1))[0]!.filename;
});
afterAll(() => t.close());

const covered = new Set<string>();
/** Rows whose success answer was checked against the types the row declares. */
const typeChecked = new Set<string>();
const rows = new Map(restTable().map((row) => [`${row.method} ${row.path}`, row]));

/** The types a row's answer must have on this door: its REST form, or the procedure's output. */
function answerTypes(row: RestRow): z.ZodType {
  return (row.answer?.describe ?? row.procedure.output) as z.ZodType;
}

interface Call {
  as?: Role;
  /** A token of its own instead of a role's. */
  token?: string;
  body?: unknown;
  /** Sent as form fields instead of JSON. */
  form?: Record<string, string>;
  /** Another app than the file's own (one with a payment provider). */
  on?: TestApp;
}

/** A request as an axios-style client sends it: the JSON content type whether or not there is a body. */
async function call(row: string, url: string, { as, token, body, form, on = t }: Call = {}) {
  covered.add(row);
  const [method] = row.split(' ');
  const headers: Record<string, string> = {
    accept: 'application/json, text/plain, */*',
    'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
  };
  if (as) headers.authorization = `Bearer ${on.users[as].token}`;
  if (token) headers.authorization = `Bearer ${token}`;
  const init: RequestInit = { method, headers };
  if (form) init.body = new URLSearchParams(form).toString();
  else if (body !== undefined) init.body = JSON.stringify(body);
  const res = await fetch(on.baseUrl + url, init);
  const json = (await res.json()) as { success: boolean; data?: any; message?: string; code?: string; errors?: unknown[] };
  const declared = rows.get(row);
  if (json.success && declared) {
    const checked = answerTypes(declared).safeParse(json.data);
    expect(checked.success, `${row}: ${checked.error?.message}`).toBe(true);
    typeChecked.add(row);
  }
  return { status: res.status, body: json, headers: res.headers };
}

/** Asserts the success envelope; with `listKey`, the list and its pagination beside it. */
function expectOk(res: Awaited<ReturnType<typeof call>>, status = 200, listKey?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.success).toBe(true);
  expect(res.body).toHaveProperty('data');
  if (listKey) {
    expect(Array.isArray(res.body.data[listKey]), `data.${listKey}`).toBe(true);
    expect(res.body.data.pagination).toMatchObject({
      currentPage: expect.any(Number),
      totalPages: expect.any(Number),
      totalItems: expect.any(Number),
      itemsPerPage: expect.any(Number),
    });
  }
}

/** String(value) of an unset filter, as such clients build their query strings. */
const UNSET = 'category=undefined&search=&status=null';

describe('catalogue rows', () => {
  for (const [path, key, body] of [
    [
      'destinations',
      'destinations',
      () => ({
        title: 'Gosong Pasir',
        category: 'beaches',
        shortDescription: 'Gosong pasir putih saat air surut.',
        description: 'Gosong pasir yang muncul saat air surut, dekat dermaga.',
        location: { lat: '-5.01', lng: '119.29' },
        image,
      }),
    ],
    ['culture', 'cultures', () => ({ title: 'Tari Uji', category: 'dance', description: 'Tarian penyambutan tamu di dermaga.' })],
    [
      'packages',
      'packages',
      () => ({
        name: 'Paket Uji',
        description: 'Keliling pulau bersama pemandu.',
        duration: '1 hari',
        minPersons: '2',
        maxPersons: '10',
        price: '250000',
        popular: 'true',
        whatsappContact: '6281234567890',
      }),
    ],
  ] as const) {
    it(`/api/${path}: list with unset filters, read, create, update, delete`, async () => {
      const created = await call(`POST /api/${path}`, `/api/${path}`, { as: 'admin', body: body() });
      expectOk(created, 201);
      const id = created.body.data.id as number;
      const list = await call(`GET /api/${path}`, `/api/${path}?page=1&limit=10&${UNSET}`);
      expectOk(list, 200, key);
      expect(list.body.data[key].map((row: { id: number }) => row.id)).toContain(id);
      expect(list.headers.get('cache-control')).toBe('public, no-cache');
      expectOk(await call(`GET /api/${path}/:id`, `/api/${path}/${id}`));
      if (path === 'packages') expectOk(await call('GET /api/packages/slug/:slug', `/api/packages/slug/${created.body.data.slug as string}`));
      const updated = await call(`PUT /api/${path}/:id`, `/api/${path}/${id}`, { as: 'admin', body: { ...body(), id: String(id) } });
      expectOk(updated);
      expect(updated.body.data.id).toBe(id);
      expectOk(await call(`DELETE /api/${path}/:id`, `/api/${path}/${id}`, { as: 'admin' }));
    });
  }
});

describe('home page rows', () => {
  it('settings, facilities, home', async () => {
    expectOk(await call('GET /api/settings', '/api/settings'));
    expectOk(await call('GET /api/settings/category/:category', '/api/settings/category/general'));
    const saved = await call('PUT /api/settings/category/:category', '/api/settings/category/general', {
      as: 'admin',
      body: { category: 'contact', island_name: 'Pulau Uji' },
    });
    expectOk(saved);
    expect(saved.body.data.island_name).toBe('Pulau Uji');
    // A save is seen at once on the next read: public reads are revalidated, never aged.
    const read = await call('GET /api/settings/category/:category', '/api/settings/category/general');
    expect(read.body.data.island_name).toBe('Pulau Uji');

    expectOk(await call('GET /api/settings/facilities', '/api/settings/facilities'));
    const facility = await call('POST /api/settings/facilities', '/api/settings/facilities', {
      as: 'admin',
      form: { icon: '🛶', label: 'Sewa Kano', description: 'Kano untuk dua orang', available: 'on' },
    });
    expectOk(facility, 201);
    expect(facility.body.data.available).toBe(true);
    const facilityId = facility.body.data.id as number;
    const changed = await call('PUT /api/settings/facilities/:id', `/api/settings/facilities/${facilityId}`, {
      as: 'admin',
      body: { available: 'false' },
    });
    expectOk(changed);
    expect(changed.body.data.available).toBe(false);
    expectOk(await call('DELETE /api/settings/facilities/:id', `/api/settings/facilities/${facilityId}`, { as: 'admin' }));

    expectOk(await call('GET /api/home', '/api/home'));
    expectOk(await call('GET /api/home/transportation', '/api/home/transportation'));
    expectOk(await call('GET /api/map', '/api/map'));
  });

  it('transportation', async () => {
    expectOk(await call('GET /api/transportation', `/api/transportation?page=1&limit=10&${UNSET}&type=undefined`), 200, 'transportations');
    const boat = {
      name: 'KM Kompatibel',
      phone: '0812-4190-3377',
      departureTime: '07:00',
      dockLocation: 'Dermaga Kayu Bangkoa',
      duration: '60 menit',
      capacity: '30',
      pricePerPerson: '25000',
    };
    const created = await call('POST /api/transportation', '/api/transportation', { as: 'admin', body: boat });
    expectOk(created, 201);
    const id = created.body.data.id as number;
    expectOk(await call('GET /api/transportation/:id', `/api/transportation/${id}`));
    expectOk(await call('PUT /api/transportation/:id', `/api/transportation/${id}`, { as: 'admin', body: { ...boat, id } }));
    const status = await call('PATCH /api/transportation/:id/status', `/api/transportation/${id}/status`, {
      as: 'admin',
      body: { status: 'inactive' },
    });
    expectOk(status);
    expect(status.body.data.status).toBe('inactive');
    expectOk(await call('DELETE /api/transportation/:id', `/api/transportation/${id}`, { as: 'admin' }));
  });

  it('the boat board: today and tomorrow, a departure set as form fields, a storm day', async () => {
    const boat = { name: 'KM Papan', phone: '0812-4190-3378', departureTime: '07:00, 14:00', dockLocation: 'Dermaga', duration: '60 menit', capacity: '30', pricePerPerson: '25000' };
    const created = await call('POST /api/transportation', '/api/transportation', { as: 'admin', body: boat });
    expectOk(created, 201);
    const board = await call('GET /api/transportation/today', '/api/transportation/today');
    expectOk(board);
    const today = board.body.data.today.date as string;
    const tomorrow = board.body.data.tomorrow.date as string;
    const delayed = await call('PUT /api/transportation/:id/departures', `/api/transportation/${created.body.data.id}/departures`, {
      as: 'admin',
      form: { date: today, time: '14:00', status: 'delayed', new_time: '15:30', reason: 'wind', note: '' },
    });
    expectOk(delayed);
    expectOk(await call('POST /api/transportation/departures/cancel-day', '/api/transportation/departures/cancel-day', { as: 'admin', form: { date: tomorrow, reason: 'high_waves', note: '' } }));
    const day = await call('GET /api/transportation/departures', `/api/transportation/departures?date=${tomorrow}`, { as: 'admin' });
    expectOk(day);
    expect(day.body.data.departures.map((d: { status: string }) => d.status)).toContain('cancelled');
  });

  it('testimonials', async () => {
    const list = await call('GET /api/testimonials', `/api/testimonials?page=1&limit=10&rating=undefined&${UNSET}`);
    expectOk(list, 200, 'testimonials');
    expectOk(await call('GET /api/testimonials/featured', '/api/testimonials/featured?limit=3'));
    expectOk(await call('GET /api/testimonials/stats', '/api/testimonials/stats', { as: 'admin' }));
    const sent = await call('POST /api/testimonials', '/api/testimonials', {
      body: { name: 'Tamu Uji', origin: 'Makassar', star: '5', message: 'Airnya jernih sekali.' },
    });
    expectOk(sent, 201);
    const id = sent.body.data.id as number;
    expectOk(await call('GET /api/testimonials/:id', `/api/testimonials/${id}`, { as: 'admin' }));
    expectOk(
      await call('PUT /api/testimonials/:id', `/api/testimonials/${id}`, {
        as: 'admin',
        body: { id, name: 'Tamu Uji', origin: 'Makassar', star: 4, message: 'Airnya jernih.' },
      }),
    );
    const shown = await call('PATCH /api/testimonials/:id/display', `/api/testimonials/${id}/display`, {
      as: 'admin',
      body: { is_displayed: 'true' },
    });
    expectOk(shown);
    expect(shown.body.data.is_displayed).toBe(true);
    expectOk(await call('PATCH /api/testimonials/:id/verify', `/api/testimonials/${id}/verify`, { as: 'admin', body: { is_verified: true } }));
    // The DELETE that an axios client sends with a JSON content type and no body.
    expectOk(await call('DELETE /api/testimonials/:id', `/api/testimonials/${id}`, { as: 'admin' }));
  });
});

describe('UMKM rows', () => {
  it('/api/msme and /api/products: list with unset filters, read, create, update, delete', async () => {
    const created = await call('POST /api/msme', '/api/msme', {
      as: 'admin',
      body: { brand: 'UMKM Uji', description: 'Usaha uji.', phone: '0812-4190-3399', ownerName: 'Pemilik Uji', ownerEmail: 'pemilik.uji@pulau.test', password: 'rahasia-uji' },
    });
    expectOk(created, 201);
    const msmeId = created.body.data.id as number;
    const msmes = await call('GET /api/msme', `/api/msme?page=1&limit=12&user_id=undefined&${UNSET}`);
    expectOk(msmes, 200, 'msmes');
    expect(msmes.body.data.msmes.map((row: { id: number }) => row.id)).toContain(msmeId);
    expectOk(await call('GET /api/msme/:id', `/api/msme/${msmeId}`));
    // The profile screen's PUT as specified: brand, description, phone, whatsapp, instagram, shopee.
    const updated = await call('PUT /api/msme/:id', `/api/msme/${msmeId}`, {
      as: 'admin',
      body: { id: String(msmeId), brand: 'UMKM Uji', description: 'Usaha uji.', phone: '081241903399', whatsapp: '', instagram: '@uji', shopee: '' },
    });
    expectOk(updated);
    expect(updated.body.data).toMatchObject({ whatsapp: null, instagram: '@uji', shopee: null });

    const product = {
      name: 'Produk Uji',
      msme_id: String(msmeId),
      description: 'Produk uji.',
      category: 'kuliner',
      price: '45000',
      material: 'Ikan',
      durability: '1 bulan',
      deliveryTime: '1-2 hari',
      image,
    };
    const made = await call('POST /api/products', '/api/products', { as: 'admin', body: product });
    expectOk(made, 201);
    const productId = made.body.data.id as number;
    expect(made.body.data.price).toBe(45000);
    const listed = await call('GET /api/products', `/api/products?page=1&limit=12&msme_id=undefined&user_id=null&${UNSET}`);
    expectOk(listed, 200, 'products');
    expect(listed.body.data.products.map((row: { id: number }) => row.id)).toContain(productId);
    expectOk(await call('GET /api/products/:id', `/api/products/${productId}`));
    expectOk(await call('PUT /api/products/:id', `/api/products/${productId}`, { as: 'admin', body: { ...product, id: String(productId), price: '50000' } }));
    expectOk(await call('DELETE /api/products/:id', `/api/products/${productId}`, { as: 'admin' }));
    expectOk(await call('DELETE /api/msme/:id', `/api/msme/${msmeId}`, { as: 'admin' }));
  });
});

describe('accounts and frame rows', () => {
  it('health, sign-in, profile, roles', async () => {
    expectOk(await call('GET /api/health', '/api/health'));
    const login = await call('POST /api/auth/login', '/api/auth/login', { body: { email: t.users.admin.email, password: 'rahasia-123' } });
    expectOk(login);
    expect(login.body.data.token).toEqual(expect.any(String));
    expectOk(await call('GET /api/auth/profile', '/api/auth/profile', { as: 'admin' }));
    expectOk(await call('GET /api/users/roles', '/api/users/roles', { as: 'superadmin' }));
    expectOk(await call('GET /api/audit', `/api/audit?page=1&limit=10&entity=undefined&action=&actor_id=null&from=&to=`, { as: 'superadmin' }), 200, 'entries');
  });
});

describe('contact and user rows', () => {
  it('contact messages', async () => {
    const sent = await call('POST /api/contact', '/api/contact', {
      form: { name: 'Tamu Uji', email: 'tamu@uji.test', phone: '', subject: 'Tanya', message: 'Apakah ada homestay?' },
    });
    expectOk(sent, 201);
    const id = sent.body.data.id as number;
    expectOk(await call('GET /api/contact', `/api/contact?page=1&limit=10&${UNSET}`, { as: 'admin' }), 200, 'messages');
    expectOk(await call('GET /api/contact/unread-count', '/api/contact/unread-count', { as: 'admin' }));
    // The translator's list, as the back-office reads it.
    const waiting = await call('GET /api/translations/pending', '/api/translations/pending', { as: 'admin' });
    expectOk(waiting);
    expect(waiting.body.data.total).toBe(waiting.body.data.items.length);
    expectOk(await call('GET /api/contact/:id', `/api/contact/${id}`, { as: 'admin' }));
    expectOk(await call('PATCH /api/contact/:id/mark-read', `/api/contact/${id}/mark-read`, { as: 'admin' }));
    expectOk(await call('PUT /api/contact/:id/reply', `/api/contact/${id}/reply`, { as: 'admin', body: { id: String(id), admin_reply: 'Ada.' } }));
    expectOk(await call('DELETE /api/contact/:id', `/api/contact/${id}`, { as: 'admin' }));
  });

  it('team list', async () => {
    expectOk(await call('GET /api/settings/team', '/api/settings/team'));
    const added = await call('POST /api/settings/team', '/api/settings/team', {
      as: 'admin',
      form: { name: 'Pak Arif', role: 'Kepala Desa', whatsapp: '', sort: '1' },
    });
    expectOk(added, 201);
    const id = added.body.data.id as number;
    expectOk(await call('PUT /api/settings/team/:id', `/api/settings/team/${id}`, { as: 'admin', body: { id: String(id), name: 'Pak Arif', role: 'Kepala Desa', sort: '2' } }));
    expectOk(await call('DELETE /api/settings/team/:id', `/api/settings/team/${id}`, { as: 'admin' }));
  });

  it('users', async () => {
    expectOk(await call('GET /api/users', '/api/users?page=1&limit=10&role=undefined&search=', { as: 'superadmin' }), 200, 'users');
    const created = await call('POST /api/users', '/api/users', {
      as: 'superadmin',
      body: { name: 'Pemilik UMKM', email: 'pemilik@uji.test', password: 'rahasia-1', role: 'msme' },
    });
    expectOk(created, 201);
    const id = created.body.data.id as number;
    expectOk(await call('GET /api/users/:id', `/api/users/${id}`, { as: 'superadmin' }));
    const updated = await call('PUT /api/users/:id', `/api/users/${id}`, {
      as: 'superadmin',
      body: { id: String(id), name: 'Pemilik UMKM', email: 'pemilik@uji.test', role: 'msme', is_active: 'true' },
    });
    expectOk(updated);
    expectOk(await call('PUT /api/users/:id/password', `/api/users/${id}/password`, { as: 'superadmin', body: { password: 'rahasia-2' } }));
    const toggled = await call('PATCH /api/users/:id/toggle-status', `/api/users/${id}/toggle-status`, { as: 'superadmin' });
    expectOk(toggled);
    expect(toggled.body.data.is_active).toBe(false);
    expectOk(await call('DELETE /api/users/:id', `/api/users/${id}`, { as: 'superadmin' }));
    const own = await call('PUT /api/auth/password', '/api/auth/password', { as: 'contributor', body: { currentPassword: 'rahasia-123', password: 'rahasia-123' } });
    expectOk(own);
    // The change ended the old session; the answer carries the new one.
    t.users.contributor.token = own.body.data.token as string;
  });
});

describe('sessions and two-step rows', () => {
  it('two-step sign-in, the policy, sessions and sign-out', async () => {
    const login = await call('POST /api/auth/login', '/api/auth/login', { form: { email: t.users.msme.email, password: 'rahasia-123', totp: '', recoveryCode: '' } });
    expectOk(login);
    const token = login.body.data.token as string;
    const code = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

    expectOk(await call('GET /api/auth/2fa', '/api/auth/2fa', { token }));
    const setup = await call('POST /api/auth/2fa/setup', '/api/auth/2fa/setup', { token });
    expectOk(setup);
    const secret = setup.body.data.secret as string;
    const enabled = await call('POST /api/auth/2fa/enable', '/api/auth/2fa/enable', { token, form: { code: code(secret) } });
    expectOk(enabled);
    expectOk(await call('POST /api/auth/2fa/disable', '/api/auth/2fa/disable', { token, body: { password: 'rahasia-123', code: code(secret, 1) } }));

    expectOk(await call('GET /api/auth/2fa/policy', '/api/auth/2fa/policy', { as: 'superadmin' }));
    expectOk(await call('PUT /api/auth/2fa/policy', '/api/auth/2fa/policy', { as: 'superadmin', form: { requireTwoFactorForStaff: 'false' } }));

    const listed = await call('GET /api/auth/sessions', '/api/auth/sessions', { token });
    expectOk(listed);
    const other = (await call('POST /api/auth/login', '/api/auth/login', { body: { email: t.users.msme.email, password: 'rahasia-123' } })).body.data.token as string;
    const otherId = (await call('GET /api/auth/sessions', '/api/auth/sessions', { token: other })).body.data.sessions.find((s: { current: boolean }) => s.current).id;
    expectOk(await call('DELETE /api/auth/sessions/:id', `/api/auth/sessions/${otherId}`, { token }));
    expectOk(await call('POST /api/auth/logout', '/api/auth/logout', { token }));
    const spare = (await call('POST /api/auth/login', '/api/auth/login', { body: { email: t.users.msme.email, password: 'rahasia-123' } })).body.data.token as string;
    expectOk(await call('DELETE /api/users/:id/sessions', `/api/users/${t.users.msme.id}/sessions`, { as: 'superadmin' }));
    expect((await call('GET /api/auth/profile', '/api/auth/profile', { token: spare })).status).toBe(401);
  });
});

describe('strict where it matters', () => {
  it('refuses wrong types after coercion, out-of-range values and the wrong role, with the envelope', async () => {
    const bad = await call('GET /api/destinations', '/api/destinations?category=volcano');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION', message: 'Invalid category' });

    const notNumber = await call('POST /api/packages', '/api/packages', {
      as: 'admin',
      body: { name: 'X', description: 'Y', duration: '1 hari', price: 'mahal', whatsappContact: '628123' },
    });
    expect(notNumber.status).toBe(400);
    expect(notNumber.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ param: 'price' })]));

    const refused = await call('DELETE /api/packages/:id', '/api/packages/1', { as: 'contributor' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: 'FORBIDDEN' });

    const broken = await fetch(`${t.baseUrl}/api/packages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t.users.admin.token}` },
      body: '{"name":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ success: false, message: 'Server returned invalid JSON' });
  });
});

describe('articles and contributor profile rows', () => {
  it('/api/articles: list with unset filters, featured, by id and slug, write, review, view; /api/profile', async () => {
    expectOk(await call('GET /api/articles', `/api/articles?page=1&limit=10&${UNSET}&author_id=undefined`), 200, 'articles');
    expectOk(await call('GET /api/articles/featured', '/api/articles/featured?limit=5'));
    const created = await call('POST /api/articles', '/api/articles', {
      as: 'contributor',
      body: { title: 'Artikel Uji', content: '<p>Isi artikel uji yang cukup panjang.</p>', excerpt: null, category: 'experience', status: 'pending', isFeatured: 'false', tags: [], featuredImage: null },
    });
    expectOk(created, 201);
    const { id } = created.body.data as { id: number };
    expectOk(await call('GET /api/articles/:id', `/api/articles/${id}`, { as: 'contributor' }));
    expectOk(await call('PUT /api/articles/:id', `/api/articles/${id}`, { as: 'contributor', body: { id: String(id), title: 'Artikel Uji Diubah', status: 'pending' } }));
    expectOk(await call('PATCH /api/articles/:id/reject', `/api/articles/${id}/reject`, { as: 'admin', form: { reason: 'Perlu sumber' } }));
    await call('PUT /api/articles/:id', `/api/articles/${id}`, { as: 'contributor', body: { status: 'pending' } });
    const approved = await call('PATCH /api/articles/:id/approve', `/api/articles/${id}/approve`, { as: 'admin' });
    expectOk(approved);
    expect(approved.body.message).toBe('Artikel Artikel Uji Diubah berhasil disetujui');
    // The slug follows a new title until the article is first published.
    expectOk(await call('GET /api/articles/slug/:slug', `/api/articles/slug/${approved.body.data.slug as string}`));
    expectOk(await call('POST /api/articles/:id/view', `/api/articles/${id}/view`));
    expectOk(await call('DELETE /api/articles/:id', `/api/articles/${id}`, { as: 'admin' }));

    expectOk(await call('GET /api/profile', '/api/profile', { as: 'contributor' }));
    expectOk(await call('PUT /api/profile', '/api/profile', { as: 'contributor', form: { location: 'Makassar', bio: '' } }));
    expectOk(await call('GET /api/profile/dashboard', '/api/profile/dashboard', { as: 'contributor' }));
  });
});

describe('dashboard rows', () => {
  it('answers each role its dashboard', async () => {
    const staff = await call('GET /api/dashboard', '/api/dashboard', { as: 'superadmin' });
    expectOk(staff);
    expect(staff.body.data.kind).toBe('staff');
    const contributor = await call('GET /api/dashboard', '/api/dashboard', { as: 'contributor' });
    expect(contributor.body.data).toEqual({ kind: 'other' });
  });
});

describe('events rows', () => {
  it('the agenda: list with unset filters, by id and slug, written as form fields', async () => {
    const soon = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    const made = await call('POST /api/events', '/api/events', {
      as: 'admin',
      form: { title: 'Pasar Malam Uji', category: 'pasar', startsOn: soon, endsOn: '', place: 'Dermaga', description: '<p>Pasar malam di dermaga setiap purnama.</p>', yearly: 'false' },
    });
    expectOk(made, 201);
    const { id, slug } = made.body.data as { id: number; slug: string };
    expectOk(await call('GET /api/events', `/api/events?page=1&limit=10&category=&search=undefined&from=null&to=`), 200, 'events');
    expectOk(await call('GET /api/events/:id', `/api/events/${id}`));
    expectOk(await call('GET /api/events/slug/:slug', `/api/events/slug/${slug}`));
    expectOk(await call('PUT /api/events/:id', `/api/events/${id}`, { as: 'admin', form: { place: 'Dermaga Kayu' } }));
    expectOk(await call('DELETE /api/events/:id', `/api/events/${id}`, { as: 'admin' }));
  });
});

describe('bookings rows', () => {
  it('the old system body as form fields, the staff rows, the visitor page, rules and closed dates', async () => {
    const pkg = await t.db
      .insertInto('packages')
      .values({ name: 'Paket Uji', description: 'Uji REST', duration: '1 hari', whatsapp_contact: '6281111111111', facilities: [], price: 120_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    expectOk(await call('PUT /api/bookings/rules/:packageId', `/api/bookings/rules/${pkg.id}`, { as: 'admin', form: { capacityPerDate: '20', minDaysAhead: '0', bookable: 'true' } }));
    expectOk(await call('GET /api/bookings/rules/:packageId', `/api/bookings/rules/${pkg.id}`, { as: 'admin' }));
    expectOk(await call('GET /api/bookings/availability', `/api/bookings/availability?package_id=${pkg.id}&from=${soon(0)}&to=${soon(30)}`));
    const made = await call('POST /api/bookings', '/api/bookings', {
      form: {
        package_id: String(pkg.id),
        customer_name: 'Tamu Uji',
        customer_email: '',
        customer_phone: '0812 3456 7890',
        participants: '3',
        booking_date: soon(4),
        special_requests: '',
        total_price: '1',
      },
    });
    expectOk(made, 201);
    expect(made.body.message).toBe('Booking berhasil dibuat');
    expect(made.body.data.total_price).toBe(360_000);
    const { id, code, key } = made.body.data as { id: number; code: string; key: string };
    expectOk(await call('GET /api/bookings', `/api/bookings?page=1&limit=10&search=&status=null&payment_status=undefined&package_id=&from=&to=`, { as: 'admin' }), 200, 'bookings');
    expectOk(await call('GET /api/bookings/pending-count', '/api/bookings/pending-count', { as: 'admin' }));
    expectOk(await call('GET /api/bookings/calendar', `/api/bookings/calendar?month=${soon(4).slice(0, 7)}&package_id=`, { as: 'admin' }));
    expectOk(await call('GET /api/bookings/day/:date', `/api/bookings/day/${soon(4)}`, { as: 'admin' }));
    const one = await call('GET /api/bookings/:id', `/api/bookings/${id}`, { as: 'admin' });
    expectOk(one);
    expect(one.body.data).toMatchObject({ package_name: 'Paket Uji', package_price: 120_000 });
    expectOk(await call('PUT /api/bookings/:id/status', `/api/bookings/${id}/status`, { as: 'admin', body: { id: String(id), status: 'confirmed', payment_status: 'deposit', notes: 'DP via transfer' } }));
    expectOk(await call('PUT /api/bookings/:id', `/api/bookings/${id}`, { as: 'admin', form: { participants: '4' } }));
    // Checked in on the trip's own date only: the booking's date becomes the island's today.
    await t.db.updateTable('bookings').set({ booking_date: todayIn(t.config.siteTimeZone, new Date()) }).where('id', '=', id).execute();
    expectOk(await call('PUT /api/bookings/:id/check-in', `/api/bookings/${id}/check-in`, { as: 'admin', form: { checked_in: 'true' } }));
    expectOk(await call('PUT /api/bookings/:id/boats', `/api/bookings/${id}/boats`, { as: 'admin', body: { boat_out: null, boat_back: null } }));
    expectOk(await call('GET /api/bookings/code/:code', `/api/bookings/code/${code}?k=${key}`));
    // The completed trip's review, sent as a form, and the package's shown reviews.
    await t.db.updateTable('bookings').set({ status: 'completed' }).where('id', '=', id).execute();
    const reviewed = await call('POST /api/bookings/code/:code/review', `/api/bookings/code/${code}/review`, { form: { k: key, star: '5', name: 'Tamu Uji', message: 'Menyenangkan' } });
    expectOk(reviewed, 201);
    await t.db.updateTable('testimonials').set({ is_displayed: true }).where('id', '=', reviewed.body.data.id as number).execute();
    const reviews = await call('GET /api/testimonials/package/:packageId', `/api/testimonials/package/${pkg.id}?limit=`);
    expectOk(reviews);
    expect(reviews.body.data).toMatchObject({ count: 1, average: 5 });
    await t.db.updateTable('bookings').set({ status: 'confirmed' }).where('id', '=', id).execute();
    // Back to a trip days ahead: a visitor cancels online only before the package's window closes.
    await t.db.updateTable('bookings').set({ booking_date: soon(4) }).where('id', '=', id).execute();
    expectOk(await call('POST /api/bookings/code/:code/cancel', `/api/bookings/code/${code}/cancel`, { form: { k: key } }));
    expectOk(await call('GET /api/bookings/unseen-cancellations', '/api/bookings/unseen-cancellations', { as: 'admin' }));
    expectOk(await call('PATCH /api/bookings/:id/cancellation-seen', `/api/bookings/${id}/cancellation-seen`, { as: 'admin', form: { id: String(id) } }));
    expectOk(await call('DELETE /api/bookings/:id', `/api/bookings/${id}`, { as: 'superadmin' }));
    expectOk(await call('POST /api/bookings/closed-dates', '/api/bookings/closed-dates', { as: 'admin', form: { date: soon(20), reason: 'Upacara adat' } }), 201);
    expectOk(await call('GET /api/bookings/closed-dates', `/api/bookings/closed-dates?from=&to=`, { as: 'admin' }));
    expectOk(await call('DELETE /api/bookings/closed-dates/:date', `/api/bookings/closed-dates/${soon(20)}`, { as: 'admin' }));
  });
});

describe('visitor statistics rows', () => {
  it('the staff summary and report, an owner\'s figures and e-mail switch, the e-mail link', async () => {
    const business = await call('POST /api/msme', '/api/msme', { as: 'admin', form: { brand: 'UMKM Statistik', description: 'Usaha uji.', phone: '081241903377', user_id: String(t.users.msme.id) } });
    expectOk(business, 201);
    const msmeId = String(business.body.data.id).trim();
    expectOk(await call('GET /api/stats/summary', '/api/stats/summary?from=&to=', { as: 'admin' }));
    expectOk(await call('GET /api/stats/report', '/api/stats/report?year=2026&month=', { as: 'admin' }));
    expectOk(await call('GET /api/stats/msme/:id', `/api/stats/msme/${msmeId}?from=&to=`, { as: 'admin' }));
    expectOk(await call('PUT /api/stats/msme/:msmeId/monthly-email', `/api/stats/msme/${msmeId}/monthly-email`, { as: 'admin', form: { enabled: 'false' } }));
    expectOk(await call('POST /api/stats/unsubscribe', '/api/stats/unsubscribe', { form: { token: 'x'.repeat(43) } }));
  });
});

describe('homestays rows', () => {
  it('the visitor finds a house, books, reads and cancels a stay; staff write and read', async () => {
    const host = await t.db.insertInto('msmes').values({ brand: 'Keluarga REST', description: 'Tuan rumah', category: 'homestay', phone: '0812' }).returning('id').executeTakeFirstOrThrow();
    const made = await call('POST /api/homestays', '/api/homestays', {
      as: 'admin',
      body: { msme_id: String(host.id), name: 'Homestay REST', host_name: 'Ibu REST', address: 'Dekat dermaga', description: 'Rumah kayu dengan teras menghadap laut', whatsapp: '081234567890', published: 'true' },
    });
    expectOk(made, 201);
    const id = made.body.data.id as number;
    expectOk(await call('PUT /api/homestays/:id', `/api/homestays/${id}`, { as: 'admin', form: { host_name: 'Bapak REST' } }));
    const room = await call('POST /api/homestays/:homestay_id/rooms', `/api/homestays/${id}/rooms`, { as: 'admin', form: { name: 'Kamar REST', units: '2', max_persons: '2', price_per_night: '150.000' } });
    expectOk(room, 201);
    const roomId = room.body.data.id as number;
    expectOk(await call('PUT /api/homestay-rooms/:id', `/api/homestay-rooms/${roomId}`, { as: 'admin', form: { weekend_price: '175000' } }));
    expectOk(await call('GET /api/homestay-rooms/:id/calendar', `/api/homestay-rooms/${roomId}/calendar`, { as: 'admin' }));
    expectOk(await call('POST /api/homestay-rooms/:id/calendar/secret', `/api/homestay-rooms/${roomId}/calendar/secret`, { as: 'admin' }));
    // A loopback address: refused before any connection, so the sync answers its error and never leaves the machine.
    expectOk(await call('PUT /api/homestay-rooms/:id/calendar/import', `/api/homestay-rooms/${roomId}/calendar/import`, { as: 'admin', form: { import_url: 'http://127.0.0.1:9/kalender.ics' } }));
    expectOk(await call('POST /api/homestay-rooms/:id/calendar/sync', `/api/homestay-rooms/${roomId}/calendar/sync`, { as: 'admin' }));
    const soon = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    const later = new Date(Date.now() + 11 * 86_400_000).toISOString().slice(0, 10);
    expectOk(await call('POST /api/homestay-rooms/:room_id/blocked-nights', `/api/homestay-rooms/${roomId}/blocked-nights`, { as: 'admin', form: { night: later, reason: 'Keluarga' } }), 201);
    expectOk(await call('DELETE /api/homestay-rooms/:room_id/blocked-nights/:night', `/api/homestay-rooms/${roomId}/blocked-nights/${later}`, { as: 'admin' }));
    expectOk(await call('GET /api/homestays', `/api/homestays?from=${soon}&to=${later}&guests=2&page=1&limit=10`), 200, 'homestays');
    expectOk(await call('GET /api/homestays/managed', '/api/homestays/managed', { as: 'admin' }));
    expectOk(await call('GET /api/homestays/:id', `/api/homestays/homestay-rest`));
    expectOk(await call('GET /api/homestays/:id/availability', `/api/homestays/${id}/availability?from=${soon}&to=${later}`));
    const stay = await call('POST /api/stays', '/api/stays', { form: { room_id: String(roomId), check_in: soon, check_out: later, rooms: '1', guests: '2', customer_name: 'Tamu REST', customer_phone: '081234567001', total_price: '1' } });
    expectOk(stay, 201);
    const { code, key, id: stayId } = stay.body.data as { code: string; key: string; id: number };
    expectOk(await call('GET /api/stays/code/:code', `/api/stays/code/${code}?k=${key}`));
    expectOk(await call('GET /api/stays', '/api/stays?page=1&limit=10&status=&homestay_id=&from=&to=', { as: 'admin' }), 200, 'stays');
    expectOk(await call('GET /api/stays/grid', `/api/stays/grid?from=${soon}&days=14`, { as: 'admin' }));
    expectOk(await call('GET /api/stays/rotation', '/api/stays/rotation?month=', { as: 'admin' }));
    expectOk(await call('GET /api/stays/:id', `/api/stays/${stayId}`, { as: 'admin' }));
    expectOk(await call('PUT /api/stays/:id/status', `/api/stays/${stayId}/status`, { as: 'admin', form: { status: 'confirmed', payment_status: 'deposit' } }));
    expectOk(await call('PUT /api/stays/:id/assign', `/api/stays/${stayId}/assign`, { as: 'admin', form: {} }));
    expectOk(await call('POST /api/stays/code/:code/cancel', `/api/stays/code/${code}/cancel?k=${key}`));
    expectOk(await call('DELETE /api/homestay-rooms/:id', `/api/homestay-rooms/${roomId}`, { as: 'admin' }));
    expectOk(await call('DELETE /api/homestays/:id', `/api/homestays/${id}`, { as: 'admin' }));
  });
});

describe('backup rows', () => {
  it('lists the scheduled backups to the superadmin', async () => {
    const list = await call('GET /api/backups', '/api/backups', { as: 'superadmin' });
    expectOk(list);
    expect(list.body.data.backups).toEqual([]);
  });
});

describe('ids as text, where the API these clients were written for sent text', () => {
  /**
   * The number fields each path answers as text, by path prefix; every other row answers
   * tRPC's types. A module whose REST paths send text ids adds its line.
   */
  const TEXT_IDS: Record<string, readonly string[]> = {
    '/api/destinations': ['id'],
    '/api/culture': ['id'],
    '/api/packages': ['id'],
    '/api/products': ['id', 'msme_id'],
    '/api/msme': ['id', 'user_id'],
    '/api/articles': ['authorId', 'author_id', 'id'],
  };
  /** Paths under those prefixes whose answers carry none of these ids. */
  const WITHOUT_IDS = new Set(['POST /api/articles/:id/view']);

  it('declares them on exactly the rows of those modules', () => {
    for (const row of restTable()) {
      const key = `${row.method} ${row.path}`;
      const prefix = Object.keys(TEXT_IDS).find((p) => row.path === p || row.path.startsWith(`${p}/`));
      const declared = [...new Set((row.asText ?? []).flatMap((declaration) => declaration.names))].sort();
      const expected = prefix && !WITHOUT_IDS.has(key) ? TEXT_IDS[prefix]! : [];
      // A delete answers only the id it removed.
      expect(declared.filter((name) => row.method !== 'DELETE' || name === 'id'), key).toEqual(
        expected.filter((name) => row.method !== 'DELETE' || name === 'id'),
      );
      expect(row.answer !== null, key).toBe(expected.length > 0);
    }
  });

  it('reads them as a type check does: numbers are refused where text is declared, and the reverse', () => {
    const list = answerTypes(rows.get('GET /api/products')!);
    const product = { id: '1', name: 'N', price: 1, description: 'D', image: null, category: 'kuliner', material: 'M', durability: 'D', deliveryTime: 'T', msme_id: '2', en: null, sellerInfo: { brand: 'B', whatsapp: null, shopee: null, instagram: null, tiktok: null }, created_at: 'x', updated_at: 'x' };
    const pagination = { currentPage: 1, totalPages: 1, totalItems: 1, itemsPerPage: 12 };
    expect(list.safeParse({ products: [product], pagination }).success).toBe(true);
    expect(list.safeParse({ products: [{ ...product, id: 1 }], pagination }).success).toBe(false);
    expect(list.safeParse({ products: [{ ...product, price: '1' }], pagination }).success).toBe(false);
    expect(list.safeParse({ products: [product], pagination: { ...pagination, totalItems: '1' } }).success).toBe(false);
  });

  it('the API reference shows each field with its REST type', async () => {
    const doc = (await (await fetch(`${t.baseUrl}/api/openapi.json`)).json()) as any;
    const article = doc.paths['/api/articles/{id}'].get.responses['200'].content['application/json'].schema.properties.data;
    expect(article.properties.id.type).toBe('string');
    expect(article.properties.authorId.type).toEqual(['string', 'null']);
    expect(article.properties.viewCount.type).toBe('integer');
    const user = doc.paths['/api/users/{id}'].get.responses['200'].content['application/json'].schema.properties.data;
    expect(user.properties.id.type).toBe('integer');
  });

  it('takes an id as text or as a number on both doors; tRPC answers numbers', async () => {
    const admin = t.users.admin.token;
    // An UMKM owned by the msme account, whose id and owner's id go out as a number and as text.
    const owned = [];
    for (const user_id of [t.users.msme.id, String(t.users.msme.id)]) {
      const made = await call('POST /api/msme', '/api/msme', { as: 'admin', body: { brand: `UMKM Pemilik ${typeof user_id}`, description: 'Usaha uji.', phone: '081241903355', user_id } });
      expectOk(made, 201);
      expect(made.body.data.user_id).toBe(String(t.users.msme.id));
      owned.push(made.body.data.id as string);
    }
    const msmeId = Number(owned[0]);
    const product = (msme_id: number | string) => ({ name: `Produk ${typeof msme_id}`, msme_id, description: 'Produk uji.', category: 'kuliner', price: 1000, material: 'Ikan', durability: '1 bulan', deliveryTime: '1 hari', image });
    const products = [];
    for (const msme_id of [msmeId, String(msmeId)]) {
      const made = await call('POST /api/products', '/api/products', { as: 'admin', body: product(msme_id) });
      expectOk(made, 201);
      expect(made.body.data.msme_id).toBe(String(msmeId));
      products.push(made.body.data.id as string);
    }
    const article = await call('POST /api/articles', '/api/articles', {
      as: 'contributor',
      body: { title: 'Artikel Dua Bentuk', content: '<p>Isi artikel yang dibaca lewat dua pintu.</p>', category: 'experience', status: 'draft' },
    });
    expectOk(article, 201);
    const destination = await call('POST /api/destinations', '/api/destinations', {
      as: 'admin',
      body: { title: 'Teluk Dua Bentuk', category: 'nature', shortDescription: 'Teluk yang tenang.', location: { lat: -5.03, lng: 119.31 }, image },
    });
    const culture = await call('POST /api/culture', '/api/culture', { as: 'admin', body: { title: 'Tari Dua Bentuk', category: 'dance', description: 'Tarian uji dua bentuk.' } });
    const tour = await call('POST /api/packages', '/api/packages', {
      as: 'admin',
      body: { name: 'Paket Dua Bentuk', description: 'Keliling pulau.', duration: '1 hari', minPersons: 1, maxPersons: 5, price: 1000, whatsappContact: '6281234567890' },
    });

    // Each read by id on tRPC, with the id as a number and as text: the ids answer as numbers.
    const reads: [string, string, readonly string[]][] = [
      ['destinations.get', destination.body.data.id, ['id']],
      ['culture.get', culture.body.data.id, ['id']],
      ['packages.get', tour.body.data.id, ['id']],
      ['msme.get', owned[1]!, ['id', 'user_id']],
      ['products.get', products[1]!, ['id', 'msme_id']],
      ['articles.byId', article.body.data.id, ['id', 'authorId', 'author_id']],
    ];
    for (const [procedure, text, fields] of reads) {
      expect(typeof text, procedure).toBe('string');
      for (const id of [Number(text), text]) {
        const res = await t.request('GET', trpcQueryUrl(procedure, { id }), { token: admin });
        expect(res.status, `${procedure} ${JSON.stringify(res.body)}`).toBe(200);
        for (const field of fields) expect(typeof res.body.result.data[field], `${procedure} (${typeof id}) ${field}`).toBe('number');
      }
    }
    // A tRPC write with the ids as text, answering numbers.
    const changed = await t.request('POST', '/trpc/products.update', { token: admin, body: { id: products[0], msme_id: owned[1], price: '2000' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.result.data).toMatchObject({ id: Number(products[0]), msme_id: Number(owned[1]), price: 2000 });
  });

  it('an existing client: text ids before deleting a destination and an MSME, and its own draft in "My Articles"', async () => {
    const destination = await call('POST /api/destinations', '/api/destinations', {
      as: 'admin',
      body: { title: 'Tanjung Uji', category: 'nature', shortDescription: 'Tanjung yang sepi saat pagi.', location: { lat: -5.02, lng: 119.3 }, image },
    });
    expectOk(destination, 201);
    const listed = await call('GET /api/destinations', '/api/destinations?page=1&limit=100');
    const shown = (listed.body.data.destinations as { id: unknown; title: string }[]).find((row) => row.title === 'Tanjung Uji')!;
    // The client's own check before it deletes: an id that is not text is refused without asking the server.
    expect(typeof shown.id).toBe('string');
    expectOk(await call('DELETE /api/destinations/:id', `/api/destinations/${(shown.id as string).trim()}`, { as: 'admin' }));

    const msme = await call('POST /api/msme', '/api/msme', {
      as: 'admin',
      body: { brand: 'UMKM Teks', description: 'Usaha uji.', phone: '0812-4190-3388', ownerName: 'Pemilik Teks', ownerEmail: 'pemilik.teks@pulau.test', password: 'rahasia-uji' },
    });
    expectOk(msme, 201);
    expect(typeof msme.body.data.user_id).toBe('string');
    const msmes = await call('GET /api/msme', '/api/msme?page=1&limit=100');
    const business = (msmes.body.data.msmes as { id: unknown; brand: string }[]).find((row) => row.brand === 'UMKM Teks')!;
    expect(typeof business.id).toBe('string');
    expectOk(await call('DELETE /api/msme/:id', `/api/msme/${(business.id as string).trim()}`, { as: 'admin' }));

    const draft = await call('POST /api/articles', '/api/articles', {
      as: 'contributor',
      body: { title: 'Draf Kontributor', content: '<p>Catatan perjalanan yang belum selesai.</p>', category: 'experience', status: 'draft' },
    });
    expectOk(draft, 201);
    // The signed-in user as the client holds it: users keep numeric ids.
    const user = (await call('GET /api/auth/profile', '/api/auth/profile', { as: 'contributor' })).body.data as { id: number };
    expect(typeof user.id).toBe('number');
    const mine = await call('GET /api/articles', `/api/articles?page=1&limit=100&author_id=${user.id}&status=all`, { as: 'contributor' });
    const visible = (mine.body.data.articles as { authorId: unknown; title: string }[]).filter((article) => article.authorId === String(user.id));
    expect(visible.map((article) => article.title)).toContain('Draf Kontributor');
  });
});

describe('payments rows', () => {
  it('the visitor pays on a second app with a provider (a stand-in); staff read, check and refund', async () => {
    const stand = await startMidtransStandIn();
    const on = await createTestApp({ env: { PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: stand.serverKey, MIDTRANS_API_URL: stand.url } });
    try {
      const pkg = await on.db
        .insertInto('packages')
        .values({ name: 'Paket Bayar', description: 'Uji REST', duration: '1 hari', whatsapp_contact: '6281111111111', facilities: [], price: 100_000 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await on.request('PUT', `/api/bookings/rules/${pkg.id}`, { token: on.users.admin.token, body: { minDaysAhead: 0, depositPercent: '50' } });
      const soon = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
      const made = await on.request('POST', '/api/bookings', { body: { package_id: pkg.id, booking_date: soon, participants: 2, customer_name: 'Tamu Bayar', customer_phone: '081234567000' } });
      const { id, code, key } = made.body.data as { id: number; code: string; key: string };
      const url = `/api/bookings/code/${code}/payment?k=${key}`;
      const charge = await call('POST /api/bookings/code/:code/payment', url, { on, form: { amount: '1' } });
      expectOk(charge, 201);
      expect(charge.body.data.amount).toBe(100_000);
      expectOk(await call('GET /api/bookings/code/:code/payment', url, { on }));
      stand.setStatus(charge.body.data.order_id as string, 'settlement');
      expectOk(await call('POST /api/bookings/:id/payments/check', `/api/bookings/${id}/payments/check`, { on, as: 'admin' }));
      const mine = await call('GET /api/bookings/:id/payments', `/api/bookings/${id}/payments`, { on, as: 'admin' });
      expectOk(mine);
      const list = await call('GET /api/payments', '/api/payments?page=1&limit=10&search=&status=null&from=undefined&to=&flagged=', { on, as: 'admin' });
      expectOk(list, 200, 'charges');
      const chargeId = mine.body.data.charges[0].id as number;
      expectOk(await call('POST /api/payments/:id/refund', `/api/payments/${chargeId}/refund`, { on, as: 'admin', form: { reason: 'Ditransfer kembali', method: 'manual' } }));
      // The day before reconciled, as a form sends an empty date; then the reports.
      const reconciled = await call('POST /api/payments/reconciliations', '/api/payments/reconciliations', { on, as: 'admin', form: { day: '' } });
      expectOk(reconciled);
      expect(reconciled.body.data).toMatchObject({ provider: 'midtrans', differences: expect.any(Array) });
      const reports = await call('GET /api/payments/reconciliations', '/api/payments/reconciliations', { on, as: 'admin' });
      expectOk(reports);
      expect(reports.body.data.reports[0]).toMatchObject({ day: reconciled.body.data.day, provider: 'midtrans' });
    } finally {
      await on.close();
      await stand.close();
    }
  });
});

describe('coverage', () => {
  it('calls every row of the REST table', () => {
    const missing = restTable()
      .map((row) => `${row.method} ${row.path}`)
      .filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
  });

  it('checked a success answer of every row against its declared types', () => {
    const unchecked = restTable()
      .map((row) => `${row.method} ${row.path}`)
      .filter((key) => !typeChecked.has(key));
    expect(unchecked).toEqual([]);
  });
});
