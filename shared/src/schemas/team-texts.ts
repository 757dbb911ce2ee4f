// Texts of the module without its schemas, so pages that only show them load no validation code.
import { LIMITS } from '../limits.ts';

export const TEAM_TEXTS = {
  title: 'Tim Kami',
  created: (name: string) => `Anggota tim ${name} berhasil ditambahkan`,
  updated: (name: string) => `Anggota tim ${name} berhasil diperbarui`,
  deleted: (name: string) => `Anggota tim ${name} berhasil dihapus`,
  createFailed: 'Gagal menambahkan anggota tim',
  updateFailed: 'Gagal memperbarui anggota tim',
  deleteFailed: 'Gagal menghapus anggota tim',
  listFailed: 'Gagal memuat daftar tim',
  notFound: 'Anggota tim tidak ditemukan',
  invalidId: 'ID anggota tim tidak valid',
  nameRequired: 'Nama wajib diisi',
  nameMax: `Nama maksimal ${LIMITS.nameMax} karakter`,
  roleRequired: 'Jabatan wajib diisi',
  roleMax: 'Jabatan maksimal 120 karakter',
  whatsappInvalid: 'Nomor WhatsApp tidak valid',
  sortInvalid: 'Urutan harus angka 0-999',
} as const;
