import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { expectStaffOnly } from '../../../test/staff-only.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BOAT = {
  name: 'KM Uji Coba',
  phone: '0812-4190-3377',
  departureTime: '07:00,10:00 , 14:00',
  dockLocation: 'Dermaga Kayu Bangkoa, Makassar',
  duration: '±60 menit',
};

async function createBoat(extra: object = {}) {
  const res = await t.request('POST', '/api/transportation', { body: { ...BOAT, ...extra }, token: t.users.admin.token });
  expect(res.status).toBe(201);
  return res.body.data;
}

const ids = (res: { body: { data: { transportations: { id: number }[] } } }) => res.body.data.transportations.map((r) => r.id);

describe('POST /api/transportation', () => {
  it('creates with defaults boat, active and to the island, and answers the wire shape with the spec text', async () => {
    const res = await t.request('POST', '/api/transportation', {
      body: { ...BOAT, whatsapp: '', notes: '  ', capacity: '40', pricePerPerson: 35000 },
      token: t.users.superadmin.token,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Transportasi berhasil dibuat');
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      name: 'KM Uji Coba',
      type: 'boat',
      status: 'active',
      phone: '0812-4190-3377',
      whatsapp: null,
      departureTime: '07:00, 10:00, 14:00',
      dockLocation: 'Dermaga Kayu Bangkoa, Makassar',
      direction: 'to_island',
      fromPlace: 'Dermaga Kayu Bangkoa, Makassar',
      toPlace: 'Dermaga Pulau',
      capacity: 40,
      pricePerPerson: 35000,
      duration: '±60 menit',
      travelMinutes: 60, // read from the text
      durationEn: 'about 1 hour',
      notes: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('names every missing required field', async () => {
    const res = await t.request('POST', '/api/transportation', { body: {}, token: t.users.admin.token });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { param: 'name', msg: 'Nama transportasi wajib diisi' },
      { param: 'phone', msg: 'Nomor telepon wajib diisi' },
      { param: 'departureTime', msg: 'Jadwal keberangkatan wajib diisi' },
      { param: 'dockLocation', msg: 'Lokasi dermaga wajib diisi' },
      { param: 'duration', msg: 'Durasi wajib diisi' },
    ]);
  });

  it.each([
    [{ capacity: 0 }, 'capacity', 'Kapasitas minimal 1'],
    [{ capacity: 'banyak' }, 'capacity', 'Kapasitas harus berupa bilangan bulat'],
    [{ pricePerPerson: -1 }, 'pricePerPerson', 'Harga per orang minimal 0'],
    [{ type: 'pesawat' }, 'type', 'Tipe transportasi harus speedboat, boat atau ferry'],
    [{ status: 'rusak' }, 'status', 'Status harus active atau inactive'],
    [{ phone: 'telepon saya' }, 'phone', 'Nomor telepon tidak valid'],
  ])('refuses %j', async (extra, param, msg) => {
    const res = await t.request('POST', '/api/transportation', { body: { ...BOAT, ...extra }, token: t.users.admin.token });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ param, msg }]);
  });

  it('accepts a price of 0 and no capacity', async () => {
    const boat = await createBoat({ pricePerPerson: 0, capacity: '' });
    expect(boat).toMatchObject({ pricePerPerson: 0, capacity: null });
  });

  it('is refused to contributor, msme and anonymous callers', async () => {
    await expectStaffOnly(t, 'POST', '/api/transportation', BOAT);
  });
});

