import type { CultureCategory, CultureEnglishStored } from '@island/shared';
import { demoPictures, type DemoScene } from '../../db/demo-images.ts';
import type { DemoSeed } from '../../db/demo-seed.ts';
import { insertCulture } from './culture.repo.ts';

interface DemoCulture {
  title: string;
  category: CultureCategory;
  description: string;
  scenes: [DemoScene, ...DemoScene[]];
  /** The English twin, where the demo has one (the others show how the English pages mark the Indonesian). */
  en?: CultureEnglishStored;
}

// Traditions of the Bugis-Makassar fishing communities of the Spermonde islands. No videos are
// seeded: a made-up video id would point at somebody else's film.
const CULTURES: DemoCulture[] = [
  {
    title: 'Tari Pakarena',
    category: 'dance',
    description:
      'Tarian klasik Makassar yang dibawakan para penari perempuan dengan gerak lembut dan perlahan, kipas di ' +
      'tangan dan mata yang tertunduk. Di balik kelembutannya, gandrang (gendang) ditabuh cepat dan bersemangat: ' +
      'perpaduan yang melambangkan keteguhan perempuan Makassar. Di pulau, Pakarena ditampilkan sanggar remaja ' +
      'desa pada pesta pernikahan dan saat menyambut tamu penting.',
    scenes: ['dance', 'village'],
    en: {
      title: 'Pakarena Dance',
      description:
        'A classical Makassar dance performed by women with soft, slow movements, fans in hand and eyes lowered. ' +
        'Behind its gentleness the gandrang (drum) is beaten fast and fiercely: a pairing that stands for the ' +
        "steadfastness of Makassar women. On the island, the village youth studio performs Pakarena at weddings " +
        'and to welcome honoured guests.',
    },
  },
  {
    title: 'Gandrang Bulo',
    category: 'dance',
    description:
      'Pertunjukan rakyat yang riang: musik gendang dan bambu, tari, dan lawakan yang menyindir kehidupan ' +
      'sehari-hari. Anak-anak muda pulau memainkannya pada malam perayaan 17 Agustus dan pesta panen laut. ' +
      'Penonton biasanya ikut tertawa dan bertepuk tangan; wisatawan kerap diajak menari di akhir pertunjukan.',
    scenes: ['dance'],
  },
  {
    title: 'Pallu Mara Ikan Segar',
    category: 'culinary',
    description:
      'Ikan segar hasil tangkapan pagi dimasak dengan kuah kuning asam-pedas dari kunyit, asam jawa, serai ' +
      'dan cabai. Setiap dapur di pulau punya takarannya sendiri. Disantap hangat dengan nasi putih dan sambal ' +
      'mangga muda. Tamu homestay bisa ikut memasak bersama ibu-ibu desa, ' +
      'belajar langsung di dapur keluarga nelayan.',
    scenes: ['food', 'sea'],
    en: {
      title: 'Pallu Mara: Fresh Fish in Sour Yellow Broth',
      description:
        "The morning's catch cooked in a sour and spicy yellow broth of turmeric, tamarind, lemongrass and chilli. " +
        'Every kitchen on the island has its own measures. Eaten hot with white rice and green mango sambal. ' +
        "Homestay guests can cook it with the village women, learning first-hand in a fishing family's kitchen.",
    },
  },
  {
    title: 'Barongko dan Kue Tradisional',
    category: 'culinary',
    description:
      'Barongko adalah adonan pisang kepok, telur, santan dan gula yang dibungkus daun pisang lalu dikukus. ' +
      'Dahulu disajikan untuk bangsawan, kini hadir di setiap hajatan. Bersama cucur, jalangkote dan ' +
      'onde-onde, kue ini dijual ibu-ibu di dermaga setiap pagi, teman minum kopi sebelum berangkat snorkeling.',
    scenes: ['food'],
  },
  {
    title: "Maccera Tasi' (Syukuran Laut)",
    category: 'customs',
    description:
      'Sekali setahun, menjelang musim melaut, warga menggelar syukuran laut: doa bersama, makan bersama di ' +
      'tepi pantai, dan perahu-perahu berhias yang berlayar beriringan mengelilingi pulau. Tradisi ini adalah ' +
      'ungkapan terima kasih atas rezeki dari laut sekaligus pengingat untuk menjaganya. Pengunjung boleh ' +
      'menyaksikan dan ikut makan bersama; tanyakan tanggalnya kepada pengurus desa.',
    scenes: ['sea', 'sunset'],
  },
  {
    title: 'Ponggawa dan Sawi',
    category: 'customs',
    description:
      'Cara nelayan Spermonde bekerja sama sejak turun-temurun. Ponggawa adalah juragan yang memodali perahu ' +
      'dan alat tangkap; sawi adalah awak yang melaut. Hasil tangkapan dibagi menurut aturan yang disepakati ' +
      'bersama, dan ponggawa menanggung kebutuhan keluarga sawi saat musim paceklik. Hubungan ini lebih dari ' +
      'urusan dagang: ia adalah ikatan kekeluargaan yang menjaga kampung tetap utuh.',
    scenes: ['village', 'sea'],
  },
  {
    title: 'Membaca Bintang dan Angin',
    category: 'wisdom',
    description:
      'Sebelum ada GPS, pelaut Bugis-Makassar menentukan arah dari bintang, warna air dan arah angin. Bintang ' +
      'Tanrabbaja (bintang pari) menunjuk selatan, dan datangnya angin barat menandai saatnya menambatkan ' +
      'perahu. Para tetua masih mengajarkan pengetahuan ini kepada anak cucu. Pada malam cerah, pemandu ' +
      'mengajak tamu berbaring di dermaga dan belajar membaca langit seperti para pelaut dahulu.',
    scenes: ['sunset', 'sea'],
  },
];

export const cultureDemoSeed: DemoSeed = {
  name: 'culture',
  async run({ db, storage }) {
    const pictures = await demoPictures(storage, CULTURES, 200);
    // Written last to first, so the list (newest first) opens with the first entry above.
    for (const [index, { scenes: _scenes, ...culture }] of [...CULTURES.entries()].reverse()) {
      await insertCulture(db, { ...culture, ...pictures[index]!, videos: [], videoUrl: null });
    }
  },
};
