import { type EventCategory, type EventEnglishStored, todayIn, weekdayOf } from '@island/shared';
import { createDemoImage, type DemoScene } from '../../db/demo-images.ts';
import type { DemoSeed } from '../../db/demo-seed.ts';
import { addDays } from '../../clock/island-today.ts';
import { insertEvent } from './events.repo.ts';

/** The demo's sea ceremony begins this many days after the seed ran; the bookings close on it. */
export const SEA_CEREMONY_IN_DAYS = 34;

interface DemoEvent {
  title: string;
  category: EventCategory;
  /** Days from the seeding day, so a fresh demo always has something ahead. */
  inDays: number;
  /** For an event named after its weekday: the first such day (0 = Sunday) from `inDays` on. */
  weekday?: number;
  days?: number;
  startTime?: string;
  endTime?: string;
  place: string;
  /** The destination (by its demo title) that puts the event on the map. */
  destination?: string;
  description: string;
  price?: string;
  contact?: string;
  yearly?: boolean;
  scene: DemoScene;
  /** A contributor's proposal waiting for review. */
  proposal?: boolean;
  /** The English twin, where the demo has one (the others show how the English pages mark the Indonesian). */
  en?: EventEnglishStored;
}

const EVENTS: DemoEvent[] = [
  {
    title: 'Pasar Ikan Subuh Hari Jumat',
    category: 'pasar',
    inDays: 3,
    weekday: 5,
    startTime: '05:00',
    endTime: '08:00',
    place: 'Dermaga Kampung Nelayan',
    destination: 'Kampung Nelayan dan Galangan Perahu',
    description:
      '<p>Setiap Jumat subuh perahu-perahu bagang merapat dan hasil tangkapan malam dijual langsung di dermaga: ' +
      'ikan kerapu, cumi, kepiting dan rumput laut. Datanglah sebelum matahari terbit untuk pilihan terbaik.</p>',
    price: 'Gratis masuk',
    scene: 'sea',
    en: {
      title: 'Friday Dawn Fish Market',
      place: 'Fishing Village Jetty',
      description:
        '<p>Every Friday at dawn the bagang boats come alongside and the night’s catch is sold straight on the jetty: ' +
        'grouper, squid, crab and seaweed. Come before sunrise for the best choice.</p>',
      price: 'Free entry',
    },
  },
  {
    title: 'Lomba Perahu Layar Sandeq Mini',
    category: 'olahraga',
    inDays: 12,
    startTime: '14:00',
    endTime: '17:30',
    place: 'Pantai Pasir Putih Tanjung Bulo',
    destination: 'Pantai Pasir Putih Tanjung Bulo',
    description:
      '<p>Anak-anak pulau membuat perahu layar kecil dari kayu dan kain, lalu melombakannya di laut dangkal. ' +
      'Penonton bersorak dari tepi pantai; pemenang mendapat hadiah dari koperasi nelayan.</p>',
    contact: '0812-3456-7890',
    scene: 'beach',
  },
  {
    title: "Maccera Tasi' — Syukuran Laut",
    category: 'upacara_adat',
    inDays: SEA_CEREMONY_IN_DAYS,
    days: 2,
    startTime: '07:00',
    place: 'Pantai timur dan Masjid Tua',
    destination: 'Masjid Tua dan Sumur Keramat',
    description:
      '<p>Syukuran tahunan warga nelayan atas hasil laut. Sesaji dilarung ke laut dengan perahu berhias, ' +
      'diiringi doa bersama dan makan bersama di tepi pantai. Tamu dipersilakan ikut dengan pakaian sopan.</p>',
    yearly: true,
    scene: 'sunset',
    en: {
      title: "Maccera Tasi' — Thanksgiving to the Sea",
      place: 'East beach and the Old Mosque',
      description:
        '<p>The fishing families’ yearly thanksgiving for the harvest of the sea. Offerings are set afloat from decorated boats, ' +
        'with prayers together and a shared meal on the beach. Guests are welcome to join in modest dress.</p>',
      price: null,
    },
  },
  {
    title: 'Festival Kuliner Pesisir',
    category: 'festival',
    inDays: 58,
    days: 3,
    startTime: '16:00',
    endTime: '22:00',
    place: 'Lapangan desa',
    description:
      '<p>Tiga malam pallu mara, ikan bakar, jalangkote dan kue tradisional dari dapur-dapur pulau, ' +
      'dengan musik gandrang bulo dan tari pakarena dari sanggar remaja.</p>',
    price: 'Rp 10.000 (anak-anak gratis)',
    contact: '0812-3456-7890',
    scene: 'food',
  },
  {
    title: 'Bersih Pantai dan Tanam Mangrove',
    category: 'lainnya',
    inDays: 85,
    startTime: '07:30',
    endTime: '11:00',
    place: 'Hutan Mangrove Pesisir Timur',
    destination: 'Hutan Mangrove Pesisir Timur',
    description:
      '<p>Kegiatan gotong royong membersihkan pantai dan menanam bibit mangrove bersama pemuda desa. ' +
      'Sarung tangan dan bibit disediakan; bawa botol minum sendiri.</p>',
    scene: 'forest',
  },
  {
    title: 'Malam Musik Tepi Pantai',
    category: 'festival',
    inDays: 20,
    startTime: '19:30',
    place: 'Gusung Pasir Timbul',
    description: '<p>Usulan kontributor: malam akustik di gusung saat bulan purnama, dengan perahu antar-jemput dari dermaga.</p>',
    scene: 'beach',
    proposal: true,
  },
];

export const eventsDemoSeed: DemoSeed = {
  name: 'events',
  async run({ db, storage, demoUsers, siteTimeZone }) {
    const today = todayIn(siteTimeZone);
    const destinations = await db.selectFrom('destinations').select(['id', 'title']).execute();
    const destinationId = (title: string | undefined) => destinations.find((d) => d.title === title)?.id ?? null;
    for (const [index, event] of EVENTS.entries()) {
      const earliest = addDays(today, event.inDays);
      const startsOn = event.weekday === undefined ? earliest : addDays(earliest, (event.weekday - weekdayOf(earliest) + 7) % 7);
      await insertEvent(
        db,
        {
          title: event.title,
          category: event.category,
          startsOn,
          endsOn: addDays(startsOn, (event.days ?? 1) - 1),
          startTime: event.startTime ?? null,
          endTime: event.endTime ?? null,
          place: event.place,
          destinationId: destinationId(event.destination),
          description: event.description,
          image: await createDemoImage(storage, event.scene, 700 + index * 10),
          price: event.price ?? null,
          contact: event.contact ?? null,
          yearly: event.yearly ?? false,
          status: event.proposal ? 'pending' : 'published',
          createdBy: (event.proposal ? demoUsers.contributor : demoUsers.admin) ?? null,
          en: event.en ?? null,
        },
        today,
      );
    }
  },
};
