import { ARTICLE_TEXTS, type Role } from '@island/shared';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerAs } from '../../../test/caller.ts';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';
import { uploadImages } from '../../../test/upload-images.ts';
import { AppError } from '../../errors.ts';
import { insertUser } from '../../security/auth.repo.ts';
import { flushArticleViews } from './article-views.ts';

const T = ARTICLE_TEXTS;

let t: TestApp;
let files: { filename: string; url: string }[];
let otherContributor: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  files = await uploadImages(t, 2);
  const user = await insertUser(t.db, {
    name: 'Kontributor Lain',
    email: 'lain@test.pulau',
    username: 'lain',
    passwordHash: 'x',
    role: 'contributor',
  });
  otherContributor = { id: user.id, token: await t.tokenFor(user.id) };
});
afterAll(() => t.close());

let counter = 0;
function article(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    title: `Senja di Dermaga ${counter}`,
    content: '<h2>Pagi</h2><p>Perahu berangkat pukul tujuh dari dermaga kayu.</p>',
    category: 'tourism',
    ...overrides,
  };
}

async function create(role: Role | { token: string }, overrides: Record<string, unknown> = {}) {
  const token = typeof role === 'string' ? t.users[role].token : role.token;
  const res = await t.request('POST', '/api/articles', { token, body: article(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const get = (url: string, token?: string) => t.request('GET', url, { token });
const titles = (data: { articles: { title: string }[] }) => data.articles.map((a) => a.title);

describe('create: draft and pending for authors, any status for staff', () => {
  it.each(['contributor', 'msme'] as const)('lets %s keep a draft and submit for review', async (role) => {
    const draft = await create(role);
    expect(draft).toMatchObject({ status: 'draft', authorId: String(t.users[role].id), author_id: String(t.users[role].id), authorName: `Test ${role}`, publishedAt: null, viewCount: 0 });
    const pending = await create(role, { status: 'pending' });
    expect(pending.status).toBe('pending');
  });

  it.each(['contributor', 'msme'] as const)('refuses %s asking for published or rejected with 403 and a clear text', async (role) => {
    for (const status of ['published', 'rejected']) {
      const res = await t.request('POST', '/api/articles', { token: t.users[role].token, body: article({ status, title: 'Tidak Boleh Terbit' }) });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, code: 'FORBIDDEN', message: T.authorStatusOnly });
    }
    const listed = await get('/api/articles?search=Tidak%20Boleh%20Terbit&limit=100', t.users.admin.token);
    expect(listed.body.data.articles).toEqual([]);
  });

  it.each(['admin', 'superadmin'] as const)('lets %s publish at once, setting publishedAt and the reviewer', async (role) => {
    const published = await create(role, { status: 'published', isFeatured: true, tags: 'pantai, senja, pantai' });
    expect(published).toMatchObject({ status: 'published', isFeatured: true, tags: ['pantai', 'senja'], reviewerName: `Test ${role}` });
    expect(Date.parse(published.publishedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses an anonymous caller with 401', async () => {
    const res = await t.request('POST', '/api/articles', { body: article() });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it('answers with the specification’s validation texts', async () => {
    const token = t.users.contributor.token;
    const short = await t.request('POST', '/api/articles', { token, body: article({ title: 'Abc' }) });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ message: 'Judul harus minimal 5 karakter', errors: [{ param: 'title', msg: 'Judul harus minimal 5 karakter' }] });
    const empty = await t.request('POST', '/api/articles', { token, body: article({ content: 'pendek' }) });
    expect(empty.body).toMatchObject({ message: 'Konten artikel minimal 10 karakter', errors: [{ param: 'content' }] });
    // Long enough as HTML, but nothing readable once scripts are gone.
    const onlyScript = await t.request('POST', '/api/articles', { token, body: article({ content: '<script>alert("hello world")</script>' }) });
    expect(onlyScript.status).toBe(400);
    expect(onlyScript.body).toMatchObject({ message: 'Konten artikel minimal 10 karakter', errors: [{ param: 'content' }] });
    const category = await t.request('POST', '/api/articles', { token, body: article({ category: 'sports' }) });
    expect(category.body.errors).toEqual([{ param: 'category', msg: 'Invalid category' }]);
  });

  it('accepts the contribute form’s category “experience” as tourism and derives the excerpt', async () => {
    const created = await create('contributor', { category: 'experience', content: '<p>Perjalanan pertama saya ke pulau ini sangat menyenangkan.</p>' });
    expect(created.category).toBe('tourism');
    expect(created.excerpt).toBe('Perjalanan pertama saya ke pulau ini sangat menyenangkan.');
  });
});

describe('sanitising', () => {
  it('stores content without scripts, handlers or javascript: links, keeping headings and our pictures', async () => {
    const created = await create('contributor', {
      content:
        '<h2>Judul Bagian</h2><p onclick="steal()">Teks <a href="javascript:alert(1)">tautan</a></p>' +
        `<script>alert(1)</script><img src="${files[0]!.url}" onerror="alert(1)" alt="Karang"><iframe src="https://x.example"></iframe>`,
    });
    expect(created.content).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(created.content).toBe(`<h2>Judul Bagian</h2><p>Teks <a rel="noopener noreferrer nofollow">tautan</a></p><img src="${t.baseUrl}/uploads/${files[0]!.filename}" alt="Karang" />`);
    const stored = await t.db.selectFrom('articles').select('content').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(stored.content).toContain(`src="/uploads/${files[0]!.filename}"`);
  });
});

describe('who sees what', () => {
  let draft: { id: number; slug: string };
  let pending: { id: number; slug: string };
  let rejected: { id: number; slug: string };
  let published: { id: number; slug: string };
  beforeAll(async () => {
    draft = await create('contributor', { title: 'Rahasia Draft Kontributor' });
    pending = await create('contributor', { title: 'Rahasia Pending Kontributor', status: 'pending' });
    rejected = await create('contributor', { title: 'Rahasia Ditolak Kontributor', status: 'pending' });
    await t.request('PATCH', `/api/articles/${rejected.id}/reject`, { token: t.users.admin.token, body: { reason: 'Kurang sumber' } });
    published = await create('admin', { title: 'Rahasia Terbit Admin', status: 'published' });
  });

  it('never answers drafts, pending or rejected articles to visitors or other users, whatever status they ask', async () => {
    for (const token of [undefined, t.users.msme.token, otherContributor.token]) {
      for (const status of ['', 'draft', 'pending', 'rejected', 'published', 'all']) {
        const res = await get(`/api/articles?search=Rahasia&limit=100&status=${status}`, token);
        expect(res.status).toBe(200);
        expect(titles(res.body.data)).toEqual(['Rahasia Terbit Admin']);
      }
      // Asking for the author's own list does not open it to others.
      const own = await get(`/api/articles?author_id=${t.users.contributor.id}&status=draft&limit=100`, token);
      expect(own.body.data.articles).toEqual([]);
      for (const hidden of [draft, pending, rejected]) {
        expect((await get(`/api/articles/${hidden.id}`, token)).status).toBe(404);
        expect((await get(`/api/articles/slug/${hidden.slug}`, token)).status).toBe(404);
      }
      expect((await get(`/api/articles/slug/${published.slug}`, token)).status).toBe(200);
    }
  });

  it('keeps them out of the tRPC door too', async () => {
    const list = await get(trpcQueryUrl('articles.list', { search: 'Rahasia', status: 'draft' }));
    expect(list.body.result.data.articles.map((a: { title: string }) => a.title)).toEqual(['Rahasia Terbit Admin']);
    const detail = await get(trpcQueryUrl('articles.bySlug', { slug: draft.slug }));
    expect(detail.status).toBe(404);
  });

  it('shows an author their own articles at every status, with the reason of a rejection', async () => {
    const token = t.users.contributor.token;
    const own = await get(`/api/articles?author_id=${t.users.contributor.id}&search=Rahasia&limit=100`, token);
    expect(titles(own.body.data).sort()).toEqual(['Rahasia Ditolak Kontributor', 'Rahasia Draft Kontributor', 'Rahasia Pending Kontributor']);
    const onlyRejected = await get(`/api/articles?author_id=${t.users.contributor.id}&status=rejected&search=Rahasia`, token);
    expect(onlyRejected.body.data.articles).toMatchObject([{ title: 'Rahasia Ditolak Kontributor', status: 'rejected', rejectionReason: 'Kurang sumber', reviewerName: 'Test admin' }]);
    expect((await get(`/api/articles/slug/${draft.slug}`, token)).body.data).toMatchObject({ status: 'draft', publishedAt: null });
  });

  it('shows staff every status, filtered when asked', async () => {
    for (const role of ['admin', 'superadmin'] as const) {
      const all = await get('/api/articles?search=Rahasia&limit=100', t.users[role].token);
      expect(all.body.data.articles).toHaveLength(4);
      const pendingOnly = await get('/api/articles?search=Rahasia&status=pending', t.users[role].token);
      expect(titles(pendingOnly.body.data)).toEqual(['Rahasia Pending Kontributor']);
      expect((await get(`/api/articles/${draft.id}`, t.users[role].token)).status).toBe(200);
    }
  });
});

describe('update and delete', () => {
  it('lets an author edit their own draft and send it for review', async () => {
    const { id } = await create('contributor');
    const res = await t.request('PUT', `/api/articles/${id}`, {
      token: t.users.contributor.token,
      body: { title: 'Judul Baru yang Lebih Baik', status: 'pending', content: '<p>Isi yang sudah diperbaiki dan lebih lengkap.</p>' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: T.updated, data: { status: 'pending', title: 'Judul Baru yang Lebih Baik', slug: 'judul-baru-yang-lebih-baik' } });
  });

  it('refuses another author’s article with 403 NOT_OWNER and a clear text, changing nothing', async () => {
    const { id, title } = await create('contributor');
    for (const token of [otherContributor.token, t.users.msme.token]) {
      const put = await t.request('PUT', `/api/articles/${id}`, { token, body: { title: 'Diambil Alih Orang' } });
      expect(put.status).toBe(403);
      expect(put.body).toEqual({ success: false, code: 'NOT_OWNER', message: T.notYours });
      const del = await t.request('DELETE', `/api/articles/${id}`, { token });
      expect(del.body).toMatchObject({ code: 'NOT_OWNER', message: T.notYours });
    }
    expect((await get(`/api/articles/${id}`, t.users.admin.token)).body.data.title).toBe(title);
  });

  it('refuses an author who edits or deletes a published article, or publishes their own', async () => {
    const { id } = await create('contributor', { status: 'pending' });
    const publish = await t.request('PUT', `/api/articles/${id}`, { token: t.users.contributor.token, body: { status: 'published' } });
    expect(publish.status).toBe(403);
    expect(publish.body.message).toBe(T.authorStatusOnly);
    await t.request('PATCH', `/api/articles/${id}/approve`, { token: t.users.admin.token });
    const edit = await t.request('PUT', `/api/articles/${id}`, { token: t.users.contributor.token, body: { title: 'Ubah Setelah Terbit' } });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe(T.publishedLocked);
    const del = await t.request('DELETE', `/api/articles/${id}`, { token: t.users.contributor.token });
    expect(del.status).toBe(403);
    expect((await get(`/api/articles/${id}`)).status).toBe(200);
  });

  it('lets an author delete their own unpublished article, and staff any', async () => {
    const own = await create('contributor');
    const del = await t.request('DELETE', `/api/articles/${own.id}`, { token: t.users.contributor.token });
    expect(del.body).toEqual({ success: true, data: { id: own.id }, message: T.deleted });
    const staffs = await create('admin', { status: 'published' });
    expect((await t.request('DELETE', `/api/articles/${staffs.id}`, { token: t.users.superadmin.token })).status).toBe(200);
    expect((await get(`/api/articles/${staffs.id}`)).status).toBe(404);
    expect((await t.request('DELETE', `/api/articles/${staffs.id}`)).status).toBe(401);
  });

  it('lets staff set any status through PUT, the way the admin list does', async () => {
    const { id } = await create('contributor', { status: 'pending' });
    const res = await t.request('PUT', `/api/articles/${id}`, { token: t.users.admin.token, body: { status: 'published' } });
    expect(res.body.data).toMatchObject({ status: 'published', reviewerName: 'Test admin' });
    const firstPublished = res.body.data.publishedAt;
    expect(firstPublished).not.toBeNull();
    await t.request('PUT', `/api/articles/${id}`, { token: t.users.admin.token, body: { status: 'draft' } });
    const again = await t.request('PUT', `/api/articles/${id}`, { token: t.users.admin.token, body: { status: 'published' } });
    // publishedAt is the first publication.
    expect(again.body.data.publishedAt).toBe(firstPublished);
  });
});

describe('review: approve and reject', () => {
  it('walks submit → reject with a reason → edit and resubmit → approve', async () => {
    const author = t.users.contributor.token;
    const admin = t.users.admin.token;
    const { id, title } = await create('contributor', { status: 'pending' });

    const noReason = await t.request('PATCH', `/api/articles/${id}/reject`, { token: admin, body: { reason: '  ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([{ param: 'reason', msg: T.reasonRequired }]);

    const rejected = await t.request('PATCH', `/api/articles/${id}/reject`, { token: admin, body: { reason: 'Tambahkan foto dan sumber.' } });
    expect(rejected.body).toMatchObject({ success: true, message: `Artikel ${title} ditolak`, data: { status: 'rejected', rejectionReason: 'Tambahkan foto dan sumber.' } });

    const seen = await get(`/api/articles/${id}`, author);
    expect(seen.body.data).toMatchObject({ status: 'rejected', rejectionReason: 'Tambahkan foto dan sumber.' });

    const resubmitted = await t.request('PUT', `/api/articles/${id}`, { token: author, body: { content: '<p>Sudah saya tambahkan foto dan sumbernya.</p>', status: 'pending' } });
    expect(resubmitted.body.data.status).toBe('pending');

    const approved = await t.request('PATCH', `/api/articles/${id}/approve`, { token: admin });
    expect(approved.body).toMatchObject({ message: `Artikel ${title} berhasil disetujui`, data: { status: 'published', rejectionReason: null } });
    expect((await get(`/api/articles/slug/${approved.body.data.slug}`)).status).toBe(200);
  });

  it('refuses authors with 403 and a review of a non-pending article with 409', async () => {
    const { id } = await create('contributor', { status: 'pending' });
    for (const role of ['contributor', 'msme'] as const) {
      // The role alone decides, before the article is looked up: one that does not exist is refused alike.
      for (const target of [id, 2_000_000_000]) {
        for (const verdict of ['approve', 'reject'] as const) {
          const res = await t.request('PATCH', `/api/articles/${target}/${verdict}`, { token: t.users[role].token, body: { reason: 'x' } });
          expect(res.status, `${role} ${verdict} ${target}`).toBe(403);
          expect(res.body.message).toBe(T.reviewStaffOnly);
        }
      }
    }
    expect((await t.request('PATCH', `/api/articles/${id}/reject`, { body: { reason: 'x' } })).status).toBe(401);
    const draft = await create('contributor');
    const conflict = await t.request('PATCH', `/api/articles/${draft.id}/approve`, { token: t.users.admin.token });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ code: 'CONFLICT', message: T.reviewPendingOnly });
  });
});

describe('the same rules without HTTP (server-side caller)', () => {
  async function refusal(call: Promise<unknown>) {
    try {
      await call;
    } catch (error) {
      if (error instanceof AppError) return { appCode: error.appCode, message: error.message };
      if (error instanceof TRPCError) return { appCode: null, message: error.message };
      throw error;
    }
    return null;
  }

  it('enforces every transition per role', async () => {
    const author = callerAs(t, 'contributor');
    const admin = callerAs(t, 'admin');
    const created = await author.articles.create(article({ status: 'pending' }));
    expect(await refusal(author.articles.approve({ id: created.id }))).toEqual({ appCode: 'FORBIDDEN', message: T.reviewStaffOnly });
    expect(await refusal(callerAs(t, { id: otherContributor.id }).articles.update({ id: created.id, title: 'Punya Orang Lain' }))).toEqual({ appCode: 'NOT_OWNER', message: T.notYours });
    expect(await refusal(author.articles.create(article({ status: 'published' })))).toEqual({ appCode: 'FORBIDDEN', message: T.authorStatusOnly });
    expect(await refusal(callerAs(t, null).articles.create(article()))).toMatchObject({ appCode: 'UNAUTHENTICATED' });
    expect((await admin.articles.reject({ id: created.id, reason: 'Belum lengkap' })).status).toBe('rejected');
    expect(await refusal(admin.articles.reject({ id: created.id, reason: 'Lagi' }))).toEqual({ appCode: 'CONFLICT', message: T.reviewPendingOnly });
    expect((await author.articles.update({ id: created.id, status: 'pending' })).status).toBe('pending');
    expect((await admin.articles.approve({ id: created.id })).status).toBe('published');
    expect(await refusal(author.articles.delete({ id: created.id }))).toEqual({ appCode: 'FORBIDDEN', message: T.publishedLocked });
    expect(await refusal(callerAs(t, null).articles.byId({ id: (await author.articles.create(article())).id }))).toMatchObject({ appCode: 'NOT_FOUND' });
  });
});

describe('lists, slugs, featured and views', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 14; i++) {
      await create('admin', {
        title: `Katalog Bakau ${String(i).padStart(2, '0')}`,
        category: i % 2 ? 'environment' : 'culture',
        status: 'published',
        isFeatured: i <= 6,
        featuredImage: files[1]!.filename,
      });
    }
  });

  it('pages 12 by default with the pagination object, newest publication first', async () => {
    const first = await get('/api/articles?search=Katalog%20Bakau');
    expect(first.body.data.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 14, itemsPerPage: 12 });
    expect(first.body.data.articles[0].title).toBe('Katalog Bakau 14');
    expect(first.body.data.articles[0].featuredImage).toBe(`${t.baseUrl}/uploads/${files[1]!.filename}`);
    const second = await get('/api/articles?search=Katalog%20Bakau&page=2');
    expect(titles(second.body.data)).toEqual(['Katalog Bakau 02', 'Katalog Bakau 01']);
    const capped = await get('/api/articles?limit=1000');
    expect(capped.body.data.pagination.itemsPerPage).toBe(100);
  });

  it('filters by category and search; empty and "all" are no filter', async () => {
    const environment = await get('/api/articles?search=Katalog%20Bakau&category=environment&limit=100');
    expect(environment.body.data.articles).toHaveLength(7);
    expect(environment.body.data.articles.every((a: { category: string }) => a.category === 'environment')).toBe(true);
    expect((await get('/api/articles?search=Katalog%20Bakau&category=all&limit=100')).body.data.articles).toHaveLength(14);
    expect((await get('/api/articles?search=katalog%20bakau%2009&category=')).body.data.articles).toHaveLength(1);
    expect((await get('/api/articles?search=%25')).body.data.articles).toEqual([]);
  });

  it('answers featured published articles, 5 by default', async () => {
    const res = await get('/api/articles/featured');
    expect(res.body.data).toHaveLength(5);
    expect(res.body.data.every((a: { isFeatured: boolean; status: string }) => a.isFeatured && a.status === 'published')).toBe(true);
    expect((await get('/api/articles/featured?limit=2')).body.data).toHaveLength(2);
  });

  it('makes unique slugs from titles', async () => {
    const a = await create('admin', { title: 'Pantai Pasir Putih & Senja!', status: 'published' });
    const b = await create('admin', { title: 'Pantai Pasir Putih & Senja!', status: 'published' });
    const c = await create('contributor', { title: 'Pantai Pasir Putih & Senja!' });
    expect([a.slug, b.slug, c.slug]).toEqual(['pantai-pasir-putih-senja', 'pantai-pasir-putih-senja-2', 'pantai-pasir-putih-senja-3']);
    const detail = await get(`/api/articles/slug/${b.slug}`);
    expect(detail.body.data).toMatchObject({ id: b.id, title: b.title });
  });

  it('counts the visits the public page reports, in memory, written in a batch; never for unpublished articles', async () => {
    const { slug, id } = await create('admin', { title: 'Dibaca Banyak Orang', status: 'published', category: 'culture' });
    for (let i = 0; i < 3; i++) {
      const res = await t.request('POST', `/api/articles/${id}/view`);
      expect(res.body).toEqual({ success: true, data: { counted: true } });
    }
    const trpcView = await t.request('POST', '/trpc/articles.view', { body: { id } });
    expect(trpcView.status).toBe(200);
    // Reads alone count nothing: a cached page would not reach the server anyway.
    await get(`/api/articles/slug/${slug}`);
    expect((await t.db.selectFrom('articles').select('view_count').where('id', '=', id).executeTakeFirstOrThrow()).view_count).toBe(0);
    await flushArticleViews(t.deps.db);
    expect((await t.db.selectFrom('articles').select('view_count').where('id', '=', id).executeTakeFirstOrThrow()).view_count).toBe(4);
    const detail = await get(`/api/articles/${id}`, t.users.admin.token);
    expect(detail.body.data.viewCount).toBe(4);

    const draft = await create('contributor');
    expect((await t.request('POST', `/api/articles/${draft.id}/view`)).body.data).toEqual({ counted: false });
    expect((await t.request('POST', '/api/articles/999999/view')).status).toBe(404);
  });

  it('serves the public detail from the public-answer cache and drops it when the article changes', async () => {
    const { slug, id } = await create('admin', { title: 'Tersimpan di Cache', status: 'published' });
    const first = await get(`/api/articles/slug/${slug}`);
    const again = await t.request('GET', `/api/articles/slug/${slug}`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    await t.request('PUT', `/api/articles/${id}`, { token: t.users.admin.token, body: { title: 'Tersimpan di Cache, Diubah' } });
    const changed = await get(`/api/articles/slug/${slug}`);
    expect(changed.body.data.title).toBe('Tersimpan di Cache, Diubah');
    // A draft made public by staff appears in the cached public list at once.
    const listed = await get('/api/articles?search=Muncul%20Setelah%20Disetujui');
    expect(listed.body.data.articles).toEqual([]);
    const pending = await create('contributor', { title: 'Muncul Setelah Disetujui', status: 'pending' });
    await t.request('PATCH', `/api/articles/${pending.id}/approve`, { token: t.users.admin.token });
    expect(titles((await get('/api/articles?search=Muncul%20Setelah%20Disetujui')).body.data)).toEqual(['Muncul Setelah Disetujui']);
  });

  it('brings related published articles of the same category with the detail', async () => {
    const { slug } = await create('admin', { title: 'Bakau Terkait', status: 'published', category: 'environment' });
    const detail = await get(`/api/articles/slug/${slug}`);
    expect(detail.body.data.related.length).toBe(3);
    expect(detail.body.data.related.every((a: { category: string; status: string }) => a.category === 'environment' && a.status === 'published')).toBe(true);
    // Cards, not texts: the related articles carry what a card shows and never their whole text.
    expect(detail.body.data.related.every((a: Record<string, unknown>) => !('content' in a) && typeof a.excerpt === 'string' && typeof a.slug === 'string')).toBe(true);
    expect(typeof detail.body.data.content).toBe('string');
  });

  it('answers 404 with the article text and 400 for a bad id', async () => {
    expect((await get('/api/articles/999999')).body).toEqual({ success: false, code: 'NOT_FOUND', message: T.notFound });
    expect((await get('/api/articles/slug/tidak-ada')).status).toBe(404);
    expect((await get('/api/articles/abc')).body.message).toBe(T.invalidId);
  });
});
