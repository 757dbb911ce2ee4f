import { addDays, type BookingStatus, nightsOf, todayIn } from '@island/shared';
import type { DemoSeed } from '../../db/demo-seed.ts';
import { createDemoImage, type DemoScene } from '../../db/demo-images.ts';
import { insertMsme } from '../msme/msme.repo.ts';
import { insertHomestay, insertRoom, insertStay } from './homestays.repo.ts';
import { hashStayKey, newStayKey } from './stay-codes.ts';
import { stayTotal } from './stay-rules.ts';

interface DemoRoom {
  name: string;
  units: number;
  beds: number;
  maxPersons: number;
  included: number;
  price: number;
  weekend: number | null;
  extra: number | null;
}

interface DemoHousehold {
  name: string;
  slug: string;
  host: string;
  /** The demo msme account owns it; the others have no account yet (staff run them). */
  demoOwner: boolean;
  address: string;
  lat: number;
  lng: number;
  description: string;
  descriptionEn: string;
  rules: string;
  facilities: { breakfast: boolean; cooling: 'fan' | 'ac' | 'none'; bathroom: 'private' | 'shared'; electricity_hours: string | null; drinking_water: boolean };
  whatsapp: string;
  scenes: DemoScene[];
  rooms: DemoRoom[];
}

const HOUSEHOLDS: DemoHousehold[] = [
  {
    name: 'Homestay Daeng Rahma',
    slug: 'homestay-daeng-rahma',
    host: 'Ibu Rahma',
    demoOwner: true,
    address: 'Dusun Pantai, 150 m dari dermaga utama',
    lat: -5.0421,
    lng: 119.3312,
    description: 'Rumah panggung kayu keluarga nelayan dengan teras menghadap laut. Sarapan ikan bakar dan kopi pagi bersama keluarga.',
    descriptionEn: 'A fishing family’s wooden stilt house with a veranda facing the sea. Breakfast of grilled fish and morning coffee with the family.',
    rules: 'Tanpa alkohol. Pakaian sopan di kampung. Tenang setelah pukul 22.00.',
    facilities: { breakfast: true, cooling: 'fan', bathroom: 'shared', electricity_hours: '18.00–06.00', drinking_water: true },
    whatsapp: '6281355512001',
    scenes: ['village', 'sea'],
    rooms: [
      { name: 'Kamar Teras', units: 1, beds: 1, maxPersons: 2, included: 2, price: 200_000, weekend: 250_000, extra: null },
      { name: 'Kamar Keluarga', units: 1, beds: 2, maxPersons: 4, included: 2, price: 300_000, weekend: 350_000, extra: 50_000 },
    ],
  },
  {
    name: 'Rumah Singgah Pak Baso',
    slug: 'rumah-singgah-pak-baso',
    host: 'Pak Baso',
    demoOwner: false,
    address: 'Jalan Mangrove, dusun tengah',
    lat: -5.0448,
    lng: 119.3335,
    description: 'Dua kamar bersih di rumah batu dekat hutan mangrove. Kamar mandi dalam dan pendingin udara.',
    descriptionEn: 'Two clean rooms in a stone house near the mangrove forest. Private bathroom and air conditioning.',
    rules: 'Sepatu dilepas di dalam rumah.',
    facilities: { breakfast: true, cooling: 'ac', bathroom: 'private', electricity_hours: '24 jam', drinking_water: true },
    whatsapp: '6281355512002',
    scenes: ['forest', 'village'],
    rooms: [{ name: 'Kamar AC', units: 2, beds: 1, maxPersons: 2, included: 2, price: 275_000, weekend: 325_000, extra: null }],
  },
  {
    name: 'Pondok Senja Ibu Nurlia',
    slug: 'pondok-senja-ibu-nurlia',
    host: 'Ibu Nurlia',
    demoOwner: false,
    address: 'Ujung barat pulau, dekat pantai senja',
    lat: -5.0405,
    lng: 119.3271,
    description: 'Pondok sederhana di ujung barat, tempat terbaik melihat matahari terbenam. Cocok untuk rombongan kecil.',
    descriptionEn: 'A simple lodge at the western tip, the best place to watch the sunset. Suits small groups.',
    rules: 'Sampah dibawa kembali ke dermaga.',
    facilities: { breakfast: false, cooling: 'fan', bathroom: 'shared', electricity_hours: '18.00–24.00', drinking_water: true },
    whatsapp: '6281355512003',
    scenes: ['sunset', 'beach'],
    rooms: [{ name: 'Bilik Bersama', units: 3, beds: 2, maxPersons: 3, included: 2, price: 150_000, weekend: null, extra: 40_000 }],
  },
];

