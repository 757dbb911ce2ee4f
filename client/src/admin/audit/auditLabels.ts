import {
  AUDIT_TEXTS,
  type AuditEntity,
  type AuditEntry,
  DEPARTURE_STATUS_WORDS,
  formatDate,
  formatDateTime,
  formatRupiah,
  ID_LABELS,
} from '@island/shared';
import { roleLabel } from '../roleLabels.ts';
import { DIRECTION_LABELS } from '../transportation/transportationLabels.ts';

/** How each kind of record is named in the trail, and the admin screen that edits it. */
const ENTITY_LABELS: Record<AuditEntity, { label: string; screen: string | null }> = {
  users: { label: 'Pengguna', screen: '/admin/users' },
  destinations: { label: 'Destinasi', screen: '/admin/destinations' },
  cultures: { label: 'Budaya', screen: '/admin/culture' },
  packages: { label: 'Paket Wisata', screen: '/admin/packages' },
  settings: { label: 'Pengaturan', screen: '/admin/settings' },
  facilities: { label: 'Fasilitas', screen: '/admin/settings' },
  transportations: { label: 'Transportasi', screen: '/admin/transportation' },
  departure_statuses: { label: 'Status keberangkatan', screen: '/admin/transportation' },
  testimonials: { label: 'Testimoni', screen: '/admin/testimonials' },
  msmes: { label: 'UMKM', screen: '/admin/umkm' },
  products: { label: 'Produk', screen: '/admin/umkm' },
  contact_messages: { label: 'Pesan Kontak', screen: '/admin/contact-messages' },
  team_members: { label: 'Tim Desa', screen: '/admin/settings' },
  articles: { label: 'Artikel', screen: '/admin/articles' },
  events: { label: 'Agenda', screen: '/admin/events' },
  contributor_profiles: { label: 'Profil Kontributor', screen: null },
  files: { label: 'Berkas', screen: null },
  audit_log: { label: 'Jejak Audit', screen: null },
  bookings: { label: 'Booking', screen: '/admin/bookings' },
  package_booking_rules: { label: 'Aturan Booking', screen: '/admin/packages' },
  booking_closed_dates: { label: 'Tanggal Tutup', screen: '/admin/bookings?view=calendar' },
  payment_charges: { label: 'Pembayaran', screen: '/admin/bookings' },
  homestays: { label: 'Homestay', screen: '/admin/homestay' },
  homestay_rooms: { label: 'Kamar homestay', screen: '/admin/homestay' },
  homestay_blocked_nights: { label: 'Malam ditutup', screen: '/admin/homestay' },
  stays: { label: 'Pesanan menginap', screen: '/admin/homestay' },
};

export function entityLabel(entity: string): string {
  return ENTITY_LABELS[entity as AuditEntity]?.label ?? entity;
}

/**
 * How an entry names its record: its kind and its name when the entry was written ("Booking
 * PKT-4KQ7ZD", "Destinasi Pantai Pasir Putih"), or its number for entries without one.
 */
export function recordTitle(entry: Pick<AuditEntry, 'entity' | 'entityId' | 'entityName'>): string {
  const kind = entityLabel(entry.entity);
  // A day in a name (a closed date, a departure's day) reads as the changes show days.
  if (entry.entityName) return `${kind} ${entry.entityName.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (day) => formatDate(`${day}T00:00:00`))}`;
  return entry.entityId ? `${kind} #${entry.entityId}` : kind;
}

/** The admin screen of a record's kind; an uploaded file opens itself. */
export function recordLink(entity: string, entityId: string | null): string | null {
  if (entity === 'files' && entityId) return `/uploads/${encodeURIComponent(entityId)}`;
  return ENTITY_LABELS[entity as AuditEntity]?.screen ?? null;
}

