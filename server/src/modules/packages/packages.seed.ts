import { demoPictures, type DemoScene } from '../../db/demo-images.ts';
import type { DemoSeed } from '../../db/demo-seed.ts';
import { insertPackage, type PackageValues } from './packages.repo.ts';

// The village's own WhatsApp line (the same number the contact settings show).
const WHATSAPP = '6281241903377';

const PACKAGES: (Omit<PackageValues, 'image' | 'whatsappContact'> & { scene: DemoScene })[] = [
  {
    name: 'Snorkeling Sehari di Taman Karang',
    description:
      'Berangkat pagi dari Dermaga Kayu Bangkoa, snorkeling di dua titik terumbu karang bersama pemandu ' +
      'lokal, makan siang ikan bakar di rumah warga, lalu bersantai di Pantai Pasir Putih sebelum kembali ke ' +
      'Makassar sore hari. Cocok untuk pemula; pelampung disediakan.',
    duration: '1 hari (07.00–17.00)',
    minPersons: 2,
    maxPersons: 12,
    facilities: [
      'Perahu pulang-pergi dari Makassar',
      'Alat snorkeling dan pelampung',
      'Makan siang ikan bakar dan kelapa muda',
      'Pemandu snorkeling lokal',
      'Dokumentasi foto bawah air',
    ],
    price: 350_000,
    popular: true,
    whatsappBookingUrl: `https://wa.me/${WHATSAPP}`,
    scene: 'reef',
  },
  {
    name: 'Menginap di Rumah Warga 2H1M',
    description:
      'Dua hari satu malam tinggal bersama keluarga nelayan di rumah panggung. Ikut melaut saat subuh, ' +
      'belajar memasak pallu mara, snorkeling di taman karang, dan menikmati matahari terbenam dari gusung ' +
      'pasir. Malamnya, belajar membaca bintang bersama para tetua.',
    duration: '2 hari 1 malam',
    minPersons: 2,
    maxPersons: 6,
    facilities: [
      'Perahu pulang-pergi dari Makassar',
      'Kamar di rumah warga (kipas angin, kelambu)',
      'Makan 4 kali dan kopi pagi',
      'Ikut melaut bersama nelayan',
      'Kelas memasak pallu mara',
      'Alat snorkeling',
    ],
    price: 650_000,
    popular: true,
    whatsappBookingUrl: null,
    scene: 'village',
  },
  {
    name: 'Senja dan Mancing Tradisional',
    description:
      'Setengah hari memancing dengan cara nelayan pulau: tali pancing tangan dari perahu kayu di atas ' +
      'terumbu. Hasil tangkapan dibakar di pantai sambil menunggu matahari terbenam.',
    duration: 'Setengah hari (14.00–19.00)',
    minPersons: 2,
    maxPersons: 8,
    facilities: ['Perahu nelayan dan awak', 'Alat pancing dan umpan', 'Bakar ikan di pantai', 'Air mineral dan kopi'],
    price: 250_000,
    popular: false,
    whatsappBookingUrl: null,
    scene: 'sunset',
  },
  {
    name: 'Menyelam di Dinding Karang (2 Penyelaman)',
    description:
      'Dua kali penyelaman di dinding karang barat laut dan taman karang bersama pemandu selam bersertifikat. ' +
      'Khusus penyelam bersertifikat minimal Open Water; bawa kartu sertifikat dan logbook Anda.',
    duration: '1 hari',
    minPersons: 1,
    maxPersons: 6,
    facilities: [
      'Perahu selam',
      'Tabung dan pemberat untuk 2 penyelaman',
      'Pemandu selam bersertifikat',
      'Makan siang',
      'Sewa alat lengkap tersedia (biaya tambahan)',
    ],
    price: 1_200_000,
    popular: false,
    whatsappBookingUrl: `https://wa.me/${WHATSAPP}`,
    scene: 'sea',
  },
  {
    name: 'Wisata Edukasi Budaya dan Mangrove (Rombongan Sekolah)',
    description:
      'Program sehari untuk sekolah dan komunitas: menanam bibit bakau, berkunjung ke galangan perahu, ' +
      'belajar tari Pakarena dengan sanggar desa dan mencicipi kue tradisional.',
    duration: '1 hari (08.00–15.00)',
    minPersons: 10,
    maxPersons: 40,
    facilities: ['Perahu rombongan', 'Bibit bakau untuk ditanam', 'Pemandu budaya', 'Makan siang dan kudapan'],
    price: 175_000,
    popular: false,
    whatsappBookingUrl: null,
    scene: 'forest',
  },
];

export const packagesDemoSeed: DemoSeed = {
  name: 'packages',
  async run({ db, storage }) {
    const pictures = await demoPictures(storage, PACKAGES.map(({ scene }) => ({ scenes: [scene] as const })), 300);
    // Written last to first, so the newest-first order keeps the order above within each group.
    for (const [index, { scene: _scene, ...tourPackage }] of [...PACKAGES.entries()].reverse()) {
      await insertPackage(db, { ...tourPackage, image: pictures[index]!.image, whatsappContact: WHATSAPP });
    }
  },
};