describe('the public and staff views', () => {
  let active: number;
  let inactive: number;
  beforeAll(async () => {
    active = (await createBoat({ name: 'Speedboat Terbuka', type: 'speedboat' })).id;
    inactive = (await createBoat({ name: 'Feri Docking', type: 'ferry', status: 'inactive' })).id;
  });

  it('shows visitors and non-staff only active boats, staff all of them', async () => {
    for (const token of [undefined, t.users.contributor.token, t.users.msme.token]) {
      const res = await t.request('GET', '/api/transportation?limit=100', { token });
      expect(ids(res)).toContain(active);
      expect(ids(res)).not.toContain(inactive);
      expect(res.body.data.transportations.every((r: { status: string }) => r.status === 'active')).toBe(true);
    }
    for (const token of [t.users.admin.token, t.users.superadmin.token]) {
      expect(ids(await t.request('GET', '/api/transportation?limit=100', { token }))).toContain(inactive);
    }
  });

  it('hides an inactive boat by id from visitors', async () => {
    expect((await t.request('GET', `/api/transportation/${inactive}`)).status).toBe(404);
    expect((await t.request('GET', `/api/transportation/${inactive}`, { token: t.users.contributor.token })).status).toBe(404);
    const staff = await t.request('GET', `/api/transportation/${inactive}`, { token: t.users.admin.token });
    expect(staff.status).toBe(200);
    expect(staff.body.data.name).toBe('Feri Docking');
    expect((await t.request('GET', `/api/transportation/${active}`)).body.data.name).toBe('Speedboat Terbuka');
  });

  it('keeps inactive boats out of /api/home/transportation', async () => {
    const res = await t.request('GET', '/api/home/transportation');
    expect(res.status).toBe(200);
    const homeIds = res.body.data.map((r: { id: number }) => r.id);
    expect(homeIds).toContain(active);
    expect(homeIds).not.toContain(inactive);
  });

  it('filters by type and searches name and dock, for staff too', async () => {
    const admin = t.users.admin.token;
    const ferries = await t.request('GET', '/api/transportation?type=ferry', { token: admin });
    expect(ferries.body.data.transportations.map((r: { name: string }) => r.name)).toEqual(['Feri Docking']);
    const all = await t.request('GET', '/api/transportation?type=all&limit=100', { token: admin });
    expect(all.body.data.pagination.totalItems).toBeGreaterThan(1);
    const search = await t.request('GET', '/api/transportation?search=terbuka', { token: admin });
    expect(ids(search)).toEqual([active]);
    const dock = await t.request('GET', `/api/transportation?search=${encodeURIComponent('kayu bangkoa')}&limit=100`, { token: admin });
    expect(dock.body.data.pagination.totalItems).toBe(all.body.data.pagination.totalItems);
  });

  it('pages with the pagination object', async () => {
    const res = await t.request('GET', '/api/transportation?page=2&limit=1', { token: t.users.admin.token });
    expect(res.body.data.transportations).toHaveLength(1);
    expect(res.body.data.pagination).toMatchObject({ currentPage: 2, itemsPerPage: 1 });
    expect(res.body.data.pagination.totalPages).toBe(res.body.data.pagination.totalItems);
  });
});