export const ACTION_LABELS: Record<string, string> = {
  create: 'Dibuat',
  update: 'Diubah',
  delete: 'Dihapus',
  role: 'Ganti role',
  password: 'Ganti password',
  'toggle-status': 'Aktif/nonaktif',
  status: 'Ganti status',
  notes: 'Catatan staf',
  payment: 'Ganti pembayaran',
  display: 'Tampil/sembunyi',
  verify: 'Verifikasi',
  'mark-read': 'Ditandai dibaca',
  reply: 'Dibalas',
  approve: 'Disetujui',
  reject: 'Ditolak',
  upload: 'Unggah',
  'sign-in': 'Masuk',
  'sign-in-failed': 'Gagal masuk',
  'sign-out': 'Keluar',
  'two-factor-setup': 'Siapkan dua langkah',
  'two-factor-enable': 'Dua langkah aktif',
  'two-factor-disable': 'Dua langkah mati',
  'two-factor-policy': 'Kebijakan dua langkah',
  'session-end': 'Sesi diakhiri',
  'sessions-end': 'Semua sesi diakhiri',
  prune: 'Pemangkasan',
  cancel: 'Dibatalkan pengunjung',
  'check-in': 'Tanda hadir',
  'cancellation-seen': 'Pembatalan dilihat',
  boats: 'Kapal booking',
  rules: 'Aturan booking',
  close: 'Tanggal ditutup',
  reopen: 'Tanggal dibuka',
  'departure-status': 'Status keberangkatan',
  'cancel-day': 'Semua keberangkatan batal',
  refund_failed: 'Pengembalian dana gagal',
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

export function actorLabel(actor: { name: string | null; role: string }): string {
  if (actor.role === 'visitor') return AUDIT_TEXTS.visitor;
  if (actor.role === 'operator') return AUDIT_TEXTS.operator;
  return `${actor.name ?? '—'} (${roleLabel(actor.role)})`;
}

/**
 * How a changed field is named in the trail: the words of the screen that edits it. A column not
 * listed reads as its name in words ('dock_location' as 'dock location').
 */
const FIELD_LABELS: Record<string, string> = {
  name: 'Nama',
  title: 'Judul',
  description: 'Deskripsi',
  short_description: 'Deskripsi singkat',
  category: 'Kategori',
  status: 'Status',
  status_reason: 'Alasan status',
  role: 'Role',
  is_active: 'Aktif',
  is_displayed: 'Tampil di beranda',
  is_verified: 'Terverifikasi',
  is_read: 'Dibaca',
  is_featured: 'Unggulan',
  session_version: 'Sesi (dinaikkan: sesi lama berakhir)',
  email: 'Email',
  username: 'Username',
  phone: 'Telepon',
  whatsapp: 'WhatsApp',
  address: 'Alamat',
  price: 'Harga',
  image: 'Gambar',
  gallery: 'Galeri',
  content: 'Isi',
  excerpt: 'Ringkasan',
  message: 'Pesan',
  admin_reply: 'Balasan admin',
  rejection_reason: 'Alasan penolakan',
  published_at: 'Terbit',
  starts_on: 'Mulai',
  ends_on: 'Selesai',
  place: 'Tempat',
  booking_date: 'Tanggal booking',
  date: 'Tanggal',
  time: 'Jam',
  participants: 'Peserta',
  total_price: 'Total harga',
  payment_status: 'Pembayaran',
  notes: 'Catatan staf',
  checked_in_at: 'Hadir',
  cancelled_by_visitor_at: 'Dibatalkan pengunjung',
  boat_out_id: 'Kapal berangkat',
  boat_out_time: 'Jam kapal berangkat',
  boat_back_id: 'Kapal pulang',
  boat_back_time: 'Jam kapal pulang',
  cancellation_seen_at: 'Pembatalan dilihat',
  departure_time: 'Jadwal keberangkatan',
  direction: 'Arah',
  from_place: 'Dari',
  to_place: 'Ke',
  new_time: 'Jam baru',
  reason: 'Alasan',
  note: 'Catatan',
  capacity: 'Kapasitas',
  capacity_per_date: 'Kuota per tanggal',
  bookable: 'Bisa dipesan online',
  cancel_hours_before: 'Batal online paling lambat (jam sebelum trip)',
  refund_deposit: 'Uang muka dikembalikan bila batal tepat waktu',
  island_name: 'Nama pulau',
  village_name: 'Nama desa',
  welcome_message: 'Pesan sambutan',
  hero_video_url: 'Video utama',
  hero_background: 'Latar utama',
  main_logo: 'Logo',
  maps_embed_url: 'Peta (embed)',
  latitude: 'Latitude',
  longitude: 'Longitude',
  community_values: 'Nilai masyarakat',
  history_description: 'Sejarah',
  location: 'Lokasi',
  population: 'Penduduk',
  best_time: 'Waktu terbaik berkunjung',
  require_two_factor_staff: 'Wajib dua langkah untuk staf',
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field.replaceAll('_', ' ');
}

/**
 * The words the screens use for a stored code, by kind of record and field (ID_LABELS): an
 * article's 'pending' is 'Menunggu tinjauan', a booking's 'Menunggu konfirmasi', a departure's
 * 'delayed' 'Terlambat'.
 */
const VALUE_LABELS: Partial<Record<AuditEntity, Record<string, Readonly<Record<string, string>>>>> = {
  articles: { status: ID_LABELS.articleStatus, category: ID_LABELS.articleCategory },
  destinations: { category: ID_LABELS.destinationCategory },
  cultures: { category: ID_LABELS.cultureCategory },
  events: { status: ID_LABELS.eventStatus, category: ID_LABELS.eventCategory },
  bookings: { status: ID_LABELS.bookingStatus, payment_status: ID_LABELS.payment },
  departure_statuses: {
    status: { running: DEPARTURE_STATUS_WORDS.running.id, delayed: DEPARTURE_STATUS_WORDS.delayed.id, cancelled: DEPARTURE_STATUS_WORDS.cancelled.id },
    reason: ID_LABELS.departureReason,
  },
  transportations: { status: ID_LABELS.active, type: ID_LABELS.transportType, direction: DIRECTION_LABELS },
  msmes: { category: ID_LABELS.msmeCategory },
  products: { category: ID_LABELS.productCategory },
};

/** Fields that hold rupiah. */
const MONEY_FIELDS = new Set(['price', 'total_price', 'price_per_person', 'unit_price']);

/** Fields that hold the rich text of an editor: shown as their words, not their tags. */
const RICH_TEXT_FIELDS = new Set(['content', 'description', 'history_description']);

/** How much of a long text the trail shows; the record's own screen has the whole. */
const TEXT_SHOWN = 160;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A recorded value of `field` of a record of `entity` as a person reads it: a code in the
 * screen's words, a role by its name, money in rupiah, a day and an instant as dates (the
 * instant in the reader's clock), an editor's text without its tags and cut short.
 */
export function formatFieldValue(field: string, value: unknown, entity?: string): string {
  if (typeof value === 'string') {
    if (field === 'role') return roleLabel(value);
    const label = VALUE_LABELS[entity as AuditEntity]?.[field]?.[value];
    if (label) return label;
    if (DAY.test(value)) return formatDate(`${value}T00:00:00`);
    if (INSTANT.test(value)) return formatDateTime(value) || value;
    if (RICH_TEXT_FIELDS.has(field) && /<[a-z][^>]*>/i.test(value)) return shorten(textOfHtml(value));
    return shorten(value);
  }
  if (typeof value === 'number' && MONEY_FIELDS.has(field)) return formatRupiah(value);
  return formatValue(value);
}

/** The words of an editor's HTML: tags dropped (blocks apart), the common entities read. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    // The trail keeps a window of a long text: a tag it cut in two is dropped too.
    .replace(/<[^>]*$/, '')
    .replace(/^…[^<>]*>/, '…')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function shorten(text: string): string {
  return text.length > TEXT_SHOWN ? `${text.slice(0, TEXT_SHOWN - 1).trimEnd()}…` : text || '—';
}

/** A recorded value as text: lists joined, nothing shown as a dash. */
function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(formatValue).join(', ');
  if (typeof value === 'boolean') return value ? 'ya' : 'tidak';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
