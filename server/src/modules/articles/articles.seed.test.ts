import { ARTICLE_CATEGORIES } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

describe('demo articles', () => {
  it('publishes 12 or more articles in every category, with headings, pictures and some featured', async () => {
    const res = await t.request('GET', '/api/articles?limit=100');
    const articles: { category: string; content: string; featuredImage: string | null; isFeatured: boolean }[] = res.body.data.articles;
    expect(articles.length).toBeGreaterThanOrEqual(12);
    for (const category of ARTICLE_CATEGORIES) expect(articles.filter((a) => a.category === category).length, category).toBeGreaterThanOrEqual(2);
    for (const a of articles) {
      expect(a.content).toMatch(/<h2>/);
      expect(a.content).toMatch(/<img src="http:\/\/127\.0\.0\.1:\d+\/uploads\/[a-f0-9]{32}\.jpg"/);
      expect(a.featuredImage).toMatch(/\/uploads\//);
    }
    expect(articles.filter((a) => a.isFeatured).length).toBeGreaterThanOrEqual(3);
  });

  it('gives the demo contributor drafts, one pending and one rejected article with a reason', async () => {
    const contributor = await t.db.selectFrom('users').select('id').where('email', '=', 'kontributor@pulau.local').executeTakeFirstOrThrow();
    const rows = await t.db.selectFrom('articles').select(['status', 'rejection_reason']).where('author_id', '=', contributor.id).execute();
    const count = (status: string) => rows.filter((r) => r.status === status).length;
    expect(count('draft')).toBeGreaterThanOrEqual(1);
    expect(count('pending')).toBe(1);
    expect(count('rejected')).toBe(1);
    expect(count('published')).toBeGreaterThanOrEqual(3);
    expect(rows.find((r) => r.status === 'rejected')?.rejection_reason).toBeTruthy();
  });
});
