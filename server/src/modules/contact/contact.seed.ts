import type { DemoSeed } from '../../db/demo-seed.ts';
import { type ContactMessageValues, insertContactMessage } from './contact.repo.ts';

type DemoMessage = Omit<ContactMessageValues, 'created_at' | 'replied_at'> & { daysAgo: number };

/** A few messages in each state the screen shows: new, read, replied. */
const MESSAGES: DemoMessage[] = [
  {
    name: 'Maya Putri', email: 'maya.putri@contoh.id', phone: '0812-3456-7890', daysAgo: 0,
    subject: 'Paket snorkeling untuk rombongan kantor',
    message: 'Selamat siang. Kami rombongan 18 orang dari Makassar ingin ikut paket snorkeling bulan depan. Apakah bisa disediakan makan siang dan perahu khusus? Terima kasih.',
  },
  {
    name: 'Thomas Becker', email: 'thomas.becker@contoh.id', phone: null, daysAgo: 1,
    subject: 'Homestay kosong di bulan Agustus',
    message: 'Halo! Saya dan pasangan ingin menginap tiga malam pada minggu kedua Agustus. Apakah ada homestay dengan kipas angin atau AC? Bagaimana cara memesannya?',
  },
  {
    name: 'Rahmat Hidayat', email: 'rahmat.h@contoh.id', phone: '0852-1111-2222', daysAgo: 3, is_read: true,
    subject: 'Jadwal perahu hari Minggu',
    message: 'Apakah perahu dari Kayu Bangkoa tetap berangkat pada hari Minggu pagi? Saya membawa dua anak kecil dan ingin datang lebih awal.',
  },
  {
    name: 'Siti Aminah', email: 'siti.aminah@contoh.id', phone: null, daysAgo: 6, is_read: true,
    subject: 'Kerja sama penelitian terumbu karang',
    message: 'Kami dari kelompok studi kelautan kampus ingin mengadakan pendataan terumbu karang bersama warga. Kepada siapa kami bisa mengajukan izin?',
    admin_reply: 'Terima kasih atas minatnya. Silakan kirim surat pengantar kampus ke email desa; kepala dusun akan menghubungi Anda untuk mengatur jadwal bersama kelompok nelayan.',
  },
  {
    name: 'Yusuf Maulana', email: 'yusuf.m@contoh.id', phone: '0813-9876-5432', daysAgo: 12, is_read: true,
    subject: 'Oleh-oleh khas pulau',
    message: 'Apakah ada toko yang menjual abon ikan dan kerajinan kerang? Saya ingin membeli untuk keluarga sebelum pulang.',
    admin_reply: 'Ada, di halaman UMKM kami ada beberapa penjual abon ikan dan kerajinan kerang. Anda juga bisa mampir ke koperasi desa dekat dermaga.',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export const contactDemoSeed: DemoSeed = {
  name: 'contact',
  async run({ db }) {
    const now = Date.now();
    for (const { daysAgo, ...message } of MESSAGES) {
      const created = new Date(now - daysAgo * DAY_MS - 3 * 60 * 60 * 1000);
      const replied = message.admin_reply ? new Date(created.getTime() + 5 * 60 * 60 * 1000) : null;
      await insertContactMessage(db, { ...message, created_at: created, replied_at: replied });
    }
  },
};
