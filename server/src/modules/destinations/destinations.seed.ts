import type { DestinationCategory, DestinationEnglishStored } from '@island/shared';
import { demoPictures, type DemoScene } from '../../db/demo-images.ts';
import type { DemoSeed } from '../../db/demo-seed.ts';
import { insertDestination } from './destinations.repo.ts';

interface DemoDestination {
  title: string;
  category: DestinationCategory;
  shortDescription: string;
  description: string;
  location: { lat: number; lng: number };
  scenes: [DemoScene, ...DemoScene[]];
  /** The English twin, where the demo has one (the others show how the English pages mark the Indonesian). */
  en?: DestinationEnglishStored;
}

// Places on and around the (invented) Pulau Karang Bulo, in the Spermonde archipelago off Makassar.
const DESTINATIONS: DemoDestination[] = [
  {
    title: 'Pantai Pasir Putih Tanjung Bulo',
    category: 'beaches',
    shortDescription: 'Pantai berpasir putih halus di ujung barat pulau, tempat terbaik menikmati matahari terbenam.',
    description:
      'Di ujung barat pulau, pasir putih yang lembut bertemu air laut yang bening dan dangkal, aman untuk ' +
      'anak-anak berenang. Pohon cemara laut dan ketapang memberi teduh di siang hari, sementara sore hari ' +
      'langit berubah jingga tepat di atas Selat Makassar. Warung warga di dekat pantai menjual kelapa muda ' +
      'dan pisang epe. Pencinta senja: datanglah sekitar pukul 17.30 dan bawa sarung untuk angin sore.',
    location: { lat: -5.0012, lng: 119.2937 },
    scenes: ['beach', 'sunset', 'beach'],
    en: {
      title: 'Tanjung Bulo White Sand Beach',
      shortDescription: "Fine white sand at the island's western tip, the best place to watch the sun go down.",
      description:
        'At the western tip of the island, soft white sand meets clear, shallow water that is safe for children ' +
        'to swim in. Casuarina and tropical almond trees give shade at midday, and in the late afternoon the sky ' +
        'turns orange right above the Makassar Strait. A villagers\' stall near the beach sells young coconuts and ' +
        'pisang epe (grilled pressed banana). Sunset lovers: come around 17.30 and bring a sarong for the evening breeze.',
    },
  },
  {
    title: 'Gusung Pasir Timbul',
    category: 'beaches',
    shortDescription: 'Gosong pasir yang muncul saat air surut, dikelilingi laut toska sejauh mata memandang.',
    description:
      'Gusung, sebutan warga untuk gosong pasir, muncul di timur pulau ketika air laut surut dan perlahan ' +
      'tenggelam lagi saat pasang. Perahu nelayan mengantar tamu ke sana dalam sepuluh menit. Datanglah pagi ' +
      'hari saat surut terendah, dan tanyakan jadwal pasang kepada pemandu di dermaga. Tidak ada peneduh: ' +
      'bawalah topi, air minum dan tabir surya yang ramah terumbu.',
    location: { lat: -5.0147, lng: 119.3188 },
    scenes: ['sea', 'beach'],
  },
  {
    title: 'Taman Karang Spermonde',
    category: 'nature',
    shortDescription: 'Hamparan terumbu karang dangkal dengan ikan badut, kima raksasa dan penyu yang kerap melintas.',
    description:
      'Hanya lima menit berperahu dari dermaga, taman karang ini dijaga bersama oleh kelompok nelayan desa: ' +
      'tidak ada jangkar, tidak ada penangkapan ikan di dalam zona pelampung kuning. Kedalaman dua sampai ' +
      'enam meter membuatnya cocok untuk snorkeling pemula. Jangan menginjak atau menyentuh karang, dan ' +
      'gunakan pelampung bila belum terbiasa berenang di laut terbuka.',
    location: { lat: -5.0089, lng: 119.2861 },
    scenes: ['reef', 'sea', 'reef'],
    en: {
      title: 'Spermonde Coral Garden',
      shortDescription: 'A stretch of shallow coral reef with clownfish, giant clams and turtles that often swim by.',
      description:
        "Only five minutes by boat from the jetty, this coral garden is looked after by the village's fishing groups: " +
        'no anchors and no fishing inside the yellow buoys. At two to six metres deep it suits first-time ' +
        'snorkellers. Do not stand on or touch the coral, and wear a life jacket if you are not used to swimming ' +
        'in open water.',
    },
  },
  {
    title: 'Hutan Mangrove Pesisir Timur',
    category: 'nature',
    shortDescription: 'Jalan papan sepanjang 300 meter menembus hutan bakau, rumah bagi kepiting, burung raja udang dan ikan muda.',
    description:
      'Mangrove di pesisir timur ditanam ulang oleh pemuda desa sejak 2014 setelah abrasi menggerus pantai. ' +
      'Kini jalan papan sederhana membawa pengunjung menyusuri akar-akar bakau sampai ke menara pandang kecil. ' +
      'Pagi hari adalah waktu terbaik untuk melihat burung. Pengunjung bisa ikut menanam bibit bakau bersama ' +
      'kelompok sadar wisata dengan donasi sukarela.',
    location: { lat: -5.0061, lng: 119.3104 },
    scenes: ['forest', 'sea'],
  },
  {
    title: 'Kampung Nelayan dan Galangan Perahu',
    category: 'culture',
    shortDescription: 'Melihat dari dekat perahu kayu dibuat dengan tangan dan kehidupan sehari-hari keluarga nelayan.',
    description:
      'Di sisi selatan pulau berdiri deretan rumah panggung kayu dan galangan tempat para panrita lopi, ' +
      'tukang perahu tradisional, menyambung papan demi papan tanpa gambar kerja. Pagi hari nelayan pulang ' +
      'membawa hasil tangkapan, ibu-ibu menjemur ikan dan rumput laut. Mintalah izin sebelum memotret, ' +
      'dan kenakan pakaian sopan saat berjalan di kampung.',
    location: { lat: -5.0043, lng: 119.3021 },
    scenes: ['village', 'craft'],
  },
  {
    title: 'Masjid Tua dan Sumur Keramat',
    category: 'culture',
    shortDescription: 'Masjid kayu tertua di pulau dan sumur air tawar yang menjadi awal mula permukiman.',
    description:
      'Menurut cerita para tetua, sumur air tawar di tengah pulau inilah yang membuat para nelayan pertama ' +
      'memutuskan menetap. Di sampingnya berdiri masjid kayu beratap tumpang yang dibangun gotong royong ' +
      'dan hingga kini menjadi pusat kegiatan warga. Pengunjung dipersilakan melihat dari serambi; ' +
      'hindari waktu salat dan kenakan pakaian yang menutup bahu dan lutut.',
    location: { lat: -5.0028, lng: 119.2999 },
    scenes: ['village'],
  },
  {
    title: 'Dinding Karang Pulau Bulo',
    category: 'adventure',
    shortDescription: 'Titik selam dinding karang yang curam hingga 30 meter, dengan arus sedang dan ikan-ikan besar.',
    description:
      'Di sisi barat laut, terumbu tiba-tiba menukik tajam menjadi dinding karang yang dipenuhi kipas laut dan ' +
      'spons raksasa. Kawanan barakuda dan ikan napoleon sesekali terlihat. Arusnya bisa kuat, sehingga titik ' +
      'ini hanya untuk penyelam bersertifikat (minimal Open Water) bersama pemandu selam lokal. ' +
      'Khusus penyelam bersertifikat; alat selam bisa disewa di pondok selam desa.',
    location: { lat: -5.0004, lng: 119.2818 },
    scenes: ['reef', 'sea'],
  },
  {
    title: 'Jelajah Kayak Antarpulau',
    category: 'adventure',
    shortDescription: 'Mendayung kayak dari pulau ke gusung dan pulau tetangga, melintasi laut yang jernih dan tenang.',
    description:
      'Rute kayak sepanjang enam kilometer ini melintasi perairan dangkal yang jernih, singgah di gusung pasir ' +
      'untuk berenang, lalu kembali menyusuri hutan mangrove. Paling nyaman dilakukan pagi hari pada musim ' +
      'timur (April sampai Oktober) saat laut tenang. Pemandu mendampingi setiap rombongan dan membawa ' +
      'perahu pendamping untuk keselamatan.',
    location: { lat: -5.0231, lng: 119.3297 },
    scenes: ['sea', 'sunset', 'beach'],
  },
];

export const destinationsDemoSeed: DemoSeed = {
  name: 'destinations',
  async run({ db, storage }) {
    const pictures = await demoPictures(storage, DESTINATIONS, 100);
    // Written last to first, so the list (newest first) opens with the first entry above.
    for (const [index, { scenes: _scenes, ...destination }] of [...DESTINATIONS.entries()].reverse()) {
      await insertDestination(db, { ...destination, ...pictures[index]! });
    }
  },
};
