import { addDays, todayIn } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedHomestay, stayBody } from './homestays.test-fixture.ts';

let t: TestApp;
let inbox: SmtpInbox;
let today: string;
let house: Awaited<ReturnType<typeof seedHomestay>>;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url, MAIL_FROM: 'Desa Pulau <desa@pulau.test>', NOTIFY_EMAIL: 'staf@pulau.test' } });
  today = todayIn(t.config.siteTimeZone);
  house = await seedHomestay(t, { ownerId: t.users.msme.id, name: 'Homestay Kabar Tuan Rumah', units: 3 });
});

afterAll(async () => {
  await t.close();
  await inbox.close();
});

const toHost = (code: string) => (mail: { to: string[]; raw: string }) => mail.to.includes(t.users.msme.email) && mail.raw.includes(code);

describe('the host family hears of its guests', () => {
  it('gets the new stay by e-mail when a visitor picked its house, with the guest and the nights', async () => {
    const created = await t.request('POST', '/api/stays', { body: stayBody(house.roomId, addDays(today, 20), addDays(today, 22), 1) });
    expect(created.status).toBe(201);
    const code: string = created.body.data.code;
    const mail = await inbox.waitFor(toHost(code));
    expect(mail.raw).toContain('Homestay Kabar Tuan Rumah');
    expect(mail.raw).toContain('Tamu 1');
    expect(mail.raw).toContain('2 malam');
  });

  it("hears of the village's choice only once staff confirm it, and only once", async () => {
    const created = await t.request('POST', '/api/stays', { body: stayBody(null, addDays(today, 30), addDays(today, 31), 2) });
    expect(created.status).toBe(201);
    const code: string = created.body.data.code;
    const id: number = created.body.data.id;
    // The office is told at once; the household proposed is not, while staff have not decided.
    await inbox.waitFor((mail) => mail.to.includes('staf@pulau.test') && mail.raw.includes(code));
    expect(inbox.mails.some(toHost(code))).toBe(false);

    const confirm = () => t.request('PUT', `/api/stays/${id}/assign`, { body: {}, token: t.users.admin.token });
    expect((await confirm()).status).toBe(200);
    await inbox.waitFor(toHost(code));
    expect((await confirm()).status).toBe(200);
    // Another stay's mail, sent after the second confirmation, shows the queue has moved on.
    const later = await t.request('POST', '/api/stays', { body: stayBody(house.roomId, addDays(today, 40), addDays(today, 41), 3) });
    await inbox.waitFor(toHost(later.body.data.code));
    expect(inbox.mails.filter(toHost(code))).toHaveLength(1);
  });
});
