import { ARTICLE_TEXTS } from '../schemas/article-texts.ts';
import { CONTACT_TEXTS } from '../schemas/contact-texts.ts';
import { TEAM_TEXTS } from '../schemas/team-texts.ts';
import { TESTIMONIAL_TEXTS } from '../schemas/testimonial-texts.ts';

/**
 * The Indonesian texts of the pages that bring their own: the contact page, the island map (and
 * the map on a destination's or a package's page). The site fetches them
 * with those pages (a route's loader), so a first visit of the home page does not carry them;
 * the server and the tests read them through `id` (id.ts), which holds every text.
 */
export const ID_PAGE_TEXTS = {
  contact: {
    title: 'Kontak',
    lead: 'Kirim pesan, bagikan artikel, atau tulis testimoni Anda.',
    tabs: 'Cara menghubungi kami',
    tabMessage: 'Pesan',
    tabContribute: 'Artikel',
    tabTestimonial: 'Testimoni',
    info: 'Informasi Kontak',
    address: 'Alamat',
    phone: 'Telepon',
    whatsapp: 'WhatsApp',
    email: 'Email',
    openMaps: 'Buka di Google Maps',
    team: TEAM_TEXTS.title,
    memberPhoto: 'Foto {{name}}',
    memberWhatsapp: ' {{name}} (membuka tab baru)',
    message: {
      title: 'Kirim Pesan',
      lead: 'Punya pertanyaan tentang perjalanan, penginapan, atau paket wisata? Tulis pesan Anda; pengelola desa akan membalas ke email Anda.',
      name: 'Nama',
      email: 'Email',
      phone: 'Telepon / WhatsApp (opsional)',
      subject: 'Subjek',
      message: 'Pesan',
      send: 'Kirim Pesan',
      sent: CONTACT_TEXTS.sent,
      sendFailed: CONTACT_TEXTS.sendFailed,
    },
    testimonial: {
      title: 'Tulis Testimoni',
      lead: 'Ceritakan pengalaman Anda di pulau.',
      reviewNote: 'Testimoni Anda akan tampil di beranda setelah ditinjau oleh pengelola.',
      name: 'Nama',
      origin: 'Asal (opsional)',
      originHint: 'Kota atau negara, mis. Makassar',
      email: 'Email (opsional)',
      emailHint: 'Tidak ditampilkan; hanya untuk pengelola bila perlu menghubungi Anda.',
      rating: 'Rating',
      message: 'Pesan',
      send: 'Kirim Testimoni',
      sent: TESTIMONIAL_TEXTS.sent,
      sendFailed: TESTIMONIAL_TEXTS.sendFailed,
    },
    contribute: {
      title: 'Kirim Artikel',
      lead: 'Bagikan cerita, tips, atau pengalaman budaya Anda di pulau. Tim kami meninjau setiap artikel sebelum diterbitkan.',
      loadingForm: 'Memuat formulir…',
      loginFirst: ARTICLE_TEXTS.loginToContribute,
      login: 'Login',
      name: 'Nama',
      fromAccount: 'Dari akun Anda',
      email: 'Email',
      articleTitle: 'Judul',
      category: 'Kategori',
      content: 'Konten',
      image: 'Gambar (opsional)',
      tourism: 'Experience / Tourism',
      send: 'Kirim Artikel',
      submitted: ARTICLE_TEXTS.submitted,
      submitFailed: ARTICLE_TEXTS.submitFailed,
    },
  },
  map: {
    title: 'Peta Pulau',
    lead: 'Destinasi dan tempat penting di pulau dalam satu peta.',
    loadFailed: 'Peta belum dapat dimuat. Periksa koneksi Anda lalu coba lagi.',
    empty: 'Belum ada tempat dengan lokasi.',
    kinds: 'Jenis tempat',
    office: 'Kantor Desa',
    event: 'Agenda',
    label: 'Peta pulau',
    loading: 'Memuat peta…',
    fallback:
      'Peta tidak dapat dimuat (tanpa sinyal atau diblokir). Semua tempat ada di daftar di bawah ini, dengan tautan untuk membukanya di aplikasi peta.',
    list: 'Daftar tempat',
    closeCard: 'Tutup kartu tempat',
    viewDetail: 'Lihat detail',
    openInApp: 'Buka di aplikasi peta',
    openInAppLabel: 'Buka di aplikasi peta: {{place}}',
    googleMapsLabel: 'Google Maps: {{place}} (membuka tab baru)',
    group: '{{count}} tempat di sini. Perbesar peta ke sini',
    moreInView: '{{count}} tempat lagi di area ini. Perbesar peta untuk melihat namanya, atau cari di daftar destinasi.',
    allDestinations: 'Daftar destinasi',
    nothingInView: 'Tidak ada tempat di bagian peta ini. Geser atau perkecil peta.',
  },
} as const;
