import { addDays, formatDay, HOMESTAY_TEXTS, todayIn } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedHomestay, stayBody } from './homestays.test-fixture.ts';

/**
 * Nights are never oversold: run on PGlite, and on PostgreSQL with DATABASE_URL set (where the
 * requests really run at once on separate connections).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_FORM_MAX_PER_HOUR: '1000', PUBLIC_FORM_MAX_PER_SENDER_PER_HOUR: '1000' } });
});
afterAll(async () => {
  await t.close();
});

describe(`nights under concurrency (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('20 parallel requests for the last free unit on overlapping nights: exactly one stay, the rest 409 naming the full nights', async () => {
    const today = todayIn(t.config.siteTimeZone);
    const { roomId } = await seedHomestay(t, { name: 'Rumah Unit Terakhir', units: 2 });
    const first = addDays(today, 14);
    // One of the two units is taken for nights 1–3: one unit is left on each.
    expect((await t.request('POST', '/api/stays', { body: stayBody(roomId, first, addDays(first, 3), 0) })).status).toBe(201);

    // Every request overlaps night 2 (first + 1); they start on night 1 or 2 and last 2 nights.
    const bodies = Array.from({ length: 20 }, (_, i) => stayBody(roomId, addDays(first, i % 2), addDays(first, (i % 2) + 2), i + 1));
    const answers = await Promise.all(bodies.map((body) => t.request('POST', '/api/stays', { body })));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const won = answers.find((res) => res.status === 201)!.body.data as { check_in: string; check_out: string };
    for (const [i, res] of answers.entries()) {
      if (res.status !== 409) continue;
      expect(res.body).toMatchObject({ success: false, code: 'CONFLICT' });
      // The full nights named are those the winner took that this request also asked for.
      const asked = bodies[i]!;
      const full = [asked.check_in, addDays(asked.check_in, 1)].filter((night) => night >= won.check_in && night < won.check_out);
      expect(res.body.message).toBe(HOMESTAY_TEXTS.nightsFull(full.map((night) => formatDay(night)).join(', ')));
      expect(res.body.errors).toEqual([{ param: 'check_in', msg: res.body.message }]);
    }
    const taken = await t.db.selectFrom('stays').select((eb) => eb.fn.countAll<number>().as('n')).where('room_id', '=', roomId).executeTakeFirstOrThrow();
    expect(Number(taken.n)).toBe(2);
  });
});
