import { demoPictures, type DemoScene } from '../../db/demo-images.ts';
import type { DemoSeed } from '../../db/demo-seed.ts';
import { insertPackage, type PackageValues } from './packages.repo.ts';

// The village's own WhatsApp line (the same number the contact settings show).
const WHATSAPP = '6281241903377';

/** Where most groups meet: the village's own jetty, by the fish market. */
const JETTY = {
  meetingPointName: 'Dermaga Desa Pulau Bulo',
  meetingPointDirections:
    'Turun dari kapal penyeberangan di dermaga utama, berjalan lurus 50 meter ke pos jaga berwarna biru di samping ' +
    'tempat pelelangan ikan. Pemandu menunggu dengan kaus bertuliskan "Pemandu Desa".',
  meetingPointLocation: { lat: -5.0036, lng: 119.3008 },
} as const;

/** A seeded boat by name and a time of its timetable (the transportation seed runs first). */
type SeedLeg = { boat: string; time: string };

/** The boats the demo trips take, as their itineraries say: the morning boat over, an afternoon boat back. */
const LEGS: Record<string, { out: SeedLeg; back: SeedLeg }> = {
  'Snorkeling Sehari di Taman Karang': { out: { boat: 'KM Bulo Indah', time: '07:00' }, back: { boat: 'KM Bulo Indah', time: '16:00' } },
};

