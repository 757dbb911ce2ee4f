// Texts of the events calendar without its schemas, so pages that only show them load no validation code.

export const EVENT_CATEGORIES = ['festival', 'upacara_adat', 'pasar', 'olahraga', 'lainnya'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** Published: on the public calendar. Pending: a contributor's proposal waiting for a site runner. */
export const EVENT_STATUSES = ['published', 'pending'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_TITLE_MAX = 200;
export const EVENT_PLACE_MAX = 255;
export const EVENT_PRICE_MAX = 100;
export const EVENT_CONTACT_MAX = 100;
export const EVENT_DESCRIPTION_MAX = 50_000;

export const EVENT_TEXTS = {
  titleRequired: 'Judul acara wajib diisi',
  titleLength: `Judul acara 3-${EVENT_TITLE_MAX} karakter`,
  categoryRequired: 'Kategori acara wajib diisi',
  dateRequired: 'Tanggal mulai wajib diisi',
  dateInvalid: 'Tanggal harus berformat TTTT-BB-HH dan benar-benar ada',
  endBeforeStart: 'Tanggal selesai tidak boleh sebelum tanggal mulai',
  timeInvalid: 'Jam harus berformat JJ:MM (00:00-23:59)',
  endTimeBeforeStart: 'Jam selesai tidak boleh sebelum jam mulai pada hari yang sama',
  placeRequired: 'Tempat acara wajib diisi',
  placeTooLong: `Tempat maksimal ${EVENT_PLACE_MAX} karakter`,
  descriptionRequired: 'Deskripsi acara minimal 10 karakter',
  descriptionTooLong: 'Deskripsi acara terlalu panjang',
  priceTooLong: `Harga maksimal ${EVENT_PRICE_MAX} karakter`,
  contactTooLong: `Kontak maksimal ${EVENT_CONTACT_MAX} karakter`,
  yearly: 'Nilai "setiap tahun" harus true atau false',
  status: 'Status acara tidak valid',
  flag: 'Nilai harus true atau false',
  destinationInvalid: 'ID destinasi tidak valid',
  destinationMissing: 'Destinasi tidak ditemukan',
  invalidId: 'ID acara tidak valid',
  invalidSlug: 'Slug acara tidak valid',
  notFound: 'Acara tidak ditemukan',
  created: 'Acara berhasil dibuat',
  proposed: 'Usulan acara terkirim dan menunggu tinjauan admin',
  updated: 'Acara berhasil diperbarui',
  deleted: 'Acara berhasil dihapus',
  notYours: 'Usulan acara ini bukan milik Anda',
  proposalLocked: 'Acara yang sudah terbit hanya dapat diubah oleh admin',
  publishStaffOnly: 'Hanya admin yang dapat menerbitkan acara; usulan Anda menunggu tinjauan',
} as const;
