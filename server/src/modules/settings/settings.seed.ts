import { createDemoImage, paintDemoImage } from '../../db/demo-images.ts';
import type { DemoSeed } from '../../db/demo-seed.ts';
import { saveSettingsCategory } from './settings.repo.ts';

/** A small village island in the Spermonde archipelago, off Makassar. The place is invented. */
export const settingsDemoSeed: DemoSeed = {
  name: 'settings',
  async run({ db, storage }) {
    await saveSettingsCategory(db, 'general', {
      island_name: 'Pulau Karang Bulo',
      village_name: 'Desa Mattiro Langi',
      description:
        'Pulau kecil berpasir putih di gugusan Kepulauan Spermonde, sekitar satu jam berperahu dari Makassar. ' +
        'Terumbu karang yang masih terjaga, air laut sebening kaca dan keramahan warga Bugis-Makassar menanti Anda.',
      welcome_message:
        'Selamat datang di Pulau Karang Bulo! Nikmati laut biru, senja yang hangat dan kehidupan nelayan yang ' +
        'bersahaja bersama warga Desa Mattiro Langi.',
    });

    await saveSettingsCategory(db, 'media', {
      hero_video_url: '',
      main_logo: await paintDemoImage(storage, 'sea', 1),
      // Fishing boats drawn up on the shore at dusk: the island's first impression.
      hero_background: await createDemoImage(storage, 'village', 2),
      gallery: [
        await createDemoImage(storage, 'reef', 3),
        await createDemoImage(storage, 'sunset', 4),
        await createDemoImage(storage, 'beach', 5),
      ],
    });

    await saveSettingsCategory(db, 'contact', {
      address:
        'Jl. Poros Dermaga No. 1, Desa Mattiro Langi, Kecamatan Liukang Tupabbiring, ' +
        'Kabupaten Pangkajene dan Kepulauan, Sulawesi Selatan 90671',
      phone: '(0411) 361 2450',
      whatsapp: '0812-4190-3377',
      email: 'wisata@pulaukarangbulo.id',
      maps_embed_url: 'https://www.google.com/maps?q=-4.9865,119.3012&z=15&output=embed',
      latitude: -4.9865,
      longitude: 119.3012,
    });

    await saveSettingsCategory(db, 'island_profile', {
      community_values:
        "Warga memegang teguh siri' na pacce: menjaga martabat dan ikut merasakan susah senang sesama. " +
        'Semangat sipakatau, sipakainge dan sipakalebbi (saling memanusiakan, mengingatkan dan menghargai) ' +
        'terasa saat warga bergotong royong membangun perahu, memperbaiki dermaga dan menyambut tamu.',
      history_description:
        'Pulau Karang Bulo mulai dihuni pada awal abad ke-20 oleh keluarga nelayan dari pesisir Pangkep dan ' +
        'Makassar yang singgah mencari teripang dan ikan karang. Nama "Bulo" berasal dari rumpun bambu (bulo ' +
        'dalam bahasa Makassar) yang dahulu tumbuh di sisi timur pulau dan menjadi penanda bagi para pelaut. ' +
        'Kini sebagian besar warga tetap melaut, sementara generasi mudanya mengelola homestay dan pemanduan ' +
        'snorkeling bersama kelompok sadar wisata desa.',
      location: 'Kepulauan Spermonde, Selat Makassar, ±22 km di barat laut Kota Makassar',
      population: '±1.350 jiwa (412 kepala keluarga)',
      best_time:
        'April sampai Oktober (musim timur): laut tenang dan cerah, ideal untuk snorkeling dan menyelam. ' +
        'Desember sampai Februari angin barat membawa ombak tinggi; penyeberangan bisa ditunda.',
    });

    await saveSettingsCategory(db, 'social', {
      tiktok: 'https://www.tiktok.com/@pulaukarangbulo',
      instagram: 'https://www.instagram.com/pulaukarangbulo',
      youtube: 'https://www.youtube.com/@pulaukarangbulo',
      twitter: 'https://x.com/pulaukarangbulo',
    });

    await saveSettingsCategory(db, 'payment', {
      bank_name: 'BRI',
      bank_account_number: '0123-01-004567-50-9',
      bank_account_holder: 'BUMDes Karang Bulo',
      pay_at_jetty: true,
      payment_note: 'Uang muka 50% paling lambat 3 hari sebelum trip; sisanya boleh dibayar di dermaga. Kirim bukti transfer lewat WhatsApp dengan kode pesanan.',
    });
  },
};
