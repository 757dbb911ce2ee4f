import type { DemoSeed } from '../../db/demo-seed.ts';
import { insertTestimonial, type NewTestimonial } from './testimonials.repo.ts';

type DemoTestimonial = Omit<NewTestimonial, 'email' | 'created_at'> & { email?: string; daysAgo: number };

const TESTIMONIALS: DemoTestimonial[] = [
  {
    name: 'Rina Wulandari', origin: 'Jakarta', star: 5, daysAgo: 4, is_displayed: true, is_verified: true,
    email: 'rina.w@contoh.id',
    message: 'Airnya jernih sekali, snorkeling di sisi barat pulau rasanya seperti masuk akuarium. Homestay-nya sederhana tapi bersih, dan ikan bakar buatan ibu pemilik rumah juara!',
  },
  {
    name: 'Andi Fadli', origin: 'Makassar', star: 5, daysAgo: 9, is_displayed: true, is_verified: true, source: 'google',
    message: 'Cuma sejam dari Kayu Bangkoa sudah sampai. Cocok untuk liburan akhir pekan bersama keluarga, anak-anak senang main di pantai yang landai.',
  },
  {
    name: 'Sarah Mitchell', origin: 'Melbourne, Australia', star: 5, daysAgo: 15, is_displayed: true, is_verified: true, source: 'google',
    message: 'Pulau yang tenang dan warganya sangat ramah. Saya belajar membuat kapurung dan melihat perahu dibuat di pinggir pantai. Tak terlupakan!',
  },
  {
    name: 'Muh. Irfan', origin: 'Gowa', star: 4, daysAgo: 22, is_displayed: true, is_verified: false,
    message: 'Senja dari ujung dermaga luar biasa. Listrik siang hari memang terbatas, tapi justru jadi pengalaman yang menyenangkan.',
  },
  {
    name: 'Dewi Lestari', origin: 'Surabaya', star: 5, daysAgo: 31, is_displayed: true, is_verified: true,
    email: 'dewi.lestari@contoh.id',
    message: 'Pemandu lokalnya hafal titik-titik karang. Kami melihat penyu dan banyak ikan badut. Terima kasih warga Mattiro Langi!',
  },
  {
    name: 'Hendra Gunawan', origin: 'Bandung', star: 4, daysAgo: 40, is_displayed: true, is_verified: false,
    message: 'Speedboat-nya cepat dan aman, pelampung tersedia untuk semua penumpang. Makanan laut segar dengan harga wajar.',
  },
  {
    name: 'Nurul Hikmah', origin: 'Parepare', star: 5, daysAgo: 52, is_displayed: true, is_verified: true,
    message: 'Sudah tiga kali ke sini dan selalu ingin kembali. Pantainya bersih karena warga rutin kerja bakti setiap Jumat.',
  },
  {
    name: 'Kenji Watanabe', origin: 'Osaka, Jepang', star: 4, daysAgo: 66, is_displayed: true, is_verified: false, source: 'google',
    message: 'Pulaunya tenang, karangnya indah. Perahu pagi berangkat tepat waktu dan awaknya sangat membantu.',
  },
  {
    name: 'Budi Santoso', origin: 'Maros', star: 3, daysAgo: 2, is_displayed: false, is_verified: false,
    message: 'Pulaunya indah, tapi waktu kami datang ombak cukup besar dan penyeberangan sempat tertunda.',
  },
  {
    name: 'Fitri Ramadhani', origin: 'Bone', star: 5, daysAgo: 1, is_displayed: false, is_verified: false,
    email: 'fitri.r@contoh.id',
    message: 'Baru pulang kemarin, masih terbayang birunya laut. Semoga bisa berkemah di pantai lain kali.',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export const testimonialsDemoSeed: DemoSeed = {
  name: 'testimonials',
  async run({ db }) {
    const now = Date.now();
    for (const { daysAgo, email, ...testimonial } of TESTIMONIALS) {
      await insertTestimonial(db, { ...testimonial, email: email ?? null, created_at: new Date(now - daysAgo * DAY_MS) });
    }
  },
};
