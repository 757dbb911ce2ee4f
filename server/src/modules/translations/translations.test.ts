import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The translator's list on both databases: what waits, why, and who may read it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = () => t.users.admin.token;
const BASE = { description: 'Berkeliling pulau.', duration: '1 hari', whatsappContact: '6281234567890' };
const ENGLISH = { name: 'Around', description: 'Round the island.' };

async function create(body: Record<string, unknown>): Promise<{ id: number }> {
  const res = await t.request('POST', '/api/packages', { token: admin(), body: { ...BASE, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  // The REST door answers a created record's id as text (as the old clients read it).
  return { id: Number(res.body.data.id) };
}

async function pending() {
  const res = await t.request('GET', '/api/translations/pending', { token: admin() });
  expect(res.status).toBe(200);
  return res.body.data as { items: { kind: string; id: number; name: string; state: string }[]; counts: { package: number }; total: number };
}

describe('the translator’s list', () => {
  it('names each published package whose English is missing, partial or outdated, and no other', async () => {
    const missing = await create({ name: 'Tanpa Inggris' });
    const partial = await create({ name: 'Setengah', en: { name: 'Half' } });
    const done = await create({ name: 'Lengkap', en: ENGLISH });
    const outdated = await create({ name: 'Berubah', en: ENGLISH });
    await t.request('PUT', `/api/packages/${outdated.id}`, { token: admin(), body: { description: 'Deskripsi yang baru.' } });
    const hidden = await create({ name: 'Nonaktif', active: false });

    const list = await pending();
    const stateOf = (id: number) => list.items.find((item) => item.id === id)?.state;
    expect(stateOf(missing.id)).toBe('missing');
    expect(stateOf(partial.id)).toBe('partial');
    expect(stateOf(outdated.id)).toBe('outdated');
    expect(stateOf(done.id)).toBeUndefined();
    expect(stateOf(hidden.id)).toBeUndefined();
    // The most recent change first: the outdated one was changed last.
    expect(list.items[0]!.id).toBe(outdated.id);
    expect(list.counts.package).toBe(list.items.length);
    expect(list.total).toBe(list.items.length);

    // Translated again, it leaves the list.
    await t.request('PUT', `/api/packages/${outdated.id}`, { token: admin(), body: { en: { ...ENGLISH, description: 'The new description.' } } });
    const after = await pending();
    expect(after.items.some((item) => item.id === outdated.id)).toBe(false);
    expect(after.total).toBe(list.total - 1);
  });

  it('is for those who run the site', async () => {
    expect((await t.request('GET', '/api/translations/pending')).status).toBe(401);
    expect((await t.request('GET', '/api/translations/pending', { token: t.users.contributor.token })).status).toBe(403);
  });
});
