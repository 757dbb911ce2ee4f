import { PROFILE_TEXTS, ROLES } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { uploadImages } from '../../../test/upload-images.ts';
import { flushArticleViews } from '../articles/article-views.ts';
import { achievementsOf } from './achievements.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('contributor profile', () => {
  it('is empty at first and answers the account’s name, e-mail and member-since date to every role', async () => {
    for (const role of ROLES) {
      const res = await t.request('GET', '/api/profile', { token: t.users[role].token });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        name: `Test ${role}`,
        email: t.users[role].email,
        role,
        phone: null,
        bio: null,
        avatar: null,
        stats: { articlesPublished: 0, totalViews: 0, articlesInReview: 0, joinDate: expect.any(String) },
      });
    }
    expect((await t.request('GET', '/api/profile')).status).toBe(401);
    expect((await t.request('PUT', '/api/profile', { body: { bio: 'x' } })).status).toBe(401);
  });

  it('stores the profile for real, with its success text; blank clears, left out keeps', async () => {
    const token = t.users.contributor.token;
    const [picture] = await uploadImages(t, 1);
    const saved = await t.request('PUT', '/api/profile', {
      token,
      body: {
        phone: '0812-4190-3377',
        location: 'Makassar',
        bio: 'Suka menulis tentang laut.',
        university: 'Universitas Hasanuddin',
        major: 'Ilmu Kelautan',
        website: 'https://blog.contoh.id',
        twitter: '@andi_laut',
        instagram: 'andi.laut',
        avatar: picture!.url,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Profil kontributor berhasil diperbarui');
    expect(saved.body.data).toMatchObject({ phone: '081241903377', twitter: 'andi_laut', avatar: `${t.baseUrl}/uploads/${picture!.filename}` });

    await t.request('PUT', '/api/profile', { token, body: { bio: '', major: 'Oseanografi' } });
    const again = await t.request('GET', '/api/profile', { token });
    expect(again.body.data).toMatchObject({ bio: null, major: 'Oseanografi', location: 'Makassar', university: 'Universitas Hasanuddin' });
    // Someone else's profile is untouched.
    expect((await t.request('GET', '/api/profile', { token: t.users.msme.token })).body.data.location).toBeNull();
  });

  it('answers its validation texts', async () => {
    const res = await t.request('PUT', '/api/profile', { token: t.users.contributor.token, body: { phone: 'abc', website: 'ftp://x', instagram: 'a b' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { param: 'phone', msg: PROFILE_TEXTS.phone },
      { param: 'website', msg: PROFILE_TEXTS.website },
      { param: 'instagram', msg: PROFILE_TEXTS.handle },
    ]);
  });
});

describe('live statistics and the contributor dashboard', () => {
  it('counts the author’s own articles, views and milestones', async () => {
    const author = t.users.contributor.token;
    const admin = t.users.admin.token;
    const write = async (title: string, status = 'pending') =>
      (await t.request('POST', '/api/articles', { token: author, body: { title, content: '<p>Cerita panjang tentang pulau.</p>', category: 'tips', status } })).body.data;
    const first = await write('Artikel Pertama Saya');
    await write('Artikel Kedua Saya');
    await write('Masih Draft Saya', 'draft');
    await t.request('PATCH', `/api/articles/${first.id}/approve`, { token: admin });
    for (let i = 0; i < 2; i++) await t.request('POST', `/api/articles/${first.id}/view`);
    await flushArticleViews(t.deps.db);

    const profile = await t.request('GET', '/api/profile', { token: author });
    expect(profile.body.data.stats).toMatchObject({ articlesPublished: 1, articlesInReview: 1, drafts: 1, totalViews: 2 });

    const dashboard = await t.request('GET', '/api/profile/dashboard', { token: author });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.data.stats).toMatchObject({ articlesPublished: 1, articlesInReview: 1, totalViews: 2 });
    expect(dashboard.body.data.articles.map((a: { title: string }) => a.title)).toEqual(['Masih Draft Saya', 'Artikel Kedua Saya', 'Artikel Pertama Saya']);
    expect(dashboard.body.data.articles[2]).toMatchObject({ status: 'published', category: 'tips', viewCount: 2 });
    expect(dashboard.body.data.achievements.map((a: { key: string }) => a.key)).toEqual(['firstArticle', 'firstPublished']);
    // Another user's dashboard shows only their own.
    const other = await t.request('GET', '/api/profile/dashboard', { token: t.users.msme.token });
    expect(other.body.data).toMatchObject({ articles: [], achievements: [] });
  });

  it('earns view milestones from totals', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    expect(achievementsOf({ firstWritten: at, firstPublished: at, fifthPublished: at, totalViews: 1500 }).map((a) => [a.key, a.earnedAt])).toEqual([
      ['firstArticle', at.toISOString()],
      ['firstPublished', at.toISOString()],
      ['fivePublished', at.toISOString()],
      ['views100', null],
      ['views1000', null],
    ]);
    expect(achievementsOf({ firstWritten: null, firstPublished: null, fifthPublished: null, totalViews: 99 })).toEqual([]);
  });
});
