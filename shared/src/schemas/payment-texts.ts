// Texts of payments without their schemas, so the booking page can name a refusal without loading
// validation code. Indonesian, as the server and the back office speak; the visitor's page takes
// its words from i18n (the `payment` group) and finds these by their text.

export const PAYMENT_TEXTS = {
  // Refusals the visitor may meet on their page (409, 503).
  notEnabled: 'Pembayaran online belum tersedia',
  notPayable: 'Pesanan ini tidak bisa dibayar online',
  nothingDue: 'Tidak ada yang perlu dibayar',
  tooLate: 'Pembayaran online sudah ditutup untuk tanggal ini',
  providerDown: 'Penyedia pembayaran sedang tidak bisa dihubungi, coba lagi sebentar lagi',
  // Staff.
  notFound: 'Tagihan tidak ditemukan',
  invalidId: 'ID tagihan tidak valid',
  invalidStatus: 'Status tagihan tidak valid',
  refundOnlyPaid: 'Hanya tagihan yang sudah dibayar yang bisa dikembalikan',
  refundReason: 'Alasan pengembalian wajib diisi (maksimal 500 karakter)',
  refunded: 'Pengembalian dana dicatat',
  refundMethod: 'Pilih cara pengembalian: lewat penyedia pembayaran atau manual',
  /** The provider offers no refund for this charge (or payments are off): it is made by hand. */
  refundNotByProvider: 'Penyedia pembayaran ini tidak bisa mengembalikan dana tagihan ini; kembalikan manual lalu catat sebagai transfer manual',
  /** The provider refused the refund: nothing was recorded. */
  refundRefused: 'Penyedia pembayaran menolak pengembalian dana, tidak ada yang dicatat',
  /** The provider did not answer: nothing was recorded, and asking again is safe (the refund has its own key). */
  refundProviderDown: 'Penyedia pembayaran tidak bisa dihubungi, pengembalian dana belum dicatat; coba lagi sebentar lagi',
  /** A refund the provider had accepted failed afterwards: the charge's reason for staff, and the booking is flagged. */
  refundFailed: 'Pengembalian dana lewat penyedia pembayaran GAGAL: uang belum kembali ke pembayar. Kembalikan dengan transfer manual, lalu catat di sini',
  checked: 'Status pembayaran diperiksa',
  reconciled: 'Tagihan hari itu dicocokkan dengan penyedia pembayaran',
  reconcileFuture: 'Hanya hari yang sudah lewat yang bisa dicocokkan',
  depositOneRule: 'Pilih persentase atau jumlah tetap uang muka, bukan keduanya',
  /** A clerk may not set the payment by hand while a provider reports it. */
  manualPaymentRefused: 'Pembayaran dicatat otomatis oleh penyedia pembayaran; catat pengembalian dana dari daftar tagihan',
} as const;
