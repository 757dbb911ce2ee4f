import { TEAM_TEXTS } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { uploadImages } from '../../../test/upload-images.ts';

const T = TEAM_TEXTS;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the contact page team list', () => {
  it('staff add, edit and remove members; visitors read them in the given order', async () => {
    const [photo] = await uploadImages(t, 1);
    const token = t.users.admin.token;
    const second = await t.request('POST', '/api/settings/team', { token, body: { name: 'Nurhayati', role: 'Koordinator Pariwisata', sort: 2 } });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ success: true, message: T.created('Nurhayati'), data: { photo: null, whatsapp: null } });
    const first = await t.request('POST', '/api/settings/team', {
      token,
      body: { name: 'Pak Arif', role: 'Kepala Desa', photo: photo!.filename, whatsapp: '0812 4190 3377', sort: 1 },
    });
    expect(first.body.data.photo).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/[a-f0-9]{32}\.jpg$/);

    const list = await t.request('GET', '/api/settings/team');
    expect(list.status).toBe(200);
    expect(list.body.data.map((m: { name: string }) => m.name)).toEqual(['Pak Arif', 'Nurhayati']);

    // Sending the photo URL back unchanged keeps it; null removes it.
    const id = first.body.data.id as number;
    const kept = await t.request('PUT', `/api/settings/team/${id}`, { token, body: { ...first.body.data, role: 'Kepala Desa Mattiro' } });
    expect(kept.body).toMatchObject({ message: T.updated('Pak Arif'), data: { role: 'Kepala Desa Mattiro', photo: first.body.data.photo } });
    const removed = await t.request('PUT', `/api/settings/team/${id}`, { token, body: { name: 'Pak Arif', role: 'Kepala Desa', photo: null } });
    expect(removed.body.data.photo).toBeNull();

    const gone = await t.request('DELETE', `/api/settings/team/${second.body.data.id}`, { token });
    expect(gone.body).toMatchObject({ success: true, message: T.deleted('Nurhayati') });
    expect((await t.request('GET', trpcQueryUrl('team.list'))).body.result.data.map((m: { name: string }) => m.name)).toEqual(['Pak Arif']);
  });

  it('checks the fields with the form texts', async () => {
    const res = await t.request('POST', '/api/settings/team', { token: t.users.admin.token, body: { name: ' ', whatsapp: 'abc' } });
    expect(res.status).toBe(400);
    const msgs = Object.fromEntries(res.body.errors.map((e: { param: string; msg: string }) => [e.param, e.msg]));
    expect(msgs).toEqual({ name: T.nameRequired, role: T.roleRequired, whatsapp: T.whatsappInvalid });
  });

  it('lets only staff write: anonymous 401, msme and contributor 403', async () => {
    const body = { name: 'X', role: 'Y' };
    expect((await t.request('POST', '/api/settings/team', { body })).status).toBe(401);
    for (const role of ['msme', 'contributor'] as const) {
      expect((await t.request('POST', '/api/settings/team', { body, token: t.users[role].token })).status).toBe(403);
      expect((await t.request('PUT', '/api/settings/team/1', { body, token: t.users[role].token })).status).toBe(403);
      expect((await t.request('DELETE', '/api/settings/team/1', { token: t.users[role].token })).status).toBe(403);
    }
    expect((await t.request('PUT', '/api/settings/team/999999', { body, token: t.users.superadmin.token })).status).toBe(404);
  });
});
