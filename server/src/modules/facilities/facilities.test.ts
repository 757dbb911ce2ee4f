import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { expectStaffOnly } from '../../../test/staff-only.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (body: object, token = t.users.admin.token) => t.request('POST', '/api/settings/facilities', { body, token });

describe('POST /api/settings/facilities', () => {
  it('adds a facility, available by default, with the spec text', async () => {
    const res = await create({ icon: ' 🏝️ ', label: ' Pantai Pasir Putih ', description: '' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Fasilitas Pantai Pasir Putih berhasil ditambahkan');
    expect(res.body.data).toEqual({ id: expect.any(Number), icon: '🏝️', label: 'Pantai Pasir Putih', description: null, available: true, en: null });
  });

  it('counts an icon by what a person sees: emoji sequences pass, five characters do not', async () => {
    for (const icon of ['🇮🇩', '👨‍👩‍👧', '🏝️🏖️⛵🐠', 'WiFi']) {
      expect((await create({ icon, label: `Ikon ${icon}` })).status, icon).toBe(201);
    }
    const tooLong = await create({ icon: 'abcde', label: 'Terlalu panjang' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual([{ param: 'icon', msg: 'Ikon maksimal 4 karakter' }]);
    expect((await create({ icon: '🏝️🏖️⛵🐠🤿', label: 'Lima emoji' })).body.message).toBe('Ikon maksimal 4 karakter');
  });

  it('requires icon and label', async () => {
    const res = await create({ icon: '   ', description: 'tanpa nama' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { param: 'icon', msg: 'Ikon wajib diisi' },
      { param: 'label', msg: 'Nama fasilitas wajib diisi' },
    ]);
  });

  it('is refused to contributor, msme and anonymous callers', async () => {
    await expectStaffOnly(t, 'POST', '/api/settings/facilities', { icon: '⚡', label: 'Listrik' });
  });
});

describe('PUT and DELETE /api/settings/facilities/:id', () => {
  it('changes only availability when only `available` is sent', async () => {
    const made = await create({ icon: '📶', label: 'Sinyal', description: 'Sinyal 4G', available: true });
    const id = made.body.data.id;
    const res = await t.request('PUT', `/api/settings/facilities/${id}`, { body: { available: false }, token: t.users.superadmin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id, icon: '📶', label: 'Sinyal', description: 'Sinyal 4G', available: false, en: null });
  });

  it('edits any field, validating what it gets', async () => {
    const id = (await create({ icon: '🚻', label: 'Toilet' })).body.data.id;
    const res = await t.request('PUT', `/api/settings/facilities/${id}`, {
      body: { label: 'Toilet & Bilas', description: 'Dekat dermaga' },
      token: t.users.admin.token,
    });
    expect(res.body.data).toMatchObject({ icon: '🚻', label: 'Toilet & Bilas', description: 'Dekat dermaga', available: true });
    const bad = await t.request('PUT', `/api/settings/facilities/${id}`, { body: { icon: 'toilet' }, token: t.users.admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Ikon maksimal 4 karakter');
  });

  it('answers 404 for an unknown facility', async () => {
    const res = await t.request('PUT', '/api/settings/facilities/999999', { body: { available: true }, token: t.users.admin.token });
    expect(res.status).toBe(404);
    expect((await t.request('DELETE', '/api/settings/facilities/999999', { token: t.users.admin.token })).status).toBe(404);
  });

  it('deletes with the spec text', async () => {
    const id = (await create({ icon: '🛒', label: 'Kios' })).body.data.id;
    await expectStaffOnly(t, 'DELETE', `/api/settings/facilities/${id}`);
    const res = await t.request('DELETE', `/api/settings/facilities/${id}`, { token: t.users.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Fasilitas Kios berhasil dihapus');
    const list = await t.request('GET', '/api/settings/facilities');
    expect(list.body.data.map((f: { id: number }) => f.id)).not.toContain(id);
  });

  it('keeps writes to staff', async () => {
    const id = (await create({ icon: '💧', label: 'Air Tawar' })).body.data.id;
    await expectStaffOnly(t, 'PUT', `/api/settings/facilities/${id}`, { available: false });
    const list = await t.request('GET', '/api/settings/facilities');
    expect(list.body.data.find((f: { id: number }) => f.id === id).available).toBe(true);
  });
});

describe('GET /api/settings/facilities', () => {
  it('lists every facility in the order added, unavailable ones too, to anyone', async () => {
    const res = await t.request('GET', '/api/settings/facilities');
    expect(res.status).toBe(200);
    const labels = res.body.data.map((f: { label: string }) => f.label);
    expect(labels[0]).toBe('Pantai Pasir Putih');
    expect(res.body.data.some((f: { available: boolean }) => !f.available)).toBe(true);
    expect(res.headers.get('cache-control')).toContain('public');
  });

  it('answers the same list through tRPC', async () => {
    const rest = await t.request('GET', '/api/settings/facilities');
    const trpc = await t.request('GET', trpcQueryUrl('facilities.list'));
    expect(trpc.body.result.data).toEqual(rest.body.data);
  });
});
