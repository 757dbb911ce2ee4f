export const FACILITY_TEXTS = {
  created: (label: string) => `Fasilitas ${label} berhasil ditambahkan`,
  deleted: (label: string) => `Fasilitas ${label} berhasil dihapus`,
  updated: (label: string) => `Fasilitas ${label} berhasil diperbarui`,
  createFailed: 'Gagal menambahkan fasilitas',
  deleteFailed: 'Gagal menghapus fasilitas',
  toggleFailed: 'Gagal mengubah status fasilitas',
  listFailed: 'Gagal memuat daftar fasilitas',
  empty: 'Tidak ada fasilitas yang tersedia saat ini',
  iconRequired: 'Ikon wajib diisi',
  iconMax: 'Ikon maksimal 4 karakter',
  labelRequired: 'Nama fasilitas wajib diisi',
  labelMax: 'Nama fasilitas maksimal 100 karakter',
} as const;

/** The 16 preset icons the settings screen offers. */
export const FACILITY_ICONS = [
  '🏝️', '🏖️', '⛵', '🚤', '🐠', '🤿', '🏠', '🍽️', '🕌', '🏥', '📶', '⚡', '🚻', '💧', '🅿️', '🛒',
] as const;
