/**
 * One viewer rule for every public read (trpc/viewer.ts): an account that must still set up
 * two-step sign-in is answered what a visitor is answered, whatever it asks. The list of reads
 * comes from the router; each needs inputs here that reach its hidden rows, so a new public read
 * fails this file until it names them.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestResponse, trpcQueryUrl } from '../../test/test-app.ts';
import { PROCEDURES } from '../app-router.ts';
import { saveAuthPolicy } from '../modules/auth/two-factor.repo.ts';
import { insertUser } from '../security/auth.repo.ts';

let t: TestApp;
/** Input lists of every public read, made once the fixtures exist. */
let inputs: Record<string, readonly unknown[]>;
let admin: { id: number; token: string };

async function created<T = { id: number; slug?: string }>(res: Promise<TestResponse>): Promise<T> {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as T;
}

beforeAll(async () => {
  t = await createTestApp();
  const staff = { token: t.users.admin.token };
  const post = (url: string, body: unknown, token = staff.token) => t.request('POST', url, { body, token });
  const article = (status: string, token = staff.token) =>
    created(post('/api/articles', { title: `Kabar ${status}`, content: '<p>Perahu berangkat pukul tujuh dari dermaga.</p>', category: 'tourism', status }, token));

  // Hidden rows of every kind a public read keeps from visitors, beside shown ones.
  const published = await article('published');
  const draft = await article('draft');
  const pending = await article('pending');
  const contributorDraft = await article('draft', t.users.contributor.token);
  const boat = { name: 'KM Uji', phone: '0812-4190-3377', departureTime: '07:00', dockLocation: 'Dermaga Kayu', duration: '60 menit' };
  const activeBoat = await created(post('/api/transportation', boat));
  const inactiveBoat = await created(post('/api/transportation', { ...boat, name: 'KM Rehat', status: 'inactive' }));
  const hiddenReview = await created(post('/api/testimonials', { name: 'Rina', message: 'Lautnya jernih!', star: 5 }));
  const shownReview = await created(post('/api/testimonials', { name: 'Budi', message: 'Ramah sekali.', star: 4 }));
  expect((await t.request('PATCH', `/api/testimonials/${shownReview.id}/display`, { token: staff.token, body: { is_displayed: true } })).status).toBe(200);
  const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const proposal = { title: 'Lomba Perahu Usulan', category: 'olahraga', startsOn: soon, place: 'Pantai', description: '<p>Lomba perahu layar antar kampung di teluk.</p>' };
  const proposed = await created<{ id: number; slug: string }>(post('/api/events', proposal, t.users.contributor.token));
  const tour = { name: 'Paket Rehat', description: 'Snorkeling di dua titik terumbu karang.', duration: '1 hari', price: 300000, whatsappContact: '6281234567890' };
  const shownPackage = await created<{ id: number; slug: string }>(post('/api/packages', { ...tour, name: 'Paket Jalan' }));
  const restingPackage = await created<{ id: number; slug: string }>(post('/api/packages', { ...tour, active: false }));

  // A second admin, who has never set two-step sign-in up: the one the policy shuts out.
  const user = await insertUser(t.db, { name: 'Admin Baru', email: 'admin-baru@test.pulau', passwordHash: 'x', role: 'admin' });
  admin = { id: user.id, token: await t.tokenFor(user.id) };

  const articleIds = [published.id, draft.id, pending.id, contributorDraft.id];
  inputs = {
    'articles.list': [{}, { status: 'draft' }, { status: 'pending' }, { author_id: t.users.admin.id, status: 'draft' }, { author_id: admin.id }],
    'articles.featured': [{}],
    'articles.byId': articleIds.map((id) => ({ id })),
    'articles.bySlug': [published, draft, pending, contributorDraft].map(({ slug }) => ({ slug })),
    'transportation.list': [{}, { type: 'boat' }],
    'transportation.byId': [{ id: activeBoat.id }, { id: inactiveBoat.id }],
    'transportation.today': [undefined],
    'events.list': [{}, { status: 'pending' }],
    'events.byId': [{ id: proposed.id }],
    'events.bySlug': [{ slug: proposed.slug }],
    'bookings.availability': [{ package_id: 1 }, { package_id: 987_654 }],
    'testimonials.list': [{}],
    'testimonials.featured': [{}],
    'testimonials.forPackage': [{ packageId: shownPackage.id }],
    'testimonials.byId': [{ id: hiddenReview.id }, { id: shownReview.id }],
    'home.get': [undefined],
    'home.transportation': [undefined],
    'settings.all': [undefined],
    'settings.byCategory': [{ category: 'general' }],
    'facilities.list': [undefined],
    'team.list': [undefined],
    'map.places': [undefined],
    'destinations.list': [{}],
    'destinations.get': [{ id: 1 }],
    'culture.list': [{}],
    'culture.get': [{ id: 1 }],
    'packages.list': [{}],
    'packages.get': [{ id: shownPackage.id }, { id: restingPackage.id }],
    'packages.bySlug': [{ slug: shownPackage.slug }, { slug: restingPackage.slug }],
    'msme.list': [{}],
    'msme.get': [{ id: 1 }],
    'products.list': [{}],
    'products.get': [{ id: 1 }],
    // Homestays answer only the published ones to everyone: nothing here differs for staff.
    'homestays.list': [{}, { from: soon, to: nextDay(soon), guests: 2 }],
    'homestays.get': [{ id: 1 }],
    'homestays.availability': [{ id: 1, from: soon, to: nextDay(soon) }],
  };
});
afterAll(() => t.close());

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const PUBLIC_READS = PROCEDURES.filter((p) => p.meta.publicRead === true).map((p) => p.path);

