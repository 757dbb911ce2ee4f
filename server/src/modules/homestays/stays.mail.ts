import { formatDay, formatWhatsApp, formatRupiah, type Stay } from '@island/shared';
import type { MailMessage } from '../../mail/mailer.ts';

// The stay's e-mails, in the bookings' manner: to the visitor (Indonesian and English in one),
// to NOTIFY_EMAIL. Sent after the commit, never under the room's lock.

function summary(s: Stay): string {
  return `${s.code}: ${s.homestay_name}, ${s.room_name}\n${formatDay(s.check_in)} – ${formatDay(s.check_out)} (${s.nights} malam), ${s.rooms} kamar, ${s.guests} tamu\nTotal: ${formatRupiah(s.total_price)}`;
}

export function stayCreatedMail(to: string, s: Stay, pageUrl: string): MailMessage {
  return {
    to,
    subject: `Pesanan menginap ${s.code} diterima / Stay ${s.code} received`,
    text:
      `Halo ${s.customer_name},\n\nPesanan menginap Anda kami terima dan menunggu konfirmasi desa.\n\n${summary(s)}\n\n` +
      `Halaman pesanan Anda (simpan tautan ini): ${pageUrl}\n\n` +
      `Hello ${s.customer_name}, your stay is received and waits for the village's confirmation. Your page: ${pageUrl}\n`,
  };
}

/** To NOTIFY_EMAIL and to the host: a new stay waits; replying reaches the visitor when they gave an address. */
export function newStayNotice(to: string, s: Stay, adminUrl: string): MailMessage {
  return {
    to,
    ...(s.customer_email ? { replyTo: s.customer_email } : {}),
    subject: `Pesanan menginap baru ${s.code}: ${s.homestay_name}, ${formatDay(s.check_in)}, ${s.nights} malam`,
    text:
      `${summary(s)}\n\nNama: ${s.customer_name}\nWhatsApp: ${formatWhatsApp(s.customer_phone)}\n` +
      `Email: ${s.customer_email ?? '-'}\nCatatan: ${s.special_requests ?? '-'}\n\nBuka di back office: ${adminUrl}\n`,
  };
}
