// Texts of the module without its schemas, so pages that only show them load no validation code.

export const ARTICLE_TAGS_MAX = 10;

export const ARTICLE_EXCERPT_MAX = 500;

export const ARTICLE_TEXTS = {
  titleLength: 'Judul harus minimal 5 karakter',
  titleTooLong: 'Judul maksimal 255 karakter',
  contentLength: 'Konten artikel minimal 10 karakter',
  contentTooLong: 'Konten artikel terlalu panjang',
  excerptTooLong: `Ringkasan maksimal ${ARTICLE_EXCERPT_MAX} karakter`,
  categoryRequired: 'Kategori wajib diisi',
  status: 'Status tidak valid',
  tag: 'Setiap tag maksimal 50 karakter',
  tooManyTags: `Maksimal ${ARTICLE_TAGS_MAX} tag`,
  featured: 'Nilai featured harus true atau false',
  reasonRequired: 'Alasan penolakan wajib diisi',
  reasonTooLong: 'Alasan penolakan maksimal 1000 karakter',
  invalidId: 'ID artikel tidak valid',
  invalidSlug: 'Slug artikel tidak valid',
  notFound: 'Artikel tidak ditemukan',
  created: 'Artikel berhasil dibuat',
  updated: 'Artikel berhasil diperbarui',
  deleted: 'Artikel berhasil dihapus',
  submitted: 'Thank you for your contribution! We will review your article and get back to you.',
  submitFailed: 'Failed to submit article. Please try again later.',
  loginToContribute: 'You must be logged in to contribute an article',
  fetchFailed: 'Failed to fetch articles',
  approved: (title: string) => `Artikel ${title} berhasil disetujui`,
  rejected: (title: string) => `Artikel ${title} ditolak`,
  // Refusals of the editorial workflow (docs/product.md, Article review), each saying what is not allowed.
  authorStatusOnly: 'Kontributor hanya dapat menyimpan artikel sebagai draft atau mengirimnya untuk direview (pending)',
  notYours: 'Artikel ini bukan milik Anda: Anda hanya dapat mengubah atau menghapus artikel Anda sendiri',
  publishedLocked: 'Artikel yang sudah terbit tidak dapat diubah atau dihapus oleh penulis',
  reviewStaffOnly: 'Hanya admin yang dapat menyetujui atau menolak artikel',
  reviewPendingOnly: 'Hanya artikel berstatus pending yang dapat disetujui atau ditolak',
  unpublished: 'Unpublished',
} as const;