const STAYS: { house: number; room: number; inDays: number; nights: number; guests: number; name: string; phone: string; status: BookingStatus; village: boolean }[] = [
  { house: 0, room: 0, inDays: 1, nights: 2, guests: 2, name: 'Laura Becker', phone: '4915712345001', status: 'confirmed', village: false },
  { house: 1, room: 0, inDays: 2, nights: 1, guests: 2, name: 'Andi Saputra', phone: '6281244455001', status: 'pending', village: true },
  { house: 2, room: 0, inDays: 3, nights: 2, guests: 5, name: 'Rombongan Mahasiswa Unhas', phone: '6285299955001', status: 'confirmed', village: true },
  { house: 0, room: 1, inDays: 6, nights: 3, guests: 4, name: 'Keluarga Wijaya', phone: '6281377755001', status: 'pending', village: false },
];

/**
 * Three host households (the demo msme account owns the first), with rooms and a few stays
 * around today, so the public list, a house's calendar, the tape chart and the rotation show
 * what they do on a first start. Nobody holds the key of a demo stay: its page stays closed.
 */
export const homestaysDemoSeed: DemoSeed = {
  name: 'homestays',
  async run({ db, storage, demoUsers, siteTimeZone }) {
    const today = todayIn(siteTimeZone);
    const rooms: Awaited<ReturnType<typeof insertRoom>>[][] = [];
    let seed = 4600;
    for (const house of HOUSEHOLDS) {
      const photos = [];
      for (const scene of house.scenes) photos.push(await createDemoImage(storage, scene, seed++));
      // The household's partner card shows its own house, not the placeholder every card would share.
      const msmeId = await insertMsme(db, {
        userId: house.demoOwner ? (demoUsers.msme ?? null) : null,
        brand: house.name,
        ownerName: house.host,
        description: house.description,
        category: 'homestay',
        address: house.address,
        phone: house.whatsapp,
        whatsapp: house.whatsapp,
        logo: photos[0] ?? null,
      });
      const homestayId = await insertHomestay(db, {
        msme_id: msmeId,
        name: house.name,
        slug: house.slug,
        host_name: house.host,
        address: house.address,
        latitude: house.lat,
        longitude: house.lng,
        description: house.description,
        house_rules: house.rules,
        en: { name: null, description: house.descriptionEn, house_rules: null },
        photos,
        facilities: house.facilities,
        whatsapp: house.whatsapp,
        published: true,
      });
      const made = [];
      for (const room of house.rooms) {
        made.push(
          await insertRoom(db, {
            homestay_id: homestayId,
            name: room.name,
            units: room.units,
            beds: room.beds,
            max_persons: room.maxPersons,
            included_persons: room.included,
            price_per_night: room.price,
            weekend_price: room.weekend,
            extra_person_price: room.extra,
          }),
        );
      }
      rooms.push(made);
    }
    for (const stay of STAYS) {
      const room = rooms[stay.house]![stay.room]!;
      const checkIn = addDays(today, stay.inDays);
      const checkOut = addDays(checkIn, stay.nights);
      const units = Math.ceil(stay.guests / room.max_persons);
      await insertStay(db, {
        key_hash: hashStayKey(newStayKey()),
        homestay_id: room.homestay_id,
        room_id: room.id,
        homestay_name: HOUSEHOLDS[stay.house]!.name,
        room_name: room.name,
        check_in: checkIn,
        check_out: checkOut,
        nights: nightsOf(checkIn, checkOut).length,
        rooms: units,
        guests: stay.guests,
        customer_name: stay.name,
        customer_phone: stay.phone,
        customer_email: null,
        special_requests: null,
        total_price: stayTotal(room, checkIn, checkOut, units, stay.guests),
        status: stay.status,
        chosen_by_village: stay.village,
        choice_confirmed: stay.status === 'confirmed' || !stay.village,
      });
    }
    // The first household closes a night for family use: the calendar shows it closed.
    await db.insertInto('homestay_blocked_nights').values({ room_id: rooms[0]![0]!.id, night: addDays(today, 10), reason: 'Acara keluarga' }).execute();
  },
};
