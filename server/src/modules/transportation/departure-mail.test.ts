import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, type ReceivedMail, startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// 01:00 UTC is 09:00 on the island (Asia/Makassar); the process itself runs in UTC.
const clock = new Date('2026-04-20T01:00:00Z');
let inbox: SmtpInbox;
let t: TestApp;
let boat: { id: number };
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ now: () => clock, env: { SMTP_URL: inbox.url, MAIL_FROM: 'Desa Pulau <desa@pulau.test>' } });
  const res = await t.request('POST', '/api/transportation', {
    body: { name: 'KM Surat', departureTime: '08:00, 14:00', phone: '0812-4190-3377', dockLocation: 'Dermaga', duration: '±60 menit' },
    token: t.users.admin.token,
  });
  boat = res.body.data;
  let n = 0;
  const booking = (date: string, name: string, email: string | null, status: 'confirmed' | 'cancelled' = 'confirmed') => ({
    code: `MAIL${++n}`,
    key_hash: `hash-${n}`,
    package_name: 'Snorkeling',
    booking_date: date,
    participants: 2,
    customer_name: name,
    customer_phone: `08123456${String(n).padStart(4, '0')}`,
    customer_email: email,
    price_per_person: 100_000,
    total_price: 200_000,
    status,
  });
  await t.db
    .insertInto('bookings')
    .values([
      booking('2026-04-20', 'Rina', 'rina@contoh.test'),
      // The same address twice (two bookings, another case): one e-mail.
      booking('2026-04-20', 'Rina lagi', 'RINA@contoh.test'),
      booking('2026-04-20', 'Tanpa surel', null),
      booking('2026-04-20', 'Batal', 'batal@contoh.test', 'cancelled'),
      booking('2026-04-21', 'Besok', 'besok@contoh.test'),
    ])
    .execute();
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const setDeparture = (body: Record<string, unknown>) =>
  t.request('PUT', `/api/transportation/${boat.id}/departures`, { body: { date: '2026-04-20', time: '08:00', ...body }, token: t.users.admin.token });

/**
 * What came since `from`, once a mail sent after the answer would have arrived: a moment for one
 * that should not come (nothing else can show an absence), and no less than a mail awaited.
 */
async function mailsSince(from: number, awaited?: (mail: ReceivedMail) => boolean) {
  if (awaited) await inbox.waitFor(awaited);
  await new Promise((resolve) => setTimeout(resolve, 300));
  return inbox.mails.slice(from);
}
const to = (address: string) => (mail: ReceivedMail) => mail.to.includes(address);

describe('e-mail to travellers when a departure changes', () => {
  it('a delay reaches each address of the day once, in Indonesian and English, and staff keep the WhatsApp list', async () => {
    const res = await setDeparture({ status: 'delayed', new_time: '09:30', reason: 'wind' });
    expect(res.status).toBe(200);
    expect(res.body.data.notify.links.map((l: { name: string }) => l.name)).toEqual(['Rina', 'Rina lagi', 'Tanpa surel']);
    const mail = await inbox.waitFor((m) => m.to.includes('rina@contoh.test'));
    expect(bodyOf(mail)).toContain('ditunda ke pukul 09:30 karena angin kencang');
    expect(bodyOf(mail)).toContain('is delayed to 09:30 due to strong wind');
    expect(bodyOf(mail)).toContain('/jadwal-kapal');
    const all = await mailsSince(0);
    expect(all.map((m) => m.to).flat().sort()).toEqual(['rina@contoh.test']);
  });

  it('saving the same status again sends nothing; a new delay time or a cancellation does', async () => {
    const start = inbox.mails.length;
    expect((await setDeparture({ status: 'delayed', new_time: '09:30', reason: 'wind', note: 'Mohon tunggu' })).status).toBe(200);
    expect(await mailsSince(start)).toEqual([]);

    expect((await setDeparture({ status: 'delayed', new_time: '10:00', reason: 'wind' })).status).toBe(200);
    expect((await mailsSince(start, (m) => bodyOf(m).includes('ditunda ke pukul 10:00'))).map((m) => m.to)).toEqual([['rina@contoh.test']]);

    expect((await setDeparture({ status: 'cancelled', reason: 'high_waves' })).status).toBe(200);
    const cancelled = await inbox.waitFor((m) => bodyOf(m).includes('dibatalkan karena ombak tinggi'));
    expect(bodyOf(cancelled)).toContain('is cancelled due to high waves');

    const back = inbox.mails.length;
    expect((await setDeparture({ status: 'running' })).status).toBe(200);
    expect(await mailsSince(back)).toEqual([]);
  });

  it('a storm day sends one e-mail per address, and repeating it sends none', async () => {
    const start = inbox.mails.length;
    const res = await t.request('POST', '/api/transportation/departures/cancel-day', {
      body: { date: '2026-04-21', reason: 'high_waves' },
      token: t.users.admin.token,
    });
    expect(res.status).toBe(200);
    const mails = await mailsSince(start, to('besok@contoh.test'));
    expect(mails.map((m) => m.to)).toEqual([['besok@contoh.test']]);
    expect(bodyOf(mails[0]!)).toContain('08:00');
    expect(bodyOf(mails[0]!)).toContain('14:00');

    const again = inbox.mails.length;
    const repeat = await t.request('POST', '/api/transportation/departures/cancel-day', {
      body: { date: '2026-04-21', reason: 'high_waves' },
      token: t.users.admin.token,
    });
    expect(repeat.status).toBe(200);
    expect(await mailsSince(again)).toEqual([]);
  });
});

describe('without SMTP', () => {
  it('the change is saved and answered; nothing is sent', async () => {
    const plain = await createTestApp({ now: () => clock });
    try {
      const made = await plain.request('POST', '/api/transportation', {
        body: { name: 'KM Diam', departureTime: '08:00', phone: '0812-4190-3377', dockLocation: 'Dermaga', duration: '±60 menit' },
        token: plain.users.admin.token,
      });
      const res = await plain.request('PUT', `/api/transportation/${made.body.data.id}/departures`, {
        body: { date: '2026-04-20', time: '08:00', status: 'cancelled', reason: 'engine' },
        token: plain.users.admin.token,
      });
      expect(res.status).toBe(200);
      expect(plain.deps.mailer?.configured ?? false).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
