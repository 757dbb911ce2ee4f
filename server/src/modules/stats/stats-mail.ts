import crypto from 'node:crypto';
import { addDays, CLICK_CHANNELS, type ClickChannel, type StatsMsmeFigures, todayIn } from '@island/shared';
import { Cron } from 'croner';
import type { Database, Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { msmeFigures } from './stats-msme.ts';
import { rollupDays } from './stats-rollup.ts';

export async function setMonthlyEmail(db: Db, msmeId: number, enabled: boolean): Promise<void> {
  await db.updateTable('msmes').set({ stats_email: enabled }).where('id', '=', msmeId).execute();
}

/** The e-mail's link: its token switches that UMKM's e-mail off; false when no UMKM holds it. */
export async function switchOffByToken(db: Db, token: string): Promise<boolean> {
  const result = await db.updateTable('msmes').set({ stats_email: false }).where('stats_email_token', '=', token).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

const CHANNEL_LABELS: Record<ClickChannel, string> = {
  whatsapp: 'WhatsApp',
  shopee: 'Shopee',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  website: 'Situs web',
  book: 'Pesan',
  directions: 'Petunjuk arah',
};

/** The e-mail's text: the month's views, click-outs per channel and the products, most viewed first. */
function monthlyEmailText(brand: string, month: string, figures: StatsMsmeFigures, offLink: string | null): string {
  const clicks = CLICK_CHANNELS.filter((c) => figures.totals.clicks[c] > 0).map((c) => `  ${CHANNEL_LABELS[c]}: ${figures.totals.clicks[c]}`);
  const products = figures.products.slice(0, 10).map((p) => {
    const pressed = CLICK_CHANNELS.reduce((sum, c) => sum + p.clicks[c], 0);
    return `  ${p.title}: ${p.views} kali dilihat, ${pressed} klik`;
  });
  return [
    `Halo ${brand},`,
    '',
    `Ringkasan kunjungan ke produk Anda di situs desa bulan ${month}:`,
    `  Dilihat: ${figures.totals.views} kali`,
    ...(clicks.length > 0 ? ['', 'Tombol yang ditekan pengunjung:', ...clicks] : []),
    ...(products.length > 0 ? ['', 'Produk:', ...products] : []),
    '',
    'Angka lengkap ada di dasbor Anda.',
    offLink ? `Tidak ingin menerima e-mail ini lagi? Klik: ${offLink}` : 'E-mail ini dapat dimatikan dari dasbor Anda.',
    '',
  ].join('\n');
}

interface MonthlyOptions {
  db: Database;
  mailer: Mailer;
  timeZone: string;
  publicUrl: string | undefined;
}

/**
 * Sends last month's figures to each owner who has not switched them off, once per UMKM and
 * month: the month is claimed on the UMKM's row before the e-mail goes, so a second instance or a
 * second run sends nothing. Runs daily, so a server down on the 1st still sends on its return.
 * Returns how many e-mails went.
 */
export async function sendMonthlyEmails(options: MonthlyOptions, now: Date): Promise<number> {
  const { db, mailer, timeZone, publicUrl } = options;
  if (!mailer.configured) return 0;
  const today = todayIn(timeZone, now);
  const to = addDays(`${today.slice(0, 7)}-01`, -1);
  const from = `${to.slice(0, 7)}-01`;
  const month = to.slice(0, 7);
  await rollupDays(db, from, to, today);
  const owners = await db
    .selectFrom('msmes')
    .innerJoin('users', 'users.id', 'msmes.user_id')
    .select(['msmes.id', 'msmes.brand', 'msmes.stats_email', 'msmes.stats_email_token', 'msmes.stats_emailed_month', 'users.email'])
    .where('msmes.stats_email', '=', true)
    .where('users.is_active', '=', true)
    .where((eb) => eb.or([eb('msmes.stats_emailed_month', 'is', null), eb('msmes.stats_emailed_month', '<>', month)]))
    .execute();
  let sent = 0;
  for (const owner of owners) {
    const token = owner.stats_email_token ?? crypto.randomBytes(32).toString('base64url');
    const claimed = await db
      .updateTable('msmes')
      .set({ stats_emailed_month: month, stats_email_token: token })
      .where('id', '=', owner.id)
      .where((eb) => eb.or([eb('stats_emailed_month', 'is', null), eb('stats_emailed_month', '<>', month)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    try {
      const figures = await msmeFigures(db, { id: owner.id, stats_email: true }, { from, to, timeZone });
      const offLink = publicUrl ? `${publicUrl.replace(/\/$/, '')}/api/stats/email-off?token=${token}` : null;
      await mailer.send({ to: owner.email, subject: `Statistik ${owner.brand} bulan ${month}`, text: monthlyEmailText(owner.brand, month, figures, offLink) });
      sent++;
    } catch (error) {
      // Not sent: the claim is given back, so the next day's run tries again.
      await db.updateTable('msmes').set({ stats_emailed_month: owner.stats_emailed_month }).where('id', '=', owner.id).execute();
      throw error;
    }
  }
  return sent;
}

/**
 * The monthly e-mail's schedule: every morning at eight on the island (it sends once a month).
 * `now` is the app's clock, as a request's `ctx.now()` is.
 */
export function startMonthlyEmails(options: MonthlyOptions, now: () => Date, log: (error: unknown) => void): () => void {
  const job = new Cron('0 8 * * *', { protect: true, unref: true, timezone: options.timeZone }, async () => {
    try {
      await sendMonthlyEmails(options, now());
    } catch (error) {
      log(error);
    }
  });
  return () => job.stop();
}
