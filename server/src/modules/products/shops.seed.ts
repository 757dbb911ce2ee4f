import crypto from 'node:crypto';
import { createDemoImage, type DemoScene } from '../../db/demo-images.ts';
import type { DemoSeed } from '../../db/demo-seed.ts';
import { hashPassword } from '../../security/passwords.ts';
import { insertUser } from '../../security/auth.repo.ts';
import { createProductImage, type ProductMotif } from './product-demo-images.ts';
import { insertProduct, type ProductValues } from './products.repo.ts';
import { insertMsme, type MsmeValues } from '../msme/msme.repo.ts';

type DemoProduct = Omit<ProductValues, 'msmeId' | 'image'> & { motif: ProductMotif };

interface DemoMsme {
  /** The demo msme account owns it; otherwise an owner account of its own is made. */
  owner: 'demo' | { name: string; email: string };
  values: Omit<MsmeValues, 'userId' | 'logo' | 'banner' | 'gallery'>;
  scene: DemoScene;
  products: DemoProduct[];
}

const MSMES: DemoMsme[] = [
  {
    owner: 'demo',
    scene: 'sea',
    values: {
      brand: 'Phinisi Mini Daeng Rahma',
      businessName: 'Usaha Miniatur Perahu Daeng Rahma',
      ownerName: 'Daeng Rahma',
      description:
        'Miniatur perahu phinisi dan jolloro buatan tangan keluarga pembuat perahu di pulau. Setiap papan ' +
        'dipotong dan dirakit seperti perahu aslinya, dari sisa kayu galangan.',
      category: 'handicrafts',
      address: 'Jl. Galangan Perahu No. 3, RT 02, Pulau',
      phone: '081241903301',
      whatsapp: '081241903301',
      email: 'phinisimini@pulau.local',
      instagram: '@phinisimini.rahma',
      shopee: 'shopee.co.id/phinisimini',
      tiktok: '@phinisimini',
      facebook: null,
      website: null,
    },
    products: [
      {
        name: 'Miniatur Perahu Phinisi 40 cm',
        description: 'Miniatur phinisi dua tiang dengan tujuh layar kain, lambung kayu jati dan tali rami. Dikirim dalam kotak kayu.',
        category: 'kerajinan',
        price: 450_000,
        material: 'Kayu jati, kain blacu, tali rami',
        durability: 'Puluhan tahun bila disimpan di tempat kering',
        deliveryTime: '3-5 hari kerja',
        motif: 'boat',
      },
      {
        name: 'Miniatur Perahu Jolloro 25 cm',
        description: 'Perahu nelayan jolloro lengkap dengan cadik dan mesin tempel kecil, dicat warna khas pulau.',
        category: 'kerajinan',
        price: 175_000,
        material: 'Kayu waru, cat kayu',
        durability: 'Bertahun-tahun; hindari sinar matahari langsung',
        deliveryTime: '2-4 hari kerja',
        motif: 'boat',
      },
      {
        name: 'Gantungan Kunci Phinisi',
        description: 'Phinisi kecil 6 cm dari sisa kayu galangan, oleh-oleh ringan untuk dibawa pulang.',
        category: 'souvenir',
        price: 25_000,
        material: 'Kayu jati, ring besi',
        durability: 'Bertahun-tahun',
        deliveryTime: '1-2 hari kerja',
        motif: 'boat',
      },
    ],
  },
  {
    owner: 'demo',
    scene: 'beach',
    values: {
      brand: 'Ikan Kering Bu Hasnah',
      businessName: 'Olahan Hasil Laut Bu Hasnah',
      ownerName: 'Daeng Rahma',
      description: 'Ikan teri, cumi dan abon ikan dari tangkapan nelayan pulau, dijemur di para-para bambu tanpa pengawet.',
      category: 'food',
      address: 'Dermaga Utara, Pulau',
      phone: '081241903302',
      whatsapp: '081241903302',
      email: null,
      instagram: 'ikankering.hasnah',
      shopee: null,
      tiktok: null,
      facebook: 'Ikan Kering Bu Hasnah',
      website: null,
    },
    products: [
      {
        name: 'Ikan Teri Kering 250 g',
        description: 'Teri nasi dijemur sehari penuh di bawah matahari pulau, gurih dan tidak terlalu asin.',
        category: 'kuliner',
        price: 35_000,
        material: 'Ikan teri segar, garam laut',
        durability: '3 bulan dalam wadah tertutup',
        deliveryTime: '1-2 hari kerja',
        motif: 'fish',
      },
      {
        name: 'Cumi Asin 250 g',
        description: 'Cumi tangkapan malam yang dijemur esok paginya. Cocok digoreng kering atau dimasak sambal.',
        category: 'kuliner',
        price: 60_000,
        material: 'Cumi segar, garam laut',
        durability: '2 bulan dalam wadah tertutup',
        deliveryTime: '1-2 hari kerja',
        motif: 'fish',
      },
      {
        name: 'Abon Ikan Tuna 150 g',
        description: 'Abon tuna dimasak dengan santan dan rempah, tanpa pengawet. Lauk praktis untuk perjalanan.',
        category: 'kuliner',
        price: 45_000,
        material: 'Ikan tuna, santan, rempah',
        durability: '1 bulan setelah dibuka',
        deliveryTime: '1-2 hari kerja',
        motif: 'bottle',
      },
    ],
  },
  {
    owner: { name: 'Andi Tenri', email: 'tenun.pulau@pulau.local' },
    scene: 'village',
    values: {
      brand: 'Tenun Sarung Pulau',
      businessName: 'Kelompok Penenun Sarung Pulau',
      ownerName: 'Andi Tenri',
      description: 'Sarung dan selendang tenun gedogan oleh ibu-ibu penenun desa, dengan motif ombak dan perahu.',
      category: 'textiles',
      address: 'Lorong Tenun, RT 04, Pulau',
      phone: '081241903303',
      whatsapp: '081241903303',
      email: 'tenun.pulau@pulau.local',
      instagram: 'https://www.instagram.com/tenunsarungpulau/',
      shopee: 'tenunsarungpulau',
      tiktok: null,
      facebook: null,
      website: null,
    },
    products: [
      {
        name: 'Sarung Tenun Sutra Bugis',
        description: 'Sarung sutra motif kotak-kotak (balo renni) ditenun dua minggu dengan alat tenun gedogan.',
        category: 'tekstil',
        price: 650_000,
        material: 'Benang sutra, pewarna alami',
        durability: 'Seumur hidup dengan cuci tangan',
        deliveryTime: '2-3 hari kerja',
        motif: 'cloth',
      },
      {
        name: 'Selendang Tenun Motif Ombak',
        description: 'Selendang ringan bermotif ombak biru, cocok untuk pantai maupun acara resmi.',
        category: 'tekstil',
        price: 225_000,
        material: 'Benang katun',
        durability: 'Bertahun-tahun dengan cuci tangan',
        deliveryTime: '2-3 hari kerja',
        motif: 'cloth',
      },
      {
        name: 'Kemeja Motif Perahu',
        description: 'Kemeja katun lengan pendek dengan sablon motif perahu phinisi, ukuran S sampai XXL.',
        category: 'fashion',
        price: 275_000,
        material: 'Katun primisima',
        durability: 'Bertahun-tahun',
        deliveryTime: '3-5 hari kerja',
        motif: 'cloth',
      },
    ],
  },
  {
    owner: { name: 'Pak Baso', email: 'batok.baso@pulau.local' },
    scene: 'forest',
    values: {
      brand: 'Kerajinan Batok Pak Baso',
      businessName: null,
      ownerName: 'Pak Baso',
      description: 'Mangkuk, lampu hias dan alat makan dari batok kelapa pulau, diampelas halus dan dilapisi minyak kelapa.',
      category: 'handicrafts',
      address: 'Kebun Kelapa Selatan, Pulau',
      phone: '081241903304',
      whatsapp: '081241903304',
      email: null,
      instagram: null,
      shopee: null,
      tiktok: null,
      facebook: null,
      website: null,
    },
    products: [
      {
        name: 'Set Mangkuk Batok Kelapa (4 buah)',
        description: 'Empat mangkuk batok kelapa berlapis minyak kelapa, aman untuk salad, buah dan kudapan kering.',
        category: 'kerajinan',
        price: 90_000,
        material: 'Batok kelapa, minyak kelapa',
        durability: 'Bertahun-tahun; cuci tangan, jangan direndam',
        deliveryTime: '2-3 hari kerja',
        motif: 'bowl',
      },
      {
        name: 'Lampu Hias Batok Kelapa',
        description: 'Lampu gantung dari batok berukir lubang bintang; cahayanya membentuk pola di dinding.',
        category: 'kerajinan',
        price: 150_000,
        material: 'Batok kelapa, fitting lampu, kabel 2 m',
        durability: 'Bertahun-tahun',
        deliveryTime: '4-6 hari kerja',
        motif: 'bowl',
      },
      {
        name: 'Sendok dan Garpu Kayu Kelapa',
        description: 'Sepasang sendok dan garpu saji dari kayu dan batok kelapa.',
        category: 'lainnya',
        price: 30_000,
        material: 'Kayu kelapa, batok kelapa',
        durability: 'Bertahun-tahun',
        deliveryTime: '2-3 hari kerja',
        motif: 'bowl',
      },
    ],
  },
  {
    owner: { name: 'Ibu Nur', email: 'kerang.nur@pulau.local' },
    scene: 'reef',
    values: {
      brand: 'Kerang Pantai Ibu Nur',
      businessName: 'Souvenir Kerang Ibu Nur',
      ownerName: 'Ibu Nur',
      description: 'Hiasan dan perhiasan dari kerang yang terdampar di pantai (tidak diambil hidup), dirangkai para ibu nelayan.',
      category: 'souvenirs',
      address: 'Pantai Pasir Putih, Pulau',
      phone: '081241903305',
      whatsapp: null,
      email: null,
      instagram: '@kerangpantai.nur',
      shopee: null,
      tiktok: '@kerangpantainur',
      facebook: null,
      website: null,
    },
    products: [
      {
        name: 'Hiasan Dinding Kerang',
        description: 'Rangkaian kerang dan tali rami berbentuk bintang laut, 35 cm.',
        category: 'souvenir',
        price: 120_000,
        material: 'Kerang pantai, tali rami, kayu apung',
        durability: 'Bertahun-tahun di dalam ruangan',
        deliveryTime: '3-4 hari kerja',
        motif: 'shell',
      },
      {
        name: 'Gelang Kerang Laut',
        description: 'Gelang tali dengan kerang kecil dan manik kayu, ukuran dapat diatur.',
        category: 'fashion',
        price: 20_000,
        material: 'Kerang kecil, tali lilin, manik kayu',
        durability: 'Sekitar setahun pemakaian harian',
        deliveryTime: '1-2 hari kerja',
        motif: 'shell',
      },
      {
        name: 'Tas Anyaman Pandan',
        description: 'Tas jinjing anyaman daun pandan laut dengan hiasan kerang di tutupnya.',
        category: 'fashion',
        price: 85_000,
        material: 'Daun pandan laut, kerang',
        durability: '2-3 tahun',
        deliveryTime: '3-5 hari kerja',
        motif: 'shell',
      },
    ],
  },
  {
    owner: { name: 'Mak Ijah', email: 'dapur.ijah@pulau.local' },
    scene: 'food',
    values: {
      brand: 'Dapur Kue Mak Ijah',
      businessName: 'Dapur Kue Tradisional Mak Ijah',
      ownerName: 'Mak Ijah',
      description: 'Kue tradisional dan olahan rumput laut dari dapur rumah panggung Mak Ijah, dibuat setiap pagi.',
      category: 'food',
      address: 'Jl. Masjid Raya No. 12, Pulau',
      phone: '081241903306',
      whatsapp: '081241903306',
      email: null,
      instagram: null,
      shopee: 'https://shopee.co.id/dapurkuemakijah',
      tiktok: null,
      facebook: null,
      website: null,
    },
    products: [
      {
        name: 'Dodol Rumput Laut',
        description: 'Dodol kenyal dari rumput laut budidaya pulau dan gula aren, 250 g.',
        category: 'kuliner',
        price: 25_000,
        material: 'Rumput laut, gula aren, tepung ketan',
        durability: '1 bulan pada suhu ruang',
        deliveryTime: '1-2 hari kerja',
        motif: 'cake',
      },
      {
        name: 'Kue Bagea Sagu',
        description: 'Kue kering sagu dengan kenari, keras di luar dan lumer di mulut, 300 g.',
        category: 'kuliner',
        price: 30_000,
        material: 'Sagu, kenari, gula',
        durability: '2 bulan dalam toples tertutup',
        deliveryTime: '1-2 hari kerja',
        motif: 'cake',
      },
      {
        name: 'Minyak Kelapa Murni (VCO) 250 ml',
        description: 'Minyak kelapa murni diperas dingin dari kelapa pulau, untuk memasak dan perawatan kulit.',
        category: 'lainnya',
        price: 55_000,
        material: 'Kelapa tua',
        durability: '1 tahun, jauh dari sinar matahari',
        deliveryTime: '1-2 hari kerja',
        motif: 'bottle',
      },
    ],
  },
];