/** When an answer was made (the boat board says how old a kept copy is): not what it shows. */
const MADE_AT = new Set(['generatedAt']);

async function answer(path: string, input: unknown, token?: string) {
  const res = await t.request('GET', trpcQueryUrl(path, input), { token });
  return { status: res.status, body: JSON.parse(JSON.stringify(res.body, (key, value: unknown) => (MADE_AT.has(key) ? undefined : value))) as unknown };
}

describe('every public read, asked by staff who must still set up two-step sign-in', () => {
  it('has inputs here that reach its hidden rows', () => {
    expect(PUBLIC_READS.length).toBeGreaterThan(20);
    expect(PUBLIC_READS.filter((path) => !(path in inputs))).toEqual([]);
  });

  it('without the policy, staff see more than visitors (the fixtures hide something)', async () => {
    const differs: string[] = [];
    for (const path of PUBLIC_READS) {
      for (const input of inputs[path] ?? []) {
        if (JSON.stringify(await answer(path, input, admin.token)) !== JSON.stringify(await answer(path, input))) differs.push(path);
      }
    }
    expect(new Set(differs)).toEqual(new Set(['articles.list', 'articles.byId', 'articles.bySlug', 'transportation.list', 'transportation.byId', 'testimonials.list', 'testimonials.byId', 'events.list', 'events.byId', 'events.bySlug', 'packages.list', 'packages.get', 'packages.bySlug']));
  });

  it('is answered as a visitor is, on every read and every input', async () => {
    await saveAuthPolicy(t.db, { requireTwoFactorForStaff: true });
    try {
      // The account is shut out of everything else until it sets two-step sign-in up.
      expect((await t.request('GET', '/api/contact', { token: admin.token })).body.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
      for (const path of PUBLIC_READS) {
        for (const input of inputs[path] ?? []) {
          expect(await answer(path, input, admin.token), `${path} ${JSON.stringify(input)}`).toEqual(await answer(path, input));
        }
      }
    } finally {
      await saveAuthPolicy(t.db, { requireTwoFactorForStaff: false });
    }
  });
});
