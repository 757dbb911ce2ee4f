import {
  type Booking,
  type BookingStatus,
  cancellationTermsText,
  type CancellationTerms,
  EN_LABELS,
  formatDay,
  formatRupiah,
  formatWhatsApp,
  ID_LABELS,
  whatsAppLink,
} from '@island/shared';
import type { MailMessage } from '../../mail/mailer.ts';

/** What every message about a booking says of it. */
type Described = Pick<
  Booking,
  'code' | 'package_name' | 'booking_date' | 'participants' | 'total_price' | 'status' | 'payment_status' | 'customer_name'
> & { status_reason: string | null };

function summaryId(b: Described): string {
  return [
    `Kode booking: ${b.code}`,
    `Paket: ${b.package_name}`,
    `Tanggal: ${formatDay(b.booking_date)}`,
    `Peserta: ${b.participants} orang`,
    `Total: ${formatRupiah(b.total_price)}`,
    `Status: ${ID_LABELS.bookingStatus[b.status]}`,
    `Pembayaran: ${ID_LABELS.payment[b.payment_status]}`,
    ...(b.status_reason ? [`Keterangan: ${b.status_reason}`] : []),
  ].join('\n');
}

function summaryEn(b: Described): string {
  return [
    `Booking code: ${b.code}`,
    `Package: ${b.package_name}`,
    `Date: ${formatDay(b.booking_date, 'en')}`,
    `People: ${b.participants}`,
    `Total: ${formatRupiah(b.total_price, 'en')}`,
    `Status: ${EN_LABELS.bookingStatus[b.status]}`,
    `Payment: ${EN_LABELS.payment[b.payment_status]}`,
    ...(b.status_reason ? [`Note: ${b.status_reason}`] : []),
  ].join('\n');
}

/** What the visitor does next, by status: the same words as their page. */
const NEXT_ID: Record<BookingStatus, string> = {
  pending: 'Pengelola desa memeriksa perahu, pemandu, dan cuaca, lalu mengonfirmasi lewat WhatsApp (biasanya dalam 1×24 jam).',
  confirmed: 'Pesanan Anda sudah dikonfirmasi. Tunjukkan kode booking kepada awak perahu.',
  completed: 'Terima kasih sudah berkunjung!',
  cancelled: 'Pesanan ini dibatalkan.',
  no_show: 'Anda tercatat tidak hadir pada tanggal ini.',
};
const NEXT_EN: Record<BookingStatus, string> = {
  pending: 'The village checks the boat, the guide and the weather, then confirms by WhatsApp (usually within 24 hours).',
  confirmed: 'Your booking is confirmed. Show the booking code to the boat crew.',
  completed: 'Thank you for visiting!',
  cancelled: 'This booking was cancelled.',
  no_show: 'You were recorded as not coming on this date.',
};

/** What the visitor's page adds to the booking: the village's WhatsApp and the cancellation terms. */
export interface PageExtras {
  /** The package's WhatsApp (E.164 digits), or null when it has none that a link can reach. */
  contactWhatsapp: string | null;
  /** The package's rule, said in words; its own note follows on a line of its own. */
  cancellation: CancellationTerms;
  cancellationNote: string | null;
}

/** The chat the page offers, its message carrying the code (the page's words, in each language). */
function askLine(b: Described, extras: PageExtras, lang: 'id' | 'en'): string[] {
  if (!extras.contactWhatsapp) return [];
  const about = `${b.code} (${b.package_name}, ${formatDay(b.booking_date, lang)})`;
  return lang === 'id'
    ? [`Ada pertanyaan? WhatsApp pengelola desa: ${whatsAppLink(extras.contactWhatsapp, `Halo, saya ingin menanyakan pesanan ${about}.`)}`]
    : [`Questions? WhatsApp the village: ${whatsAppLink(extras.contactWhatsapp, `Hello, I have a question about booking ${about}.`)}`];
}

function cancelLines(extras: PageExtras, lang: 'id' | 'en'): string[] {
  const how =
    lang === 'id'
      ? 'Selama pesanan menunggu konfirmasi atau sudah dikonfirmasi, Anda bisa membatalkannya dengan tombol "Batalkan" di halaman pesanan.'
      : 'While the booking is waiting or confirmed, you can cancel it with the "Cancel booking" button on your booking page.';
  const terms = `${lang === 'id' ? 'Ketentuan pembatalan' : 'Cancellation terms'}: ${cancellationTermsText(extras.cancellation, lang)}`;
  return [how, terms, ...(extras.cancellationNote ? [extras.cancellationNote] : [])];
}

/**
 * To the visitor, once booked: what their page shows (the booking, what happens next, the
 * village's WhatsApp with the code, the cancellation terms) and its address, the only copy of the key.
 */
