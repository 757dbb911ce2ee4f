// Texts of the module without its schemas, so pages that only show them load no validation code.

export const PRODUCT_CATEGORIES = ['kerajinan', 'kuliner', 'fashion', 'souvenir', 'tekstil', 'lainnya'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_TEXTS = {
  nameRequired: 'Nama produk wajib diisi',
  nameTooLong: 'Nama produk maksimal 255 karakter',
  msmeRequired: 'Pilih MSME terlebih dahulu',
  msmeNotFound: 'UMKM tidak ditemukan',
  msmeFirst: 'Anda harus membuat MSME terlebih dahulu sebelum menambahkan produk',
  notYours: 'Produk ini milik UMKM lain; Anda hanya dapat mengelola produk UMKM Anda sendiri',
  msmeNotYours: 'UMKM ini bukan milik Anda',
  descriptionRequired: 'Deskripsi wajib diisi',
  descriptionTooLong: 'Deskripsi maksimal 20000 karakter',
  categoryRequired: 'Kategori wajib dipilih',
  priceRequired: 'Harga wajib diisi',
  price: 'Harga harus berupa bilangan bulat minimal 0',
  materialRequired: 'Bahan wajib diisi',
  materialTooLong: 'Bahan maksimal 200 karakter',
  durabilityRequired: 'Daya tahan wajib diisi',
  durabilityTooLong: 'Daya tahan maksimal 200 karakter',
  deliveryTimeRequired: 'Waktu pengiriman wajib diisi',
  deliveryTimeTooLong: 'Waktu pengiriman maksimal 100 karakter',
  invalidId: 'ID produk tidak valid',
  notFound: 'Produk tidak ditemukan',
  created: 'Produk berhasil dibuat',
  updated: 'Produk berhasil diperbarui',
  deleted: 'Produk berhasil dihapus',
  loadFailed: 'Failed to load products',
} as const;
