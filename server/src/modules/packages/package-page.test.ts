import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { uploadImages } from '../../../test/upload-images.ts';

let t: TestApp;
let files: { filename: string; url: string }[];
beforeAll(async () => {
  t = await createTestApp();
  files = await uploadImages(t, 2);
});
afterAll(() => t.close());

const ITINERARY = [
  { time: '07.00', text: 'Kumpul di dermaga' },
  { time: '08:00', text: 'Naik kapal' },
];

function tourPackage(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Snorkeling Sehari',
    description: 'Snorkeling di dua titik terumbu karang bersama pemandu lokal.',
    duration: '1 hari',
    minPersons: 2,
    maxPersons: 12,
    facilities: ['Perahu pulang-pergi', 'Alat snorkeling'],
    price: 350000,
    whatsappContact: '6281234567890',
    itinerary: ITINERARY,
    excluded: 'Transportasi ke dermaga\n\n Tip pemandu ',
    bring: ['Baju ganti', 'Tabir surya'],
    meetingPointName: 'Dermaga Desa',
    meetingPointDirections: 'Pos jaga biru di samping pelelangan ikan.',
    meetingPointLocation: { lat: '-5.0036', lng: 119.3008 },
    boat: 'KM Bulo Indah',
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/api/packages', { token: t.users.admin.token, body: tourPackage(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

describe('the package page read, by slug', () => {
  it('answers the whole package at its slug, through both doors', async () => {
    const [picture, other] = files as [(typeof files)[0], (typeof files)[0]];
    const created = await create({ name: 'Jelajah Karang & Pantai!', image: picture.filename, gallery: [other.url] });
    expect(created.slug).toBe('jelajah-karang-pantai');
    const res = await t.request('GET', `/api/packages/slug/${created.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: created.id,
      name: 'Jelajah Karang & Pantai!',
      slug: 'jelajah-karang-pantai',
      active: true,
      image: picture.url,
      gallery: [other.url],
      itinerary: [
        { time: '07.00', text: 'Kumpul di dermaga' },
        { time: '08.00', text: 'Naik kapal' },
      ],
      facilities: ['Perahu pulang-pergi', 'Alat snorkeling'],
      excluded: ['Transportasi ke dermaga', 'Tip pemandu'],
      bring: ['Baju ganti', 'Tabir surya'],
      meetingPointName: 'Dermaga Desa',
      meetingPointDirections: 'Pos jaga biru di samping pelelangan ikan.',
      meetingPointLocation: { lat: -5.0036, lng: 119.3008 },
      boat: 'KM Bulo Indah',
      minPersons: 2,
      maxPersons: 12,
    });
    const viaTrpc = await t.request('GET', trpcQueryUrl('packages.bySlug', { slug: created.slug }));
    expect(viaTrpc.body.result.data).toMatchObject({ id: Number(created.id), slug: created.slug, boat: 'KM Bulo Indah' });
  });

  it('gives each package a slug of its own, kept when the name changes; digits alone never make one', async () => {
    const first = await create({ name: 'Tur Senja' });
    const second = await create({ name: 'Tur Senja' });
    expect([first.slug, second.slug]).toEqual(['tur-senja', 'tur-senja-2']);
    const renamed = await t.request('PUT', `/api/packages/${first.id}`, { token: t.users.admin.token, body: { name: 'Tur Senja Baru' } });
    expect(renamed.body.data.slug).toBe('tur-senja');
    expect((await create({ name: '2027' })).slug).toBe('paket-2027');
    expect((await t.request('GET', '/api/packages/slug/tur-senja')).body.data.name).toBe('Tur Senja Baru');
  });

  it('gives packages created at the same moment with the same name different slugs', async () => {
    const token = t.users.admin.token;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.request('POST', '/api/packages', { token, body: tourPackage({ name: 'Serentak Bersama' }) })),
    );
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((res) => res.body.data.slug))).toEqual(new Set(['serentak-bersama', 'serentak-bersama-2', 'serentak-bersama-3', 'serentak-bersama-4']));
  });

  it('answers 404 for an unknown slug and 400 for one that cannot be a slug', async () => {
    const missing = await t.request('GET', '/api/packages/slug/tidak-ada-paketnya');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Paket wisata tidak ditemukan' });
    for (const slug of ['12345', 'Huruf-Besar', 'a'.repeat(161), '%3Cscript%3E']) {
      const bad = await t.request('GET', `/api/packages/slug/${slug}`);
      expect(bad.status, slug).toBe(400);
      expect(bad.body.errors, slug).toEqual([{ param: 'slug', msg: 'Alamat paket wisata tidak valid' }]);
    }
  });

  it('shows a change at once: the read is dropped from the public cache by the write', async () => {
    const created = await create({ name: 'Cache Paket' });
    const url = `/api/packages/slug/${created.slug}`;
    expect((await t.request('GET', url)).body.data.itinerary).toHaveLength(2);
    const saved = await t.request('PUT', `/api/packages/${created.id}`, {
      token: t.users.admin.token,
      body: { itinerary: [{ time: '06.30', text: 'Sarapan di rumah warga' }] },
    });
    expect(saved.status).toBe(200);
    expect((await t.request('GET', url)).body.data.itinerary).toEqual([{ time: '06.30', text: 'Sarapan di rumah warga' }]);
  });

  it('clears the meeting point pin with null and keeps it when left out', async () => {
    const created = await create({ name: 'Tanpa Pin' });
    const token = t.users.admin.token;
    const kept = await t.request('PUT', `/api/packages/${created.id}`, { token, body: { boat: '' } });
    expect(kept.body.data).toMatchObject({ boat: null, meetingPointLocation: { lat: -5.0036, lng: 119.3008 } });
    const cleared = await t.request('PUT', `/api/packages/${created.id}`, { token, body: { meetingPointLocation: null, meetingPointName: '' } });
    expect(cleared.body.data).toMatchObject({ meetingPointLocation: null, meetingPointName: null });
  });
});

describe('inactive packages', () => {
  it('are missing to visitors (page, id, list) and seen by site runners', async () => {
    const created = await create({ name: 'Paket Istirahat', active: false });
    expect(created.active).toBe(false);
    const token = t.users.admin.token;
    for (const url of [`/api/packages/slug/${created.slug}`, `/api/packages/${created.id}`]) {
      expect((await t.request('GET', url)).status, url).toBe(404);
      expect((await t.request('GET', url, { token })).status, url).toBe(200);
    }
    expect((await t.request('GET', '/api/packages?search=Istirahat')).body.data.packages).toEqual([]);
    expect((await t.request('GET', '/api/packages?search=Istirahat', { token })).body.data.packages).toHaveLength(1);

    await t.request('PUT', `/api/packages/${created.id}`, { token, body: { active: true } });
    expect((await t.request('GET', `/api/packages/slug/${created.slug}`)).status).toBe(200);
  });

  it('are not bookable online while inactive', async () => {
    const created = await create({ name: 'Paket Tutup Sementara', active: false });
    const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const booking = { package_id: created.id, customer_name: 'Tamu Uji', customer_phone: '081234567890', participants: 2, booking_date: date };
    const refused = await t.request('POST', '/api/bookings', { body: booking });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.errors[0].param).toBe('package_id');
    expect(await t.db.selectFrom('bookings').select('id').where('package_id', '=', Number(created.id)).execute()).toEqual([]);

    await t.request('PUT', `/api/packages/${created.id}`, { token: t.users.admin.token, body: { active: true } });
    expect((await t.request('POST', '/api/bookings', { body: booking })).status).toBe(201);
  });
});

describe('bounds of the page fields', () => {
  async function expectRefused(overrides: Record<string, unknown>, param: string, msg: string) {
    const res = await t.request('POST', '/api/packages', { token: t.users.admin.token, body: tourPackage({ name: 'Ditolak', ...overrides }) });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors).toContainEqual({ param, msg });
  }

  it.each([
    ['31 itinerary rows', { itinerary: Array.from({ length: 31 }, (_, i) => ({ time: `${i}`, text: 'x' })) }, 'itinerary', 'Maksimal 30 baris jadwal'],
    ['an itinerary row without a time', { itinerary: [{ time: ' ', text: 'Naik kapal' }] }, 'itinerary.0.time', 'Jam pada jadwal wajib diisi, maksimal 20 karakter'],
    ['a time too long', { itinerary: [{ time: 'x'.repeat(21), text: 'Naik kapal' }] }, 'itinerary.0.time', 'Jam pada jadwal wajib diisi, maksimal 20 karakter'],
    ['an activity too long', { itinerary: [{ time: '07.00', text: 'x'.repeat(301) }] }, 'itinerary.0.text', 'Kegiatan pada jadwal wajib diisi, maksimal 300 karakter'],
    ['an itinerary that is not a list', { itinerary: 'pagi naik kapal' }, 'itinerary', 'Baris jadwal tidak valid'],
    ['31 things not included', { excluded: Array.from({ length: 31 }, (_, i) => `hal ${i}`) }, 'excluded', 'Maksimal 30 hal yang tidak termasuk'],
    ['a thing to bring too long', { bring: ['x'.repeat(201)] }, 'bring.0', 'Setiap barang bawaan maksimal 200 karakter'],
    ['a meeting point name too long', { meetingPointName: 'x'.repeat(201) }, 'meetingPointName', 'Nama titik kumpul maksimal 200 karakter'],
    ['directions too long', { meetingPointDirections: 'x'.repeat(1001) }, 'meetingPointDirections', 'Petunjuk arah maksimal 1000 karakter'],
    ['a latitude off the globe', { meetingPointLocation: { lat: 91, lng: 119 } }, 'meetingPointLocation.lat', 'Latitude harus antara -90 dan 90'],
    ['a longitude off the globe', { meetingPointLocation: { lat: -5, lng: 'timur' } }, 'meetingPointLocation.lng', 'Longitude harus antara -180 dan 180'],
    ['a boat too long', { boat: 'x'.repeat(201) }, 'boat', 'Kapal maksimal 200 karakter'],
    ['nine gallery photos', { gallery: Array.from({ length: 9 }, () => 'a.jpg') }, 'gallery', 'Maksimal 8 foto tambahan'],
    ['active as text', { active: 'mungkin' }, 'active', 'Nilai aktif harus true atau false'],
  ])('refuses %s', async (_case, overrides, param, msg) => {
    await expectRefused(overrides, param, msg);
  });

  it('refuses control characters in an itinerary row and changes nothing on a refused update', async () => {
    const created = await create({ name: 'Tetap Utuh' });
    const res = await t.request('PUT', `/api/packages/${created.id}`, {
      token: t.users.admin.token,
      body: { itinerary: [{ time: '07.00', text: 'Naik\u0000kapal' }] },
    });
    expect(res.status).toBe(400);
    expect((await t.request('GET', `/api/packages/slug/${created.slug}`)).body.data.itinerary).toHaveLength(2);
  });
});
