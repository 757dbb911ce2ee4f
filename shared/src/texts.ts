/**
 * Interface texts used on both sides of the wire. The specification's wording is kept as is,
 * Indonesian first with its English labels.
 */
export const TEXTS = {
  loginRejected: 'Username atau password salah',
  loginException: 'Terjadi kesalahan saat login',
  loginRequired: 'Anda harus login untuk mengakses halaman ini',
  sessionEnded: 'Anda belum login atau sesi telah berakhir. Silakan login kembali.',
  tokenMissing: 'Authentication token is missing',
  totpRequired: 'Masukkan kode verifikasi dari aplikasi autentikator Anda',
  totpInvalid: 'Kode verifikasi salah atau sudah dipakai',
  twoFactorSetupRequired:
    'Akun staf wajib memakai verifikasi dua langkah. Aktifkan dulu di halaman profil sebelum melanjutkan.',
  forbidden: 'Anda tidak memiliki izin untuk melakukan tindakan ini',
  notOwner: 'Data ini milik pengguna lain; Anda hanya dapat mengubah data milik Anda sendiri',
  conflict: 'Data bertentangan dengan data yang sudah ada',
  tooLarge: 'Permintaan terlalu besar',
  notFound: 'Data tidak ditemukan',
  routeNotFound: 'Endpoint tidak ditemukan',
  tooManyRequests: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
  internal: 'Internal server error',
  validationFailed: 'Validasi gagal',
  unsafeCharacters: 'Teks berisi karakter yang tidak diizinkan',
  unavailable: 'Layanan sedang tidak tersedia. Silakan coba lagi sebentar lagi.',
  networkError: 'Network error or invalid JSON response',
  invalidJson: 'Server returned invalid JSON',
  deleted: 'Resource deleted successfully',
  uploadOnlyImages: 'Semua file harus berupa gambar (JPG, PNG) dengan ukuran maksimal 5MB',
  uploadTooMany: 'Maksimal 5 gambar diperbolehkan',
  uploadNone: 'Pilih minimal 1 gambar.',
  uploadFailed: 'Upload gambar gagal',
  uploadMalformed: 'Data unggahan rusak atau tidak lengkap',
  noPermissionTitle: 'Akses Ditolak',
  noPermissionBody: 'Anda tidak memiliki izin untuk mengakses halaman ini.',
  back: 'Kembali',
  unknownRoleWelcome:
    'Selamat datang! Akun Anda belum memiliki akses ke panel ini. Silakan hubungi administrator untuk mendapatkan akses.',
} as const;

const TRY_AGAIN_IN_TEMPLATE = 'Terlalu banyak kiriman. Coba lagi dalam {{n}} menit';

/**
 * A public form refused for the hour: when to try again, in whole minutes (`{{n}}`; at least 1).
 * The public pages find its twin in their language by the template (i18n `messages.tryAgainIn`).
 */
export const TRY_AGAIN_IN = Object.assign((minutes: number) => TRY_AGAIN_IN_TEMPLATE.replace('{{n}}', String(minutes)), {
  template: TRY_AGAIN_IN_TEMPLATE,
});