export function bookingCreatedMail(to: string, b: Described, pageUrl: string, extras: PageExtras): MailMessage {
  const block = (lines: string[]) => (lines.length > 0 ? `${lines.join('\n')}\n\n` : '');
  return {
    to,
    subject: `Pesanan ${b.code} diterima / Booking ${b.code} received`,
    text:
      `Halo ${b.customer_name},\n\nTerima kasih, pesanan Anda sudah kami terima.\n\n${summaryId(b)}\n\n${NEXT_ID[b.status]}\n\n` +
      `Halaman pesanan Anda (simpan tautan ini; hanya Anda yang bisa membukanya):\n${pageUrl}\n\n` +
      block(askLine(b, extras, 'id')) +
      block(cancelLines(extras, 'id')) +
      `---\n\nHello ${b.customer_name},\n\nThank you, we have received your booking.\n\n${summaryEn(b)}\n\n${NEXT_EN[b.status]}\n\n` +
      `Your booking page (keep this link; only you can open it):\n${pageUrl.replace('/pesanan/', '/en/pesanan/')}\n\n` +
      block(askLine(b, extras, 'en')) +
      cancelLines(extras, 'en').join('\n') +
      '\n',
  };
}

/** To the visitor, when staff change the booking (status, payment, date or group size). */
export function bookingChangedMail(to: string, b: Described): MailMessage {
  return {
    to,
    subject: `Pesanan ${b.code}: ${ID_LABELS.bookingStatus[b.status]} / Booking ${b.code}: ${EN_LABELS.bookingStatus[b.status]}`,
    text:
      `Halo ${b.customer_name},\n\nAda kabar tentang pesanan Anda.\n\n${summaryId(b)}\n\n${NEXT_ID[b.status]}\n\n` +
      `Buka halaman pesanan Anda lewat tautan di email pertama kami.\n\n---\n\n` +
      `Hello ${b.customer_name},\n\nThere is news about your booking.\n\n${summaryEn(b)}\n\n${NEXT_EN[b.status]}\n\n` +
      `Open your booking page through the link in our first email.\n`,
  };
}

/** To NOTIFY_EMAIL: a new booking waits for an answer; replying reaches the visitor when they gave an address. */
export function newBookingNotice(
  to: string,
  b: Described & Pick<Booking, 'customer_phone' | 'customer_email' | 'special_requests'>,
  adminUrl: string,
): MailMessage {
  return {
    to,
    ...(b.customer_email ? { replyTo: b.customer_email } : {}),
    subject: `Booking baru ${b.code}: ${b.package_name}, ${formatDay(b.booking_date)}, ${b.participants} orang`,
    text:
      `${summaryId(b)}\n\nNama: ${b.customer_name}\nWhatsApp: ${formatWhatsApp(b.customer_phone)}\n` +
      `Email: ${b.customer_email ?? '-'}\nCatatan: ${b.special_requests ?? '-'}\n\nBuka di back office: ${adminUrl}\n`,
  };
}

/** The WhatsApp message staff send with one tap after a change (Indonesian, as the desk writes). */
export function whatsAppMessage(b: Described): string {
  const lines = [`Halo ${b.customer_name}, kabar dari pengelola wisata desa tentang pesanan ${b.code}:`, '', summaryId(b), '', NEXT_ID[b.status]];
  return lines.join('\n');
}

/**
 * To the visitor, when staff mark the trip completed: thanks, and a request to review it on their
 * booking page (its address carries a second key; the first e-mail's link opens it as well).
 */
export function reviewRequestMail(to: string, b: Described, pageUrl: string): MailMessage {
  return {
    to,
    subject: `Bagaimana perjalanan Anda? / How was your trip? (${b.code})`,
    text:
      `Halo ${b.customer_name},\n\nTerima kasih sudah berwisata bersama kami: ${b.package_name}, ${formatDay(b.booking_date)}.\n\n` +
      `Bagaimana perjalanan Anda? Tulis ulasan singkat (bintang 1-5 dan beberapa kalimat) di halaman pesanan Anda. ` +
      `Ulasan tampil di halaman paket sebagai "Tamu terverifikasi" setelah disetujui pengelola desa.\n\n` +
      `${pageUrl}#ulasan\n\n---\n\n` +
      `Hello ${b.customer_name},\n\nThank you for travelling with us: ${b.package_name}, ${formatDay(b.booking_date, 'en')}.\n\n` +
      `How was your trip? Write a short review (1-5 stars and a few lines) on your booking page. ` +
      `It appears on the package's page as "Verified guest" once the village has approved it.\n\n` +
      `${pageUrl.replace('/pesanan/', '/en/pesanan/')}#ulasan\n`,
  };
}
