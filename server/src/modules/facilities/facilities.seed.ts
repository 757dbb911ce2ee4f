import type { DemoSeed } from '../../db/demo-seed.ts';
import { type FacilityValues, insertFacility } from './facilities.repo.ts';

const FACILITIES: FacilityValues[] = [
  { icon: '🏠', label: 'Homestay Warga', description: 'Rumah panggung warga dengan kamar bersih, kipas angin dan sarapan khas pulau.', available: true },
  { icon: '🤿', label: 'Sewa Alat Snorkeling', description: 'Masker, snorkel dan fin tersedia di pos pemandu dekat dermaga.', available: true },
  { icon: '🍽️', label: 'Warung Seafood', description: 'Ikan bakar, cumi dan kapurung dari tangkapan nelayan hari itu.', available: true },
  { icon: '🕌', label: 'Masjid Nurul Bahri', description: 'Masjid di tengah kampung, terbuka untuk pengunjung.', available: true },
  { icon: '⚡', label: 'Listrik', description: 'Listrik PLN menyala pukul 17.00 sampai 07.00; siang hari dibantu panel surya.', available: true },
  { icon: '📶', label: 'Sinyal 4G', description: 'Sinyal seluler tersedia di sebagian besar pulau.', available: true },
  { icon: '🚻', label: 'Toilet & Bilas', description: 'Toilet umum dan tempat bilas air tawar di dekat pantai utama.', available: true },
  { icon: '🏥', label: 'Puskesmas Pembantu', description: 'Pelayanan kesehatan dasar, Senin sampai Sabtu pagi.', available: true },
  { icon: '⛵', label: 'Sewa Kano', description: 'Sedang diperbaiki setelah musim barat.', available: false },
];

export const facilitiesDemoSeed: DemoSeed = {
  name: 'facilities',
  async run({ db }) {
    for (const facility of FACILITIES) await insertFacility(db, facility);
  },
};
