// Texts of the module without its schemas, so pages that only show them load no validation code.

export const TESTIMONIAL_TEXTS = {
  sent: 'Testimonial berhasil dikirim. Terima kasih!',
  sendFailed: 'Gagal mengirim testimonial.',
  updated: 'Testimoni berhasil diperbarui',
  displayed: 'Testimoni ditampilkan di beranda',
  hidden: 'Testimoni disembunyikan dari beranda',
  verified: 'Testimoni berhasil diverifikasi',
  unverified: 'Testimoni tidak diverifikasi',
  deleted: (name: string) => `Testimoni dari ${name} berhasil dihapus`,
  loadFailed: 'Failed to fetch testimonials',
  updateFailed: 'Failed to update testimonial',
  deleteFailed: 'Failed to delete testimonial',
  notFound: 'Testimoni tidak ditemukan',
  nameRequired: 'Nama wajib diisi',
  messageRequired: 'Pesan wajib diisi',
  messageMax: 'Pesan maksimal 2000 karakter',
  reviewMessageMax: 'Ulasan maksimal 1000 karakter',
  starRange: 'Rating harus antara 1 dan 5',
  invalidEmail: 'Email tidak valid',
} as const;