const PACKAGES: (Omit<PackageValues, 'image' | 'gallery' | 'whatsappContact'> & { scenes: [DemoScene, ...DemoScene[]] })[] = [
  {
    name: 'Snorkeling Sehari di Taman Karang',
    description:
      'Berangkat pagi dari Dermaga Kayu Bangkoa, snorkeling di dua titik terumbu karang bersama pemandu ' +
      'lokal, makan siang ikan bakar di rumah warga, lalu bersantai di Pantai Pasir Putih sebelum kembali ke ' +
      'Makassar sore hari. Cocok untuk pemula; pelampung disediakan.',
    duration: '1 hari (06.30–17.00)',
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
    scenes: ['reef', 'sea', 'beach', 'food'],
    itinerary: [
      { time: '06.30', text: 'Kumpul di Dermaga Kayu Bangkoa, Makassar; pembagian pelampung' },
      { time: '07.00', text: 'Naik KM Bulo Indah menuju Pulau Bulo (sekitar 1 jam)' },
      { time: '08.15', text: 'Tiba di dermaga desa, pengarahan keselamatan bersama pemandu' },
      { time: '08.45', text: 'Snorkeling di titik pertama: Taman Karang Spermonde' },
      { time: '10.30', text: 'Snorkeling di titik kedua: gusung pasir timbul' },
      { time: '12.30', text: 'Makan siang ikan bakar dan kelapa muda di rumah warga' },
      { time: '14.00', text: 'Bersantai dan berenang di Pantai Pasir Putih Tanjung Bulo' },
      { time: '16.00', text: 'KM Bulo Indah pulang ke Makassar' },
      { time: '17.00', text: 'Tiba di Dermaga Kayu Bangkoa' },
    ],
    excluded: ['Transportasi ke Dermaga Kayu Bangkoa', 'Sewa kamera bawah air', 'Tip untuk pemandu (sukarela)'],
    bring: ['Baju renang dan baju ganti', 'Handuk', 'Tabir surya ramah terumbu karang', 'Topi dan kacamata hitam', 'Obat pribadi'],
    meetingPointName: 'Dermaga Kayu Bangkoa, Makassar',
    meetingPointDirections:
      'Di Jalan Pasar Ikan, seberang Pantai Losari sisi utara. Masuk gerbang dermaga, cari perahu bercat biru-putih ' +
      'bernama "Bulo Indah"; pemandu menunggu di ujung dermaga 15 menit sebelum berangkat.',
    meetingPointLocation: { lat: -5.1329, lng: 119.4079 },
    boat: 'KM Bulo Indah (kapal kayu, 20 penumpang)',
    en: {
      name: 'A Day of Snorkelling in the Coral Garden',
      description:
        'Leave Kayu Bangkoa jetty in the morning, snorkel at two reef spots with a local guide, have grilled fish ' +
        "for lunch in a villager's home, then relax on the White Sand Beach before sailing back to Makassar in the " +
        'afternoon. Fine for beginners; life jackets are provided.',
      duration: '1 day (06.30–17.00)',
      facilities: [
        'Return boat from Makassar',
        'Snorkelling gear and life jacket',
        'Lunch of grilled fish and young coconut',
        'Local snorkelling guide',
        'Underwater photos',
      ],
      itinerary: [
        'Meet at Kayu Bangkoa jetty, Makassar; life jackets handed out',
        'Board KM Bulo Indah to Bulo Island (about 1 hour)',
        'Arrive at the village jetty, safety briefing with the guide',
        'Snorkelling at the first spot: the Spermonde Coral Garden',
        'Snorkelling at the second spot: the sandbar',
        "Lunch of grilled fish and young coconut in a villager's home",
        'Relax and swim at Tanjung Bulo White Sand Beach',
        'KM Bulo Indah sails back to Makassar',
        'Arrive at Kayu Bangkoa jetty',
      ],
      excluded: ['Getting to Kayu Bangkoa jetty', 'Underwater camera hire', 'Tip for the guide (optional)'],
      bring: ['Swimwear and a change of clothes', 'Towel', 'Reef-safe sunscreen', 'Hat and sunglasses', 'Personal medicine'],
      meetingPointName: 'Kayu Bangkoa jetty, Makassar',
      meetingPointDirections:
        'On Jalan Pasar Ikan, across from the north end of Losari Beach. Go through the jetty gate and look for the ' +
        'blue-and-white boat named "Bulo Indah"; the guide waits at the end of the jetty 15 minutes before departure.',
    },
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
    scenes: ['village', 'sunset', 'food', 'reef'],
    itinerary: [
      { time: 'Hari 1, 09.00', text: 'Kumpul di dermaga desa, disambut keluarga tuan rumah' },
      { time: 'Hari 1, 10.00', text: 'Berkeliling kampung nelayan dan galangan perahu' },
      { time: 'Hari 1, 12.00', text: 'Makan siang bersama keluarga' },
      { time: 'Hari 1, 15.00', text: 'Kelas memasak pallu mara di dapur warga' },
      { time: 'Hari 1, 17.30', text: 'Matahari terbenam di gusung pasir' },
      { time: 'Hari 1, 20.00', text: 'Belajar membaca bintang bersama para tetua' },
      { time: 'Hari 2, 04.30', text: 'Ikut melaut bersama nelayan' },
      { time: 'Hari 2, 09.00', text: 'Snorkeling di taman karang' },
      { time: 'Hari 2, 12.00', text: 'Makan siang dan berpamitan' },
    ],
    excluded: ['Perahu tambahan di luar jadwal', 'Minuman selain kopi dan air mineral', 'Oleh-oleh dari UMKM desa'],
    bring: ['Pakaian untuk 2 hari', 'Jaket tipis untuk melaut subuh', 'Senter kecil', 'Obat nyamuk', 'Sandal yang tidak licin'],
    ...JETTY,
    boat: 'Perahu Nelayan Sipakatau',
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
    scenes: ['sunset', 'sea'],
    itinerary: [
      { time: '14.00', text: 'Kumpul di dermaga desa, pembagian alat pancing dan umpan' },
      { time: '14.30', text: 'Berlayar ke terumbu di sisi barat pulau' },
      { time: '15.00', text: 'Memancing dengan tali pancing tangan bersama nelayan' },
      { time: '17.30', text: 'Kembali ke pantai, membakar hasil tangkapan' },
      { time: '18.00', text: 'Makan malam ikan bakar sambil menunggu matahari terbenam' },
      { time: '19.00', text: 'Selesai di dermaga desa' },
    ],
    excluded: ['Perahu dari Makassar ke pulau', 'Makan selain ikan bakar hasil tangkapan'],
    bring: ['Topi', 'Tabir surya', 'Baju lengan panjang', 'Obat anti mabuk laut bila perlu'],
    ...JETTY,
    boat: 'Perahu nelayan (4-8 orang)',
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
    scenes: ['sea', 'reef', 'reef'],
    itinerary: [
      { time: '07.30', text: 'Kumpul di pos selam dermaga desa, periksa sertifikat dan logbook' },
      { time: '08.00', text: 'Pengarahan dan perakitan alat' },
      { time: '08.30', text: 'Penyelaman pertama: dinding karang barat laut' },
      { time: '10.00', text: 'Istirahat permukaan di perahu' },
      { time: '11.00', text: 'Penyelaman kedua: taman karang' },
      { time: '12.30', text: 'Makan siang di dermaga desa' },
    ],
    excluded: ['Sewa alat selam lengkap (Rp 150.000)', 'Asuransi selam', 'Perahu dari Makassar ke pulau'],
    bring: ['Kartu sertifikat selam (minimal Open Water)', 'Logbook', 'Baju renang', 'Komputer selam bila punya'],
    ...JETTY,
    meetingPointName: 'Pos Selam, Dermaga Desa Pulau Bulo',
    boat: 'Perahu selam desa',
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
    scenes: ['forest', 'village', 'dance'],
    itinerary: [
      { time: '08.00', text: 'Kumpul di dermaga desa, pembagian kelompok' },
      { time: '08.30', text: 'Menanam bibit bakau di Hutan Mangrove Pesisir Timur' },
      { time: '10.30', text: 'Berkunjung ke galangan perahu' },
      { time: '12.00', text: 'Makan siang dan kudapan kue tradisional' },
      { time: '13.00', text: 'Belajar tari Pakarena bersama sanggar desa' },
      { time: '15.00', text: 'Selesai, kembali ke dermaga' },
    ],
    excluded: ['Perahu dari Makassar ke pulau (dapat diatur terpisah)', 'Kaus rombongan'],
    bring: ['Sepatu atau sandal yang boleh basah dan berlumpur', 'Topi', 'Botol minum isi ulang', 'Buku catatan'],
    meetingPointName: 'Balai Desa Pulau Bulo',
    meetingPointDirections:
      'Dari dermaga desa, ikuti jalan semen ke arah masjid tua, lalu belok kanan; balai desa berpagar hijau di sebelah sekolah.',
    meetingPointLocation: { lat: -5.0031, lng: 119.3003 },
    boat: 'Perahu rombongan desa (40 orang)',
  },
];

export const packagesDemoSeed: DemoSeed = {
  name: 'packages',
  async run({ db, storage }) {
    const pictures = await demoPictures(storage, PACKAGES.map(({ scenes }) => ({ scenes })), 300);
    // Written last to first, so the newest-first order keeps the order above within each group.
    const boats = await db.selectFrom('transportations').select(['id', 'name', 'direction']).execute();
    const legOf = (leg: SeedLeg | undefined, direction: string) => {
      const boat = leg && boats.find((b) => b.name === leg.boat && b.direction === direction);
      return boat ? { transportationId: boat.id, time: leg.time } : null;
    };
    for (const [index, { scenes: _scenes, ...tourPackage }] of [...PACKAGES.entries()].reverse()) {
      const { image, gallery } = pictures[index]!;
      const legs = LEGS[tourPackage.name];
      await insertPackage(db, {
        ...tourPackage,
        image,
        gallery,
        whatsappContact: WHATSAPP,
        boatOut: legOf(legs?.out, 'to_island'),
        boatBack: legOf(legs?.back, 'from_island'),
      });
    }
  },
};
