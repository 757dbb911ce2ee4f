import { CONTACT_TEXTS } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox.ts';
import { createTestApp, type TestApp, trpcQueryUrl } from '../../../test/test-app.ts';

const T = CONTACT_TEXTS;

let t: TestApp;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url, MAIL_FROM: 'Desa Pulau <desa@pulau.test>', NOTIFY_EMAIL: 'staf@pulau.test' } });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const visitor = (over: Record<string, unknown> = {}) => ({
  name: 'Maya Putri',
  email: 'maya@contoh.test',
  phone: '0812 3456 7890',
  subject: 'Paket snorkeling',
  message: 'Apakah paket snorkeling tersedia untuk 10 orang bulan depan?',
  ...over,
});

async function send(over: Record<string, unknown> = {}): Promise<number> {
  const res = await t.request('POST', '/api/contact', { body: visitor(over) });
  expect(res.status).toBe(201);
  return res.body.data.id as number;
}

const staff = () => t.users.admin.token;

describe('POST /api/contact (anyone)', () => {
  it('stores the message and answers a receipt with the specification text, nothing more', async () => {
    const res = await t.request('POST', '/api/contact', { body: visitor() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: T.sent, data: { id: expect.any(Number) } });
    const stored = await t.request('GET', `/api/contact/${res.body.data.id}`, { token: staff() });
    expect(stored.body.data).toMatchObject({ name: 'Maya Putri', email: 'maya@contoh.test', status: 'unread', is_read: false, admin_reply: null });
  });

  it('tells the staff address about a new message, replying to the visitor', async () => {
    await send({ subject: 'Notifikasi staf' });
    const mail = await inbox.waitFor((m) => m.raw.includes('Notifikasi staf'));
    expect(mail.to).toEqual(['staf@pulau.test']);
    expect(mail.raw).toMatch(/^Reply-To: maya@contoh\.test/m);
  });

  it('refuses missing and malformed fields with the form texts', async () => {
    const res = await t.request('POST', '/api/contact', { body: { email: 'bukan-email', subject: ' ', message: 'pendek' } });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    const msgs = Object.fromEntries(res.body.errors.map((e: { param: string; msg: string }) => [e.param, e.msg]));
    expect(msgs).toEqual({ name: T.nameRequired, email: T.invalidEmail, subject: T.subjectRequired, message: T.messageLength });
  });

  it('takes no phone as null and refuses one that is not a number', async () => {
    const id = await send({ phone: '' });
    expect((await t.request('GET', `/api/contact/${id}`, { token: staff() })).body.data.phone).toBeNull();
    const bad = await t.request('POST', '/api/contact', { body: visitor({ phone: 'telepon saya' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ param: 'phone', msg: T.phoneInvalid }]);
  });

  it('is the same procedure through tRPC', async () => {
    const res = await t.request('POST', '/trpc/contact.create', { body: visitor({ subject: 'Lewat tRPC' }) });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toEqual({ id: expect.any(Number) });
  });
});

describe('who may read and answer messages', () => {
  let id: number;
  beforeAll(async () => {
    id = await send({ subject: 'Matriks peran' });
  });

  const calls = (messageId: number) =>
    [
      ['GET', '/api/contact', undefined],
      ['GET', '/api/contact/unread-count', undefined],
      ['GET', `/api/contact/${messageId}`, undefined],
      ['PATCH', `/api/contact/${messageId}/mark-read`, undefined],
      ['PUT', `/api/contact/${messageId}/reply`, { admin_reply: 'Terima kasih.' }],
    ] as const;

  it('answers anonymous callers 401 and never shows a message or an address', async () => {
    for (const [method, url, body] of calls(id)) {
      const res = await t.request(method, url, { body });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(JSON.stringify(res.body)).not.toContain('maya@contoh.test');
    }
    expect((await t.request('DELETE', `/api/contact/${id}`)).status).toBe(401);
  });

  it.each(['msme', 'contributor'] as const)('answers %s 403 and never shows a message', async (role) => {
    for (const [method, url, body] of calls(id)) {
      const res = await t.request(method, url, { body, token: t.users[role].token });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
      expect(JSON.stringify(res.body)).not.toContain('maya@contoh.test');
    }
    expect((await t.request('DELETE', `/api/contact/${id}`, { token: t.users[role].token })).status).toBe(403);
    const trpc = await t.request('GET', trpcQueryUrl('contact.list', {}), { token: t.users[role].token });
    expect(trpc.status).toBe(403);
  });

  it.each(['admin', 'superadmin'] as const)('lets %s list, open, mark read and reply', async (role) => {
    const token = t.users[role].token;
    for (const [method, url, body] of calls(id)) {
      const res = await t.request(method, url, { body, token });
      expect(res.status, `${method} ${url}`).toBe(200);
    }
    const trpc = await t.request('GET', trpcQueryUrl('contact.unreadCount'), { token });
    expect(trpc.body.result.data).toEqual({ count: expect.any(Number) });
  });

  it('answers 404 for a message that does not exist and 400 for a bad id', async () => {
    expect((await t.request('GET', '/api/contact/999999', { token: staff() })).body).toMatchObject({ success: false, message: T.notFound });
    expect((await t.request('GET', '/api/contact/abc', { token: staff() })).status).toBe(400);
  });
});

describe('statuses, filters, search and the unread count', () => {
  it('moves a message from unread to read to replied, and the count and filters follow', async () => {
    const unreadBefore = (await t.request('GET', '/api/contact/unread-count', { token: staff() })).body.data.count as number;
    const id = await send({ subject: 'Status berpindah', message: 'Pesan untuk menguji perpindahan status.' });
    const count = async () => (await t.request('GET', '/api/contact/unread-count', { token: staff() })).body.data.count as number;
    const ids = async (status: string) =>
      ((await t.request('GET', `/api/contact?status=${status}&limit=100`, { token: staff() })).body.data.messages as { id: number }[]).map((m) => m.id);

    expect(await count()).toBe(unreadBefore + 1);
    expect(await ids('unread')).toContain(id);
    expect(await ids('unreplied')).toContain(id);
    expect(await ids('read')).not.toContain(id);

    const read = await t.request('PATCH', `/api/contact/${id}/mark-read`, { token: staff() });
    expect(read.body).toMatchObject({ success: true, message: T.markedRead, data: { status: 'read', is_read: true } });
    expect(await count()).toBe(unreadBefore);
    expect(await ids('unread')).not.toContain(id);
    expect(await ids('read')).toContain(id);
    expect(await ids('unreplied')).toContain(id);

    await t.request('PUT', `/api/contact/${id}/reply`, { token: staff(), body: { admin_reply: 'Sudah kami jawab.' } });
    expect(await ids('replied')).toContain(id);
    expect(await ids('read')).not.toContain(id);
    expect(await ids('unreplied')).not.toContain(id);
    expect(await ids('all')).toContain(id);
  });

  it('marks a message read by replying, without opening it first', async () => {
    const id = await send({ subject: 'Langsung dibalas' });
    const res = await t.request('PUT', `/api/contact/${id}/reply`, { token: staff(), body: { admin_reply: 'Balasan langsung.' } });
    expect(res.body.data).toMatchObject({ is_read: true, status: 'replied', admin_reply: 'Balasan langsung.' });
    expect(res.body.data.replied_at).toEqual(expect.any(String));
  });

  it('searches name, e-mail, subject and message, and pages by 10 newest first', async () => {
    await send({ name: 'Kapten Jarrah', email: 'jarrah@kapal.test', subject: 'Sewa perahu', message: 'Mencari sewa perahu nelayan untuk memancing.' });
    for (const term of ['jarrah', 'KAPAL.test', 'sewa perahu', 'memancing']) {
      const res = await t.request('GET', `/api/contact?search=${encodeURIComponent(term)}`, { token: staff() });
      expect(res.body.data.messages.map((m: { name: string }) => m.name), term).toEqual(['Kapten Jarrah']);
    }
    const page = await t.request('GET', '/api/contact?page=1', { token: staff() });
    expect(page.body.data.pagination).toMatchObject({ currentPage: 1, itemsPerPage: 10 });
    const dates = page.body.data.messages.map((m: { created_at: string }) => m.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('refuses an unknown status filter', async () => {
    const res = await t.request('GET', '/api/contact?status=archived', { token: staff() });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ param: 'status', msg: T.invalidStatus });
  });
});

describe('PUT /api/contact/:id/reply with SMTP configured', () => {
  it('stores the reply, e-mails it to the visitor and says so; a second reply replaces it and goes out again', async () => {
    const id = await send({ email: 'tamu@contoh.test', subject: 'Tanya homestay' });
    const toVisitor = (text: string) => (m: { to: string[]; raw: string }) => m.to.includes('tamu@contoh.test') && m.raw.includes(text);

    const first = await t.request('PUT', `/api/contact/${id}/reply`, { token: staff(), body: { admin_reply: 'Homestay tersedia.' } });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(T.replied('tamu@contoh.test'));
    expect(first.body.data).toMatchObject({ delivery: 'sent', admin_reply: 'Homestay tersedia.', status: 'replied' });
    expect(first.body.data.reply_emailed_at).toEqual(expect.any(String));
    const mail = await inbox.waitFor(toVisitor('Homestay tersedia.'));
    expect(mail.to).toEqual(['tamu@contoh.test']);
    expect(mail.from).toBe('desa@pulau.test');
    expect(mail.raw).toMatch(/^Subject: Re: Tanya homestay/m);

    const second = await t.request('PUT', `/api/contact/${id}/reply`, { token: staff(), body: { admin_reply: 'Koreksi: penuh.' } });
    expect(second.body.data).toMatchObject({ delivery: 'sent', admin_reply: 'Koreksi: penuh.' });
    expect((await inbox.waitFor(toVisitor('Koreksi: penuh.'))).raw).toMatch(/^Subject: Re: Tanya homestay/m);
  });

  it('refuses an empty reply with the form text', async () => {
    const id = await send();
    const res = await t.request('PUT', `/api/contact/${id}/reply`, { token: staff(), body: { admin_reply: '   ' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ param: 'admin_reply', msg: T.replyRequired }]);
  });

  it('deletes a message with the specification text', async () => {
    const id = await send({ name: 'Hapus Saya' });
    const res = await t.request('DELETE', `/api/contact/${id}`, { token: t.users.superadmin.token });
    expect(res.body).toMatchObject({ success: true, message: T.deleted('Hapus Saya') });
    expect((await t.request('GET', `/api/contact/${id}`, { token: staff() })).status).toBe(404);
  });

  // Last in this file: it stops the mail server.
  it('keeps the reply when the mail server is down and tells the admin it was not delivered', async () => {
    const id = await send({ email: 'tamu2@contoh.test' });
    await inbox.close();
    const res = await t.request('PUT', `/api/contact/${id}/reply`, { token: staff(), body: { admin_reply: 'Tetap tersimpan.' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(T.replyNotDelivered('tamu2@contoh.test'));
    expect(res.body.data).toMatchObject({ delivery: 'failed', admin_reply: 'Tetap tersimpan.', status: 'replied', reply_emailed_at: null });
    const stored = await t.request('GET', `/api/contact/${id}`, { token: staff() });
    expect(stored.body.data.admin_reply).toBe('Tetap tersimpan.');
  });
});

describe('without SMTP, and the public form limit', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ env: { PUBLIC_FORM_MAX_PER_HOUR: '2' } });
  });
  afterAll(() => plain.close());

  it('stores the reply and says no e-mail was sent', async () => {
    const created = await plain.request('POST', '/api/contact', { body: visitor() });
    const res = await plain.request('PUT', `/api/contact/${created.body.data.id}/reply`, {
      token: plain.users.superadmin.token,
      body: { admin_reply: 'Disimpan saja.' },
    });
    expect(res.body.message).toBe(T.replyNoMail);
    expect(res.body.data).toMatchObject({ delivery: 'not_configured', admin_reply: 'Disimpan saja.', status: 'replied' });
  });

  it('answers 429 once an address has sent its messages for the hour', async () => {
    // The first message was sent by the test above.
    expect((await plain.request('POST', '/api/contact', { body: visitor() })).status).toBe(201);
    const refused = await plain.request('POST', '/api/contact', { body: visitor() });
    expect(refused.status).toBe(429);
    expect(refused.body.success).toBe(false);
  });
});