describe('PUT, PATCH status and DELETE', () => {
  it('replaces the form fields: emptied optional fields are cleared, an omitted status kept', async () => {
    const boat = await createBoat({ whatsapp: '0812-1111-2222', notes: 'Catatan', capacity: 20, status: 'inactive' });
    const res = await t.request('PUT', `/api/transportation/${boat.id}`, {
      body: { ...BOAT, name: 'KM Baru', type: 'speedboat', capacity: 30 },
      token: t.users.admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Transportasi berhasil diperbarui');
    expect(res.body.data).toMatchObject({ name: 'KM Baru', type: 'speedboat', status: 'inactive', whatsapp: null, notes: null, capacity: 30 });
    await expectStaffOnly(t, 'PUT', `/api/transportation/${boat.id}`, BOAT);
    const bad = await t.request('PUT', `/api/transportation/${boat.id}`, { body: { ...BOAT, capacity: 0 }, token: t.users.admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Kapasitas minimal 1');
  });

  it('changes status with the spec text, and the change shows publicly', async () => {
    const boat = await createBoat({ name: 'KM Pagi' });
    await expectStaffOnly(t, 'PATCH', `/api/transportation/${boat.id}/status`, { status: 'inactive' });
    const res = await t.request('PATCH', `/api/transportation/${boat.id}/status`, {
      body: { status: 'inactive' },
      token: t.users.admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Status transportasi KM Pagi berhasil diubah menjadi inactive');
    expect(res.body.data.status).toBe('inactive');
    expect((await t.request('GET', `/api/transportation/${boat.id}`)).status).toBe(404);
    const bad = await t.request('PATCH', `/api/transportation/${boat.id}/status`, { body: { status: 'off' }, token: t.users.admin.token });
    expect(bad.status).toBe(400);
  });

  it('deletes with the spec text, staff only, then 404', async () => {
    const boat = await createBoat({ name: 'KM Lama' });
    await expectStaffOnly(t, 'DELETE', `/api/transportation/${boat.id}`);
    const res = await t.request('DELETE', `/api/transportation/${boat.id}`, { token: t.users.superadmin.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Transportasi KM Lama berhasil dihapus');
    expect((await t.request('DELETE', `/api/transportation/${boat.id}`, { token: t.users.admin.token })).status).toBe(404);
    expect((await t.request('GET', `/api/transportation/${boat.id}`, { token: t.users.admin.token })).status).toBe(404);
  });

  it('answers 404 for writes to an unknown id', async () => {
    const admin = t.users.admin.token;
    expect((await t.request('PUT', '/api/transportation/999999', { body: BOAT, token: admin })).status).toBe(404);
    expect((await t.request('PATCH', '/api/transportation/999999/status', { body: { status: 'active' }, token: admin })).status).toBe(404);
  });
});

describe('through tRPC', () => {
  it('lists with transportation.list and guards transportation.create', async () => {
    const list = await t.request('GET', trpcQueryUrl('transportation.list', { type: 'ferry' }), { token: t.users.admin.token });
    expect(list.status).toBe(200);
    expect(list.body.result.data.transportations.every((r: { type: string }) => r.type === 'ferry')).toBe(true);
    const denied = await t.request('POST', '/trpc/transportation.create', { body: BOAT, token: t.users.contributor.token });
    expect(denied.status).toBe(403);
    const made = await t.request('POST', '/trpc/transportation.create', { body: BOAT, token: t.users.admin.token });
    expect(made.body.result.data).toMatchObject({ name: 'KM Uji Coba', type: 'boat', status: 'active' });
  });
});

describe('departure times', () => {
  it('pads hours to two digits and keeps words as typed', async () => {
    const boat = await createBoat({ name: 'KM Pagi', departureTime: '7:00,9.30 , 14:00, Sore' });
    expect(boat.departureTime).toBe('07:00, 09:30, 14:00, Sore');
  });
});

describe('the crossing in minutes', () => {
  it('writes minutes given alone as their Indonesian text, reads a text given alone, keeps other texts as written', async () => {
    const { duration: _d, ...withoutText } = BOAT;
    const res = await t.request('POST', '/api/transportation', { body: { ...withoutText, travelMinutes: '90' }, token: t.users.admin.token });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ duration: '±1 jam 30 menit', travelMinutes: 90, durationEn: 'about 1 hour 30 minutes' });
    const free = await t.request('PUT', `/api/transportation/${res.body.data.id}`, {
      body: { ...BOAT, duration: 'Tergantung ombak' },
      token: t.users.admin.token,
    });
    expect(free.body.data).toMatchObject({ duration: 'Tergantung ombak', travelMinutes: null, durationEn: null });
  });

  it('refuses minutes out of range and a boat with neither minutes nor text', async () => {
    const { duration: _d, ...withoutText } = BOAT;
    for (const travelMinutes of [0, 1441, 'sejam', 12.5]) {
      const res = await t.request('POST', '/api/transportation', { body: { ...withoutText, travelMinutes }, token: t.users.admin.token });
      expect(res.status, String(travelMinutes)).toBe(400);
      expect(res.body.errors.map((e: { param: string }) => e.param)).toContain('travelMinutes');
    }
    const neither = await t.request('POST', '/api/transportation', { body: withoutText, token: t.users.admin.token });
    expect(neither.status).toBe(400);
    expect(neither.body.errors).toEqual([{ param: 'duration', msg: 'Durasi wajib diisi' }]);
  });
});
