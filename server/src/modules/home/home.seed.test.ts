import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

describe('demo content', () => {
  it('fills the home page: every setting, facilities, boats and testimonials', async () => {
    const res = await t.request('GET', '/api/home');
    expect(res.status).toBe(200);
    const { settings, facilities, transportation, testimonials } = res.body.data;

    for (const [category, values] of Object.entries(settings as Record<string, Record<string, unknown>>)) {
      for (const [key, value] of Object.entries(values)) {
        // No video by default; and no QRIS picture, since a code that looks real would take real money.
        // Nor a Google place: only the village can say which place is its own.
        if (key === 'hero_video_url' || key === 'qris_image' || key === 'google_place_id') continue;
        expect(value, `${category}.${key}`).not.toBe('');
        expect(value, `${category}.${key}`).not.toBeNull();
      }
    }
    expect(settings.general.island_name).toMatch(/^Pulau /);
    expect(settings.general.village_name).toMatch(/^Desa /);
    expect(settings.media.gallery).toHaveLength(3);

    expect(facilities.length).toBeGreaterThanOrEqual(6);
    expect(transportation.length).toBeGreaterThanOrEqual(3);
    expect(testimonials.length).toBeGreaterThanOrEqual(6);
    expect(testimonials.some((r: { is_verified: boolean }) => r.is_verified)).toBe(true);
  });

  it('serves the generated images it names', async () => {
    const { media } = (await t.request('GET', '/api/settings')).body.data;
    for (const url of [media.main_logo, media.hero_background, ...media.gallery]) {
      const path = new URL(url).pathname;
      const res = await fetch(t.baseUrl + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/(jpeg|webp)$/);
    }
  });

  it('keeps hidden testimonials and inactive boats for staff only', async () => {
    const staff = await t.request('GET', '/api/transportation?limit=100', { token: t.users.admin.token });
    const visitor = await t.request('GET', '/api/transportation?limit=100');
    expect(staff.body.data.pagination.totalItems).toBeGreaterThan(visitor.body.data.pagination.totalItems);
    const stats = await t.request('GET', '/api/testimonials/stats', { token: t.users.admin.token });
    expect(stats.body.data.total).toBeGreaterThan(stats.body.data.displayed);
  });
});
