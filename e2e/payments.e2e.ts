import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { addDays } from '@island/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverNodeFlags } from '../scripts/server-flags.mjs';
import { type MidtransStandIn, startMidtransStandIn } from '../server/test/midtrans-stand-in.ts';
import { SUPERADMIN_PASSWORD } from './accounts.ts';
import { launchBrowser } from './browser.ts';

/**
 * A visitor pays the deposit on a phone: the suite's own server runs without a payment provider
 * (as the demo does), so this file starts a second one, as built, whose provider is a local
 * stand-in of Midtrans. The visitor books, presses "Bayar DP dengan QRIS", sees the QR code, the
 * amount and its validity; the stand-in settles and notifies; the page turns to "Pembayaran
 * diterima" by itself. Staff then see the charge on the booking and in the list of payments.
 */
const root = path.resolve(import.meta.dirname, '..');
let stand: MidtransStandIn;
let child: ChildProcess;
let dataDir: string;
let url: string;
let browser: Browser;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function rest<T>(method: string, route: string, token?: string | null, body?: unknown): Promise<{ status: number; data: T }> {
  const res = await fetch(new URL(route, url), {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: ((await res.json()) as { data: T }).data };
}

beforeAll(async () => {
  stand = await startMidtransStandIn();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'island-e2e-pay-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: SUPERADMIN_PASSWORD,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    MARINE_FORECAST_URL: '',
    BACKUP_SCHEDULE: 'off',
    PAYMENT_CHECK_SCHEDULE: 'off',
    PAYMENT_PROVIDER: 'midtrans',
    MIDTRANS_SERVER_KEY: stand.serverKey,
    MIDTRANS_API_URL: stand.url,
  };
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  child = spawn(process.execPath, [...serverNodeFlags(env), 'server/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`payments server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then((res) => res.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('payments server did not become healthy');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  child?.kill('SIGTERM');
  if (child && child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  await stand?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('paying the deposit by QRIS on a phone', () => {
  it('the page shows the code, then "Pembayaran diterima" by itself; staff see the charge', async () => {
    const staff = await rest<{ token: string }>('POST', '/api/auth/login', null, { email: 'admin@pulau.local', password: SUPERADMIN_PASSWORD });
    expect(staff.status).toBe(200);
    const token = staff.data.token;
    const made = await rest<{ id: number }>('POST', '/api/packages', token, {
      name: 'Keliling Pulau Bayar',
      description: 'Keliling pulau dengan perahu.',
      duration: '1 hari',
      minPersons: 1,
      maxPersons: 10,
      price: 250_000,
      whatsappContact: '6281234567890',
    });
    expect(made.status).toBe(201);
    expect((await rest('PUT', `/api/bookings/rules/${made.data.id}`, token, { minDaysAhead: 0, depositPercent: 20 })).status).toBe(200);
    const today = (await rest<{ today: { date: string } }>('GET', '/api/transportation/today')).data.today.date;
    const booked = await rest<{ id: number; code: string; key: string }>('POST', '/api/bookings', null, {
      package_id: made.data.id,
      booking_date: addDays(today, 3),
      participants: 2,
      customer_name: 'Tamu QRIS',
      customer_phone: '081234560001',
    });
    expect(booked.status).toBe(201);
    const { id, code, key } = booked.data;

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: url, locale: 'id-ID' });
    const page = await context.newPage();
    await page.goto(`/pesanan/${code}?k=${key}`);
    const pay = page.getByRole('button', { name: 'Bayar DP dengan QRIS' });
    await expect.poll(() => pay.isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Uang muka Rp 100.000 dari total Rp 500.000').isVisible()).toBe(true);
    await pay.click();
    const qr = page.getByRole('img', { name: 'Kode QRIS untuk membayar Rp 100.000' });
    await expect.poll(() => qr.locator('svg').count()).toBe(1);
    await expect.poll(() => page.getByText(/Berlaku 1[45]:\d\d lagi/).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Menunggu pembayaran…').isVisible()).toBe(true);
    // No sideways scrolling at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (process.env.SCREENS_DIR) await page.screenshot({ path: path.join(process.env.SCREENS_DIR, 'payment-qr-390.png'), fullPage: true });

    // The visitor scans; the bank settles; the provider notifies the server.
    const orderId = `${code}-1`;
    stand.setStatus(orderId, 'settlement');
    const notified = await stand.notify(`${url}/api/payments/midtrans/notification`, stand.notification(orderId, 'settlement'));
    expect(notified.body.data.outcome).toBe('applied');
    await expect.poll(() => page.getByRole('heading', { name: 'Pembayaran diterima' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(orderId).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Lunasi' }).isVisible()).toBe(true);
    if (process.env.SCREENS_DIR) await page.screenshot({ path: path.join(process.env.SCREENS_DIR, 'payment-received-390.png'), fullPage: true });
    await context.close();
    if (process.env.SCREENS_DIR) {
      // The same page on a laptop, with the rest's code shown, for a person to look at.
      const wide = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: url, locale: 'id-ID' });
      const desk = await wide.newPage();
      await desk.goto(`/pesanan/${code}?k=${key}`);
      await desk.getByRole('button', { name: 'Lunasi' }).click();
      await expect.poll(() => desk.getByRole('img', { name: 'Kode QRIS untuk membayar Rp 400.000' }).locator('svg').count()).toBe(1);
      await desk.screenshot({ path: path.join(process.env.SCREENS_DIR, 'payment-rest-1440.png'), fullPage: true });
      await wide.close();
    }

    // Staff: the booking's charges and the list of payments.
    const charges = await rest<{ paid: number; charges: { order_id: string; status: string }[] }>('GET', `/api/bookings/${id}/payments`, token);
    expect(charges.data.paid).toBe(100_000);
    expect(charges.data.charges.find((c) => c.order_id === orderId)?.status).toBe('paid');
    const list = await rest<{ charges: { order_id: string }[]; paidToday: number }>('GET', '/api/payments?status=paid', token);
    expect(list.data.charges.map((c) => c.order_id)).toContain(orderId);

    // The office's screen at 390 px: the charge in the list, today's money, the booking behind it,
    // and the day before reconciled with the provider.
    const office = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: url, locale: 'id-ID' });
    await office.addInitScript((t) => localStorage.setItem('token', t), token);
    const desk = await office.newPage();
    await desk.goto('/admin/pembayaran');
    await expect.poll(() => desk.getByRole('heading', { name: 'Pembayaran', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => desk.getByText('Penyedia: Midtrans', { exact: false }).isVisible()).toBe(true);
    const figures = desk.getByRole('definition').filter({ hasText: 'Rp' });
    await expect.poll(() => figures.first().innerText()).toMatch(/^Rp\s100\.000$/);
    const row = desk.getByRole('row').filter({ hasText: orderId });
    await expect.poll(() => row.getByText('Dibayar', { exact: true }).isVisible()).toBe(true);
    await row.getByRole('button', { name: `Buka booking ${code}` }).click();
    await expect.poll(() => desk.getByRole('dialog').getByText(`Diterima Rp 100.000 dari Rp 500.000`).isVisible()).toBe(true);
    await desk.keyboard.press('Escape');
    await desk.getByRole('button', { name: 'Cocokkan sekarang' }).click();
    await expect.poll(() => desk.getByText('0 tagihan cocok dengan penyedia').isVisible()).toBe(true);
    expect(await desk.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (process.env.SCREENS_DIR) await desk.screenshot({ path: path.join(process.env.SCREENS_DIR, 'payments-office-390.png'), fullPage: true });

    // The visitor cancels by telephone: staff send the deposit back through Midtrans.
    await row.getByRole('button', { name: `Buka booking ${code}` }).click();
    await desk.getByRole('button', { name: `Kembalikan dana ${orderId}` }).click();
    const refund = desk.getByRole('dialog', { name: 'Kembalikan dana' });
    await expect.poll(() => refund.getByRole('radio', { name: /Lewat Midtrans/ }).isChecked()).toBe(true);
    await refund.getByRole('textbox', { name: 'Alasan' }).fill('Batal karena cuaca');
    await refund.getByRole('button', { name: 'Kembalikan dana' }).click();
    await expect.poll(() => desk.getByRole('dialog').getByText('Dikembalikan', { exact: true }).first().isVisible()).toBe(true);
    expect([...stand.refunds.values()]).toEqual([expect.objectContaining({ order_id: orderId, amount: 100_000, reason: 'Batal karena cuaca' })]);
    expect(await desk.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await office.close();
  });
});