/**
 * The demo shops with their products. It lives beside the products: a product belongs to a shop,
 * so the products module uses the shops' repository, never the other way round.
 */
export const msmeDemoSeed: DemoSeed = {
  name: 'msme',
  async run({ db, storage, demoUsers }) {
    // The other owners sign in once staff set their password under Users.
    const ownerHash = await hashPassword(crypto.randomBytes(18).toString('base64url'));
    let seed = 500;
    // Written last to first, so the newest-first lists keep the order above.
    for (const msme of [...MSMES].reverse()) {
      const userId =
        msme.owner === 'demo'
          ? (demoUsers.msme ?? null)
          : (await insertUser(db, { ...msme.owner, passwordHash: ownerHash, role: 'msme' })).id;
      const pictures: string[] = [];
      for (const product of msme.products) pictures.push(await createProductImage(storage, product.motif, seed++));
      const msmeId = await insertMsme(db, {
        ...msme.values,
        userId,
        logo: await createProductImage(storage, 'badge', seed++),
        banner: await createDemoImage(storage, msme.scene, seed++),
        gallery: pictures.slice(0, 2),
      });
      for (const [index, product] of [...msme.products.entries()].reverse()) {
        const { motif: _motif, ...values } = product;
        await insertProduct(db, { ...values, msmeId, image: pictures[index] ?? null });
      }
    }
  },
};
