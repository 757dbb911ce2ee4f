import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { expectStaffOnly } from '../../../test/staff-only.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Row {
  name: string;
  star: number;
  is_displayed?: boolean;
  is_verified?: boolean;
  email?: string | null;
}

/** Rows written straight to the table, so the public form's rate limit is not spent on fixtures. */
async function insert(rows: Row[]): Promise<number[]> {
  const inserted = await t.db
    .insertInto('testimonials')
    .values(rows.map((r) => ({ message: `Pesan dari ${r.name}`, origin: 'Makassar', email: null, ...r })))
    .returning('id')
    .execute();
  return inserted.map((r) => r.id);
}

const names = (res: { body: { data: { testimonials: { name: string }[] } } }) => res.body.data.testimonials.map((r) => r.name);

describe('POST /api/testimonials (public form)', () => {
  it('saves a visitor testimonial hidden, unverified, from the website, with the spec text', async () => {
    const res = await t.request('POST', '/api/testimonials', {
      body: { name: ' Rina ', message: 'Lautnya jernih!', origin: '', is_displayed: true, is_verified: true, source: 'google' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Testimonial berhasil dikirim. Terima kasih!');
    expect(res.body.data).toMatchObject({
      name: 'Rina',
      star: 5,
      rating: 5,
      origin: null,
      message: 'Lautnya jernih!',
      is_displayed: false,
      is_verified: false,
      source: 'website',
    });
    const publicList = await t.request('GET', '/api/testimonials?limit=100');
    expect(names(publicList)).not.toContain('Rina');
    const staffList = await t.request('GET', '/api/testimonials?limit=100', { token: t.users.admin.token });
    expect(names(staffList)).toContain('Rina');
  });

  it('requires name and message and keeps star within 1 to 5', async () => {
    const empty = await t.request('POST', '/api/testimonials', { body: { star: 4 } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { param: 'name', msg: 'Nama wajib diisi' },
      { param: 'message', msg: 'Pesan wajib diisi' },
    ]);
    for (const star of [6, 0, 2.5]) {
      const res = await t.request('POST', '/api/testimonials', { body: { name: 'A', message: 'B', star } });
      expect(res.status, String(star)).toBe(400);
      expect(res.body.errors).toEqual([{ param: 'star', msg: 'Rating harus antara 1 dan 5' }]);
    }
    const email = await t.request('POST', '/api/testimonials', { body: { name: 'A', message: 'B', email: 'bukan' } });
    expect(email.body.errors).toEqual([{ param: 'email', msg: 'Email tidak valid' }]);
  });
});

describe('the public and staff views', () => {
  let hidden: number;
  let shown: number;
  beforeAll(async () => {
    [hidden = 0, shown = 0] = await insert([
      { name: 'Tersembunyi', star: 2, email: 'rahasia@contoh.id' },
      { name: 'Tampil', star: 5, is_displayed: true, email: 'tampil@contoh.id' },
    ]);
  });

  it('never answers a hidden testimonial to visitors or non-staff', async () => {
    for (const token of [undefined, t.users.contributor.token, t.users.msme.token]) {
      const list = await t.request('GET', '/api/testimonials?limit=100', { token });
      expect(names(list)).toContain('Tampil');
      expect(names(list)).not.toContain('Tersembunyi');
      expect((await t.request('GET', `/api/testimonials/${hidden}`, { token })).status).toBe(404);
      const featured = await t.request('GET', '/api/testimonials/featured?limit=20', { token });
      expect(featured.body.data.map((r: { id: number }) => r.id)).not.toContain(hidden);
    }
  });

  it('keeps e-mail addresses for staff eyes', async () => {
    const visitor = await t.request('GET', `/api/testimonials/${shown}`);
    expect(visitor.body.data).toMatchObject({ name: 'Tampil', email: null, star: 5, rating: 5 });
    const staff = await t.request('GET', `/api/testimonials/${hidden}`, { token: t.users.admin.token });
    expect(staff.status).toBe(200);
    expect(staff.body.data).toMatchObject({ name: 'Tersembunyi', email: 'rahasia@contoh.id', star: 2, rating: 2 });
  });

  it('answers the full wire shape', async () => {
    const res = await t.request('GET', `/api/testimonials/${shown}`, { token: t.users.superadmin.token });
    expect(Object.keys(res.body.data).sort()).toEqual(
      ['created_at', 'email', 'id', 'is_displayed', 'is_verified', 'message', 'name', 'origin', 'package_id', 'rating', 'source', 'star', 'updated_at', 'verified_guest'],
    );
  });
});

describe('rating filter', () => {
  let t2: TestApp;
  beforeAll(async () => {
    t2 = await createTestApp();
    const rows = Array.from({ length: 30 }, (_, i) => ({
      message: `Pesan ${i}`,
      name: `Tamu ${i}`,
      star: (i % 5) + 1,
      is_displayed: i % 2 === 0,
    }));
    await t2.db.insertInto('testimonials').values(rows).execute();
  });
  afterAll(() => t2.close());

  it('filters on the server across all pages, for staff and visitors alike', async () => {
    const staffPage1 = await t2.request('GET', '/api/testimonials?rating=4&limit=2', { token: t2.users.admin.token });
    expect(staffPage1.body.data.pagination).toEqual({ currentPage: 1, totalPages: 3, totalItems: 6, itemsPerPage: 2 });
    const seen = new Set<string>();
    for (let page = 1; page <= 3; page++) {
      const res = await t2.request('GET', `/api/testimonials?rating=4&limit=2&page=${page}`, { token: t2.users.admin.token });
      for (const r of res.body.data.testimonials) {
        expect(r.star).toBe(4);
        seen.add(r.name);
      }
    }
    expect(seen.size).toBe(6);

    const visitor = await t2.request('GET', '/api/testimonials?rating=4&limit=100');
    expect(visitor.body.data.pagination.totalItems).toBe(3);
    expect(visitor.body.data.testimonials.every((r: { star: number; is_displayed: boolean }) => r.star === 4 && r.is_displayed)).toBe(true);
    const all = await t2.request('GET', '/api/testimonials?rating=all&limit=100');
    expect(all.body.data.pagination.totalItems).toBe(15);
  });

  it('searches name, message and origin', async () => {
    const res = await t2.request('GET', '/api/testimonials?search=pesan%2012', { token: t2.users.admin.token });
    expect(names(res)).toEqual(['Tamu 12']);
  });

  it('answers statistics over every row, for staff only', async () => {
    const res = await t2.request('GET', '/api/testimonials/stats', { token: t2.users.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ total: 30, displayed: 15, verified: 0, pendingVerification: 30, fiveStar: 6, average: 3 });
    await expectStaffOnly(t2, 'GET', '/api/testimonials/stats');
  });

  it('limits featured to 5 by default and 20 at most, newest first', async () => {
    const fresh = await t2.db
      .insertInto('testimonials')
      .values({ name: 'Terbaru', message: 'Baru saja', is_displayed: true, created_at: new Date(Date.now() + 60_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const byDefault = await t2.request('GET', '/api/testimonials/featured');
    expect(byDefault.body.data).toHaveLength(5);
    expect(byDefault.body.data[0].id).toBe(fresh.id);
    expect((await t2.request('GET', '/api/testimonials/featured?limit=50')).body.data).toHaveLength(16);
    await t2.db.insertInto('testimonials').values(Array.from({ length: 10 }, (_, i) => ({ name: `X${i}`, message: 'x', is_displayed: true }))).execute();
    expect((await t2.request('GET', '/api/testimonials/featured?limit=50')).body.data).toHaveLength(20);
  });

  it('rounds the average to one decimal', async () => {
    // 30 rows of 1-5 stars (sum 90) and 11 more of 5 stars: 145 / 41 = 3.536…
    const res = await t2.request('GET', '/api/testimonials/stats', { token: t2.users.superadmin.token });
    expect(res.body.data).toMatchObject({ total: 41, fiveStar: 17, average: 3.5 });
  });
});

describe('staff actions', () => {
  it('shows and hides on the home page, persisted, with the spec texts', async () => {
    const [id] = await insert([{ name: 'Dewi', star: 5 }]);
    await expectStaffOnly(t, 'PATCH', `/api/testimonials/${id}/display`, { is_displayed: true });
    const show = await t.request('PATCH', `/api/testimonials/${id}/display`, { body: { is_displayed: true }, token: t.users.admin.token });
    expect(show.status).toBe(200);
    expect(show.body.message).toBe('Testimoni ditampilkan di beranda');
    expect((await t.request('GET', `/api/testimonials/${id}`)).status).toBe(200);
    expect((await t.request('GET', '/api/home')).body.data.testimonials.map((r: { id: number }) => r.id)).toContain(id);

    const hide = await t.request('PATCH', `/api/testimonials/${id}/display`, { body: { is_displayed: false }, token: t.users.superadmin.token });
    expect(hide.body.message).toBe('Testimoni disembunyikan dari beranda');
    expect((await t.request('GET', `/api/testimonials/${id}`)).status).toBe(404);
    expect((await t.request('GET', '/api/home')).body.data.testimonials.map((r: { id: number }) => r.id)).not.toContain(id);
    const bad = await t.request('PATCH', `/api/testimonials/${id}/display`, { body: { is_displayed: 'ya' }, token: t.users.admin.token });
    expect(bad.status).toBe(400);
  });

  it('verifies and unverifies, persisted, with the spec texts', async () => {
    const [id] = await insert([{ name: 'Andi', star: 4 }]);
    await expectStaffOnly(t, 'PATCH', `/api/testimonials/${id}/verify`, { is_verified: true });
    const on = await t.request('PATCH', `/api/testimonials/${id}/verify`, { body: { is_verified: true }, token: t.users.admin.token });
    expect(on.body.message).toBe('Testimoni berhasil diverifikasi');
    expect((await t.request('GET', `/api/testimonials/${id}`, { token: t.users.admin.token })).body.data.is_verified).toBe(true);
    const off = await t.request('PATCH', `/api/testimonials/${id}/verify`, { body: { is_verified: false }, token: t.users.admin.token });
    expect(off.body.message).toBe('Testimoni tidak diverifikasi');
    expect(off.body.data.is_verified).toBe(false);
  });

  it('edits name, star, origin and message, keeping display and verification', async () => {
    const [id] = await insert([{ name: 'Hendra', star: 3, is_displayed: true, is_verified: true }]);
    const body = { name: 'Hendra G.', star: 4, origin: 'Bandung', message: 'Perjalanan menyenangkan' };
    await expectStaffOnly(t, 'PUT', `/api/testimonials/${id}`, body);
    const res = await t.request('PUT', `/api/testimonials/${id}`, { body, token: t.users.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ...body, rating: 4, is_displayed: true, is_verified: true });
    const bad = await t.request('PUT', `/api/testimonials/${id}`, { body: { ...body, star: 6 }, token: t.users.admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Rating harus antara 1 dan 5');
    expect((await t.request('PUT', '/api/testimonials/999999', { body, token: t.users.admin.token })).status).toBe(404);
  });

  it('deletes with the spec text', async () => {
    const [id] = await insert([{ name: 'Budi', star: 3 }]);
    await expectStaffOnly(t, 'DELETE', `/api/testimonials/${id}`);
    const res = await t.request('DELETE', `/api/testimonials/${id}`, { token: t.users.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Testimoni dari Budi berhasil dihapus');
    expect((await t.request('GET', `/api/testimonials/${id}`, { token: t.users.admin.token })).status).toBe(404);
  });
});

describe('through tRPC', () => {
  it('answers testimonials.featured and guards testimonials.setDisplayed', async () => {
    const featured = await t.request('GET', trpcQueryUrl('testimonials.featured', { limit: 1 }));
    expect(featured.status).toBe(200);
    expect(featured.body.result.data).toHaveLength(1);
    expect(featured.body.result.data[0].is_displayed).toBe(true);
    const denied = await t.request('POST', '/trpc/testimonials.setDisplayed', {
      body: { id: featured.body.result.data[0].id, is_displayed: false },
      token: t.users.contributor.token,
    });
    expect(denied.status).toBe(403);
  });
});

describe('rate limit on the public form', () => {
  it('refuses the third testimonial from one address within the hour', async () => {
    const limited = await createTestApp({ env: { PUBLIC_FORM_MAX_PER_HOUR: '2' } });
    try {
      const body = { name: 'Tamu', message: 'Halo', star: 5 };
      expect((await limited.request('POST', '/api/testimonials', { body })).status).toBe(201);
      expect((await limited.request('POST', '/api/testimonials', { body })).status).toBe(201);
      const third = await limited.request('POST', '/api/testimonials', { body });
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(third.body.message).toMatch(/^Terlalu banyak kiriman. Coba lagi dalam \d+ menit$/);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      const count = await limited.db.selectFrom('testimonials').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
