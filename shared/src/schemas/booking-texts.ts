// Texts of the bookings module without its schemas, so pages that only show them load no
// validation code. Indonesian, as the server and the back office speak; the visitor's pages take
// their English twins from i18n (the `booking` group and `messages`).

/**
 * A text with one value in it (`{{n}}`): the server fills it in; the public pages find the
 * text's twin in their own language by its template (i18n `messages`, see the client's `message`).
 */
function filled<V extends number | string>(template: string) {
  // A function, not a string, as the replacement: a typed reason may hold `$&` or `$1`.
  return Object.assign((value: V) => template.replace('{{n}}', () => String(value)), { template });
}

export const BOOKING_TEXTS = {
  created: 'Booking berhasil dibuat',
  updated: 'Booking berhasil diperbarui',
  rescheduled: 'Tanggal/jumlah peserta booking berhasil diubah',
  deleted: 'Booking berhasil dihapus',
  cancelled: 'Booking berhasil dibatalkan',
  checkedIn: 'Kehadiran dicatat',
  checkInUndone: 'Tanda hadir dibatalkan',
  // Refused check-ins (409): staff of either language read them, so both are said.
  checkInOtherDay: 'Kehadiran hanya bisa dicatat pada tanggal perjalanan / Check-in is only possible on the trip’s date',
  checkInNoSeats: 'Booking yang batal atau tidak hadir tidak bisa dicatat hadir / A cancelled or no-show booking cannot be checked in',
  rulesSaved: 'Aturan booking berhasil disimpan',
  /** `day`: the date in words (formatDay), as the list beside it shows it. */
  dateClosed: (day: string) => `${day} ditutup untuk semua paket`,
  dateReopened: (day: string) => `${day} dibuka kembali`,
  notFound: 'Booking tidak ditemukan',
  closedDateNotFound: 'Tanggal ini tidak sedang ditutup untuk semua paket',
  invalidId: 'ID booking tidak valid',
  invalidCode: 'Kode booking tidak valid',
  invalidKey: 'Kunci halaman booking tidak valid',
  invalidPackage: 'Paket wisata tidak valid',
  packageNotFound: 'Paket wisata tidak ditemukan',
  /** A booking asked for a package that is unknown or not bookable (404, the old API's words). */
  packageUnavailable: 'Paket wisata tidak ditemukan atau tidak aktif',
  invalidDate: 'Tanggal tidak valid (format YYYY-MM-DD)',
  invalidMonth: 'Bulan tidak valid (format YYYY-MM)',
  dateRequired: 'Tanggal wajib diisi',
  rangeOrder: 'Tanggal akhir tidak boleh sebelum tanggal awal',
  rangeTooLong: (days: number) => `Rentang tanggal maksimal ${days} hari`,
  personsInvalid: 'Jumlah peserta harus bilangan bulat',
  nameRequired: 'Nama wajib diisi',
  nameMax: 'Nama maksimal 120 karakter',
  phoneRequired: 'Nomor WhatsApp wajib diisi',
  phoneInvalid: 'Nomor WhatsApp tidak valid (contoh: 0812 3456 7890 atau +62 812 3456 7890)',
  invalidEmail: 'Email tidak valid',
  notesMax: 'Catatan maksimal 1000 karakter',
  staffNotesMax: 'Catatan staf maksimal 2000 karakter',
  reasonMax: 'Alasan maksimal 500 karakter',
  closedReasonRequired: 'Alasan penutupan wajib diisi',
  closedReasonMax: 'Alasan penutupan maksimal 200 karakter',
  invalidStatus: 'Status booking tidak valid',
  invalidPaymentStatus: 'Status pembayaran tidak valid',
  nothingToChange: 'Tidak ada perubahan yang dikirim',
  // Why a booking cannot be made (400 / 409): the visitor sees these as they are.
  notBookable: 'Paket ini belum bisa dipesan secara online. Silakan hubungi kami lewat WhatsApp.',
  pastDate: 'Tanggal sudah lewat',
  tooSoon: filled<number>('Pemesanan paling lambat {{n}} hari sebelum tanggal keberangkatan'),
  tooFar: filled<number>('Pemesanan paling jauh {{n}} hari sebelumnya'),
  weekdayClosed: 'Paket ini tidak berjalan pada hari tersebut',
  dateClosedFor: filled<string>('Tanggal ini tutup: {{n}}'),
  personsBelow: filled<number>('Jumlah peserta minimal {{n}} orang'),
  personsAbove: filled<number>('Jumlah peserta maksimal {{n}} orang'),
  full: 'Kuota tanggal ini sudah penuh (sisa 0 orang)',
  seatsLeft: filled<number>('Kuota tidak cukup: sisa {{n}} orang untuk tanggal ini'),
  notCancellable: 'Booking ini tidak bisa dibatalkan lagi',
  // A visitor's cancellation past the package's window (409): the page offers the village's WhatsApp.
  cancelTooLate: filled<number>('Pembatalan online hanya bisa sampai {{n}} jam sebelum trip. Silakan hubungi desa lewat WhatsApp.'),
  cancelAfterStart: 'Pembatalan online hanya bisa sebelum trip dimulai. Silakan hubungi desa lewat WhatsApp.',
  cancellationSeen: 'Pembatalan oleh pengunjung sudah dilihat',
  outcomeTooEarly: 'Selesai atau tidak hadir baru bisa dicatat mulai tanggal perjalanan',
  rescheduleClosed: 'Booking yang sudah selesai atau batal tidak bisa diubah',
  // Rules' own fields.
  capacity: 'Kuota per tanggal harus bilangan bulat 1-10000 (kosongkan bila tanpa batas)',
  daysAhead: 'Jumlah hari harus bilangan bulat 0-730',
  daysAheadOrder: 'Batas terjauh tidak boleh lebih kecil dari batas terdekat',
  weekdays: 'Pilih minimal satu hari',
  tooManyClosedDates: 'Maksimal 366 tanggal tutup',
  cancellationNoteMax: 'Catatan pembatalan maksimal 1000 karakter',
  cancelHours: 'Batas pembatalan harus bilangan bulat 0-720 jam',
  refundDeposit: 'Pengembalian uang muka harus true atau false',
  depositPercent: 'Uang muka harus 1-100%',
  depositAmount: 'Uang muka harus lebih dari Rp 0',
  invalidUnseenFilter: 'Filter pembatalan harus true atau false',
} as const;
