import type { ArticleCategory, ArticleStatus } from '@island/shared';
import { sql } from 'kysely';
import { createDemoImage, type DemoScene } from '../../db/demo-images.ts';
import type { DemoSeed } from '../../db/demo-seed.ts';
import { excerptOf, sanitizeArticleHtml } from './article-html.ts';
import { insertArticle } from './articles.repo.ts';

interface DemoArticle {
  title: string;
  category: ArticleCategory;
  scene: DemoScene;
  /** Paragraphs and sections; `{picture}` marks where the second picture goes. */
  body: string;
  tags: string[];
  status?: ArticleStatus;
  featured?: boolean;
  byContributor?: boolean;
  daysAgo: number;
  views?: number;
  rejectionReason?: string;
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const h = (text: string) => `<h2>${text}</h2>`;
const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const ARTICLES: DemoArticle[] = [
  {
    title: '10 Tips Snorkeling Pertama Kali di Pulau Karang Bulo',
    category: 'tips', scene: 'reef', featured: true, byContributor: true, daysAgo: 3, views: 412,
    tags: ['snorkeling', 'pemula'],
    body:
      p('Taman karang di sisi barat pulau hanya sepuluh menit berenang dari pantai. Airnya jernih dan tenang di pagi hari, cocok untuk yang baru pertama kali memakai masker dan snorkel.') +
      h('Sebelum turun ke air') +
      list('Datang pagi, sebelum pukul 10, saat arus paling tenang.', 'Pakai pelampung walau Anda pandai berenang.', 'Gunakan tabir surya yang ramah karang, atau kaos renang lengan panjang.', 'Cek masker di darat: tekan ke wajah, tarik napas lewat hidung, masker harus menempel.') +
      '{picture}' +
      h('Di atas terumbu') +
      p('Jangan berdiri atau menginjak karang: satu injakan merusak pertumbuhan puluhan tahun. Apungkan badan, gerakkan kaki pelan dari pinggul, dan biarkan ikan mendekat sendiri.', 'Pemandu lokal kami hafal titik tempat penyu sering makan. Tanyakan di dermaga; biayanya sudah termasuk dalam paket snorkeling sehari.'),
  },
  {
    title: 'Membawa Bekal dan Uang Tunai: Persiapan Sebelum Menyeberang',
    category: 'tips', scene: 'sea', daysAgo: 12, views: 188,
    tags: ['persiapan', 'transportasi'],
    body:
      p('Pulau kami kecil dan belum punya ATM. Warung menerima uang tunai, beberapa sudah menerima QRIS, tetapi sinyal kadang hilang saat angin kencang.') +
      h('Yang sebaiknya dibawa') +
      list('Uang tunai secukupnya dalam pecahan kecil.', 'Obat pribadi dan plester.', 'Senter kecil: listrik desa menyala pukul 17.00 sampai 06.00.', 'Kantong untuk membawa pulang sampah Anda.') +
      '{picture}' +
      p('Perahu reguler berangkat dari Dermaga Kayu Bangkoa setiap pagi. Lihat jadwal lengkap di halaman transportasi dan hubungi nakhoda lewat WhatsApp sehari sebelumnya.'),
  },
  {
    title: 'Musim Terbaik Berkunjung: Membaca Angin Barat dan Angin Timur',
    category: 'tips', scene: 'sunset', daysAgo: 30, views: 97,
    tags: ['cuaca', 'musim'],
    body:
      p('Nelayan di pulau membagi tahun menjadi dua musim angin. Dari April sampai Oktober angin timur bertiup lembut dan laut di sisi barat tenang seperti kolam.') +
      h('Angin barat, November sampai Maret') +
      p('Ombak lebih tinggi dan hujan sering turun sore hari. Perahu tetap berangkat, tetapi jadwal bisa berubah. Bawa jas hujan dan rencanakan hari cadangan.') +
      '{picture}' +
      h('Angin timur, April sampai Oktober') +
      p('Inilah waktu terbaik untuk snorkeling dan menyelam. Jarak pandang bawah air bisa lebih dari 15 meter, dan senja di ujung dermaga hampir selalu cerah.'),
  },
  {
    title: 'Sehari Penuh di Pulau Karang Bulo: Rencana Perjalanan untuk Keluarga',
    category: 'tourism', scene: 'beach', featured: true, daysAgo: 5, views: 530,
    tags: ['keluarga', 'itinerary'],
    body:
      p('Satu hari sudah cukup untuk merasakan pulau, asalkan berangkat pagi. Berikut rencana yang sering kami sarankan kepada keluarga dengan anak-anak.') +
      h('Pagi: pantai dan taman karang') +
      p('Perahu tiba sekitar pukul 08.30. Anak-anak bisa bermain di Pantai Pasir Putih yang landai, sementara orang tua bergantian snorkeling bersama pemandu.') +
      '{picture}' +
      h('Siang: makan di rumah warga') +
      p('Ikan bakar, sayur bening dan sambal mangga muda disajikan di rumah panggung. Setelah makan, beristirahat di bawah pohon ketapang sambil menunggu panas reda.') +
      h('Sore: berjalan keliling kampung') +
      p('Lingkar pulau hanya dua kilometer. Mampir ke galangan perahu, lalu kembali ke dermaga sebelum perahu pulang pukul 16.00.'),
  },
  {
    title: 'Menyelam di Dinding Karang Barat Laut',
    category: 'tourism', scene: 'sea', daysAgo: 18, views: 264,
    tags: ['diving', 'terumbu karang'],
    body:
      p('Dinding karang di barat laut pulau turun dari kedalaman lima meter sampai lebih dari tiga puluh meter. Kipas laut raksasa dan gerombolan ikan ekor kuning menjadi pemandangan utamanya.') +
      h('Untuk siapa') +
      p('Titik ini untuk penyelam bersertifikat minimal Open Water. Arus bisa berubah cepat; selalu menyelam bersama pemandu yang mengenal kondisi setempat.') +
      '{picture}' +
      h('Yang bisa dilihat') +
      list('Penyu sisik yang beristirahat di ceruk karang.', 'Ikan napoleon pada pagi hari.', 'Nudibranch warna-warni di celah dinding.'),
  },
  {
    title: 'Menginap di Rumah Panggung: Pengalaman Homestay Bersama Nelayan',
    category: 'tourism', scene: 'village', byContributor: true, daysAgo: 40, views: 151,
    tags: ['homestay', 'pengalaman'],
    body:
      p('Saya menginap dua malam di rumah Daeng Tayang, nelayan yang sudah empat puluh tahun melaut. Kamarnya sederhana, berkelambu, dengan jendela menghadap laut.') +
      h('Bangun sebelum subuh') +
      p('Pukul empat pagi kami berangkat dengan perahu kecil. Cara memancing dengan tali tangan ternyata butuh kesabaran, dan hasilnya kami bakar untuk sarapan.') +
      '{picture}' +
      p('Yang paling berkesan adalah malamnya: duduk di tangga rumah, mendengar cerita tentang bintang yang dipakai nelayan sebagai penunjuk arah.'),
  },
  {
    title: 'Tari Pakarena: Gerak Lembut yang Menyimpan Cerita',
    category: 'culture', scene: 'craft', featured: true, daysAgo: 8, views: 302,
    tags: ['tari', 'tradisi'],
    body:
      p('Pakarena adalah tarian tradisional Makassar yang dibawakan perempuan dengan gerak lambat dan mata yang hampir selalu menunduk. Di pulau, sanggar desa berlatih setiap Sabtu sore.') +
      h('Makna di balik gerak') +
      p('Gerak yang lembut melambangkan kesabaran dan kesantunan, sementara tabuhan gandrang yang keras menggambarkan semangat kaum laki-laki. Dua hal yang bertolak belakang itu bertemu dalam satu pertunjukan.') +
      '{picture}' +
      h('Menonton dengan hormat') +
      p('Pengunjung boleh menonton latihan. Mintalah izin sebelum memotret, dan jangan memakai lampu kilat saat penari tampil.'),
  },
  {
    title: 'Pinisi Kecil dari Galangan Pinggir Pantai',
    category: 'culture', scene: 'craft', byContributor: true, daysAgo: 21, views: 120,
    tags: ['perahu', 'kerajinan'],
    body:
      p('Di sisi timur pulau, beberapa keluarga masih membuat perahu kayu tanpa gambar kerja. Ukuran, lengkung lambung dan letak tiang semuanya diingat di kepala para tukang.') +
      h('Dari lunas sampai layar') +
      p('Pembuatan dimulai dengan upacara kecil saat lunas dipasang. Papan-papan lalu disusun satu per satu dan disambung dengan pasak kayu, bukan paku.') +
      '{picture}' +
      p('Selain perahu besar, para tukang juga membuat miniatur pinisi sebagai oleh-oleh. Setiap miniatur dikerjakan dengan cara yang sama, hanya lebih kecil.'),
  },
  {
    title: 'Pallu Mara dan Kapurung: Belajar Memasak di Dapur Warga',
    category: 'culture', scene: 'food', daysAgo: 35, views: 88,
    tags: ['kuliner', 'resep'],
    body:
      p('Pallu mara adalah ikan berkuah asam kuning yang dimasak dengan asam jawa, kunyit dan serai. Di pulau, ikan yang dipakai biasanya ikan kakap hasil tangkapan pagi.') +
      h('Bumbu dasar') +
      list('Kunyit, bawang merah, bawang putih dan cabai, dihaluskan.', 'Asam jawa dan serai yang dimemarkan.', 'Garam dan sedikit gula merah.') +
      '{picture}' +
      p('Kapurung, bubur sagu dengan sayur dan ikan, biasanya dimakan bersama-sama dari satu wadah besar. Kelas memasak diadakan setiap hari Minggu.'),
  },
  {
    title: 'UMKM Abon Ikan Ibu-Ibu Nelayan',
    category: 'msmes', scene: 'food', featured: true, byContributor: true, daysAgo: 10, views: 205,
    tags: ['umkm', 'oleh-oleh'],
    body:
      p('Saat tangkapan melimpah, ikan tongkol dulu sering terbuang. Sejak 2019, kelompok ibu-ibu nelayan mengolahnya menjadi abon ikan yang kini dijual sampai ke Makassar.') +
      h('Dari dermaga ke kemasan') +
      p('Ikan dikukus, disuwir, lalu disangrai bersama bumbu selama hampir dua jam. Setiap kemasan diberi label tanggal produksi dan nomor izin PIRT.') +
      '{picture}' +
      p('Abon bisa dibeli langsung di rumah produksi dekat masjid, atau dipesan lewat halaman UMKM. Setiap pembelian membantu menambah penghasilan keluarga nelayan.'),
  },
  {
    title: 'Anyaman Daun Lontar yang Kembali Hidup',
    category: 'msmes', scene: 'craft', daysAgo: 26, views: 76,
    tags: ['kerajinan', 'umkm'],
    body:
      p('Tikar, topi dan keranjang dari daun lontar dulu ada di setiap rumah. Kini lima perajin muda kembali menganyam, dengan motif lama dan warna alami.') +
      h('Pewarna dari alam') +
      p('Warna merah didapat dari kulit kayu, kuning dari kunyit, dan hitam dari lumpur bakau. Prosesnya lama, tetapi warnanya tahan bertahun-tahun.') +
      '{picture}' +
      p('Pengunjung dapat ikut kelas menganyam selama dua jam dan membawa pulang hasil karyanya sendiri.'),
  },
  {
    title: 'Warung Kopi Dermaga: Tempat Cerita Pulau Bermula',
    category: 'msmes', scene: 'village', daysAgo: 48, views: 64,
    tags: ['kuliner', 'umkm'],
    body:
      p('Warung kopi di ujung dermaga buka sejak subuh. Nelayan yang pulang melaut singgah untuk kopi hitam dan pisang goreng sebelum menjual hasil tangkapan.') +
      h('Menu andalan') +
      list('Kopi tubruk dengan gula aren.', 'Pisang epe dengan saus gula merah.', 'Jalangkote isi sayur dan telur.') +
      '{picture}' +
      p('Bagi pengunjung, inilah tempat terbaik untuk bertanya apa saja tentang pulau: dari jadwal perahu sampai titik snorkeling yang sedang bagus.'),
  },
  {
    title: 'Menanam Bakau Bersama Anak Sekolah',
    category: 'environment', scene: 'forest', featured: true, daysAgo: 6, views: 178,
    tags: ['mangrove', 'konservasi'],
    body:
      p('Setiap bulan, siswa dari Makassar datang untuk menanam bibit bakau di pesisir utara pulau. Sejak 2020 sudah lebih dari 12.000 bibit ditanam.') +
      h('Mengapa bakau penting') +
      p('Akar bakau menahan ombak dan abrasi, menjadi tempat ikan kecil bertelur, dan menyimpan karbon jauh lebih banyak daripada hutan di darat.') +
      '{picture}' +
      h('Ikut menanam') +
      p('Rombongan sekolah dan komunitas bisa mendaftar lewat paket wisata edukasi. Bibit disiapkan kelompok tani bakau desa.'),
  },
  {
    title: 'Jumat Bersih: Cara Warga Menjaga Pantai',
    category: 'environment', scene: 'beach', byContributor: true, daysAgo: 15, views: 133,
    tags: ['sampah', 'komunitas'],
    body:
      p('Setiap Jumat pagi, pengeras suara masjid mengajak warga turun ke pantai. Dalam satu jam, pantai sepanjang dua kilometer sudah bersih dari sampah kiriman.') +
      h('Sampah dipilah') +
      p('Botol plastik dikumpulkan di bank sampah desa dan dijual ke pengepul di Makassar. Hasilnya dipakai untuk membeli bibit bakau dan tempat sampah baru.') +
      '{picture}' +
      p('Pengunjung yang datang hari Jumat dipersilakan ikut. Sarung tangan dan karung disediakan di depan kantor desa.'),
  },
  {
    title: 'Transplantasi Karang: Menumbuhkan Kembali Terumbu',
    category: 'environment', scene: 'reef', daysAgo: 55, views: 92,
    tags: ['terumbu karang', 'konservasi'],
    body:
      p('Bagian terumbu yang rusak karena bom ikan di masa lalu kini ditanami kembali. Patahan karang diikat pada rangka besi berbentuk laba-laba yang diletakkan di dasar laut.') +
      h('Hasil setelah tiga tahun') +
      p('Karang pada rangka pertama kini sudah sebesar kepala orang dewasa, dan ikan-ikan karang kembali berkumpul di sekitarnya.') +
      '{picture}' +
      p('Penyelam dapat ikut memasang rangka baru bersama kelompok pengawas masyarakat. Setiap rangka diberi papan nama kecil dari penyumbangnya.'),
  },
  // The demo contributor's own work in progress.
  {
    title: 'Catatan Perjalanan: Senja dari Ujung Dermaga',
    category: 'tourism', scene: 'sunset', status: 'draft', byContributor: true, daysAgo: 1,
    tags: ['senja'],
    body: p('Draft: tulisan tentang senja di dermaga, masih perlu foto yang lebih baik.') + '{picture}',
  },
  {
    title: 'Tips Memotret Bawah Air dengan Ponsel',
    category: 'tips', scene: 'reef', status: 'draft', byContributor: true, daysAgo: 2,
    tags: ['fotografi'],
    body: p('Casing tahan air, mode burst, dan cahaya matahari pagi: tiga hal yang perlu disiapkan sebelum memotret di taman karang.'),
  },
  {
    title: 'Festival Perahu Hias Akhir Tahun',
    category: 'culture', scene: 'sea', status: 'pending', byContributor: true, daysAgo: 2,
    tags: ['festival', 'perahu'],
    body:
      p('Setiap akhir Desember, perahu-perahu nelayan dihias dengan kain dan bendera warna-warni, lalu berlayar mengelilingi pulau.') +
      '{picture}' +
      p('Festival ditutup dengan makan bersama di pantai, dengan hidangan dari setiap rumah.'),
  },
  {
    title: 'Harga Sewa Perahu Terbaru',
    category: 'tips', scene: 'sea', status: 'rejected', byContributor: true, daysAgo: 4,
    tags: ['transportasi'],
    body: p('Daftar harga sewa perahu dari beberapa nakhoda yang saya temui di dermaga.'),
    rejectionReason:
      'Harga belum dikonfirmasi ke pengelola transportasi desa. Mohon cek ulang dengan nakhoda resmi dan tambahkan sumbernya.',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export const articlesDemoSeed: DemoSeed = {
  name: 'articles',
  async run({ db, storage, demoUsers }) {
    const authors = await db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', 'in', [demoUsers.contributor ?? -1, demoUsers.admin ?? -1, demoUsers.superadmin ?? -1])
      .execute();
    const contributor = authors.find((a) => a.id === demoUsers.contributor);
    const staff = authors.find((a) => a.id === demoUsers.admin) ?? authors.find((a) => a.id === demoUsers.superadmin);
    if (!staff) return;
    // Oldest first, so ids follow the order of writing.
    for (const [index, article] of [...ARTICLES.entries()].sort(([, a], [, b]) => b.daysAgo - a.daysAgo)) {
      const author = article.byContributor && contributor ? contributor : staff;
      const status = article.status ?? 'published';
      const cover = await createDemoImage(storage, article.scene, 500 + index);
      const picture = await createDemoImage(storage, article.scene, 550 + index);
      const content = sanitizeArticleHtml(article.body.replace('{picture}', `<img src="/uploads/${picture}" alt="${article.title}">`));
      const at = new Date(Date.now() - article.daysAgo * DAY_MS);
      const row = await insertArticle(db, {
        title: article.title,
        content,
        excerpt: excerptOf(content),
        category: article.category,
        status,
        isFeatured: article.featured ?? false,
        tags: article.tags,
        featuredImage: cover,
        authorId: author.id,
        authorName: author.name,
        ...(status === 'published' || status === 'rejected' ? { reviewedBy: staff.id, reviewedAt: at } : {}),
        ...(status === 'published' ? { publishedAt: at } : {}),
        rejectionReason: article.rejectionReason ?? null,
      });
      await db
        .updateTable('articles')
        .set({ view_count: article.views ?? 0, created_at: new Date(at.getTime() - DAY_MS), updated_at: sql`now()` })
        .where('id', '=', row.id)
        .execute();
    }
  },
};
