import { formatRupiah } from '@island/shared';
import type { MailMessage } from '../../mail/mailer.ts';

/** What a receipt says: the payment, and where the booking stands after it. */
export interface Receipt {
  code: string;
  packageName: string;
  name: string;
  amount: number;
  orderId: string;
  paidAt: Date;
  total: number;
  /** Everything received for the booking so far, this payment included. */
  paid: number;
}

function when(at: Date, locale: string): string {
  return at.toLocaleString(locale, { timeZone: 'Asia/Makassar', dateStyle: 'long', timeStyle: 'short' });
}

/**
 * The visitor's receipt, Indonesian first and English below (the booking keeps no language),
 * like the page's 'Pembayaran diterima'. No link: the page's key is not stored, only its hash.
 */
export function receiptMail(to: string, r: Receipt, _baseUrl: string): MailMessage {
  const rest = Math.max(0, r.total - r.paid);
  const id = [
    `Halo ${r.name},`,
    '',
    `Pembayaran diterima: ${formatRupiah(r.amount)} untuk booking ${r.code} (${r.packageName}).`,
    `Nomor transaksi: ${r.orderId}`,
    `Waktu: ${when(r.paidAt, 'id-ID')} WITA`,
    `Sudah dibayar: ${formatRupiah(r.paid)} dari ${formatRupiah(r.total)}.`,
    rest > 0 ? `Sisa ${formatRupiah(rest)} dibayar sesuai keterangan di halaman booking Anda.` : 'Booking Anda sudah lunas.',
  ].join('\n');
  const en = [
    `Hello ${r.name},`,
    '',
    `Payment received: ${formatRupiah(r.amount, 'en')} for booking ${r.code} (${r.packageName}).`,
    `Transaction number: ${r.orderId}`,
    `Time: ${when(r.paidAt, 'en-GB')} (WITA)`,
    `Paid so far: ${formatRupiah(r.paid, 'en')} of ${formatRupiah(r.total, 'en')}.`,
    rest > 0 ? `The remaining ${formatRupiah(rest, 'en')} is paid as your booking page says.` : 'Your booking is paid in full.',
  ].join('\n');
  return { to, subject: `Pembayaran diterima / Payment received — ${r.code}`, text: `${id}\n\n---\n\n${en}\n` };
}
