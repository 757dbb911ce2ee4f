import { todayIn } from '@island/shared';
import type { DemoSeed } from '../../db/demo-seed.ts';
import { saveDepartureStatus } from './departures.repo.ts';
import { insertTransportation, type TransportationValues } from './transportation.repo.ts';

const ISLAND = 'Dermaga Pulau Karang Bulo';
const BANGKOA = 'Dermaga Kayu Bangkoa, Makassar';
const PAOTERE = 'Dermaga Paotere, Makassar';

// Morning boats to the island, afternoon boats back: a boat that crosses both ways is two rows,
// one per direction, under the same name.
const BOATS: TransportationValues[] = [
  {
    name: 'KM Bulo Indah',
    type: 'boat',
    status: 'active',
    phone: '0812-4190-3377',
    whatsapp: '0812-4190-3377',
    departureTime: '07:00, 10:00',
    dockLocation: BANGKOA,
    direction: 'to_island',
    fromPlace: BANGKOA,
    toPlace: ISLAND,
    capacity: 40,
    pricePerPerson: 35000,
    duration: '±60 menit',
    notes: 'Jadwal bisa berubah saat cuaca buruk.',
  },
  {
    name: 'Speedboat Daeng Nai',
    type: 'speedboat',
    status: 'active',
    phone: '0853-4211-0928',
    whatsapp: '0853-4211-0928',
    departureTime: '08:00',
    dockLocation: BANGKOA,
    direction: 'to_island',
    fromPlace: BANGKOA,
    toPlace: ISLAND,
    capacity: 12,
    pricePerPerson: 75000,
    duration: '±30 menit',
    notes: 'Pelampung untuk setiap penumpang. Bisa carter untuk rombongan.',
  },
  {
    name: 'Perahu Nelayan Sipakatau',
    type: 'boat',
    status: 'active',
    phone: '0821-9037-5512',
    whatsapp: null,
    departureTime: '06:30',
    dockLocation: PAOTERE,
    direction: 'to_island',
    fromPlace: PAOTERE,
    toPlace: ISLAND,
    capacity: 25,
    pricePerPerson: 30000,
    duration: '±75 menit',
    notes: 'Perahu nelayan yang juga mengangkut kebutuhan warga.',
  },
  {
    name: 'KM Bulo Indah',
    type: 'boat',
    status: 'active',
    phone: '0812-4190-3377',
    whatsapp: '0812-4190-3377',
    departureTime: '14:00, 16:00',
    dockLocation: BANGKOA,
    direction: 'from_island',
    fromPlace: ISLAND,
    toPlace: BANGKOA,
    capacity: 40,
    pricePerPerson: 35000,
    duration: '±60 menit',
    notes: 'Kembali ke Makassar. Jadwal bisa berubah saat cuaca buruk.',
  },
  {
    name: 'Speedboat Daeng Nai',
    type: 'speedboat',
    status: 'active',
    phone: '0853-4211-0928',
    whatsapp: '0853-4211-0928',
    departureTime: '15:00',
    dockLocation: BANGKOA,
    direction: 'from_island',
    fromPlace: ISLAND,
    toPlace: BANGKOA,
    capacity: 12,
    pricePerPerson: 75000,
    duration: '±30 menit',
    notes: 'Kembali ke Makassar.',
  },
  {
    name: 'Perahu Nelayan Sipakatau',
    type: 'boat',
    status: 'active',
    phone: '0821-9037-5512',
    whatsapp: null,
    departureTime: '13:00',
    dockLocation: PAOTERE,
    direction: 'from_island',
    fromPlace: ISLAND,
    toPlace: PAOTERE,
    capacity: 25,
    pricePerPerson: 30000,
    duration: '±75 menit',
    notes: 'Pulang setelah hasil tangkapan dibongkar.',
  },
  {
    name: 'KMP Spermonde Jaya',
    type: 'ferry',
    status: 'inactive',
    phone: '0411-872-3301',
    whatsapp: null,
    departureTime: '09:00',
    dockLocation: 'Pelabuhan Maccini Baji, Pangkep',
    direction: 'to_island',
    fromPlace: 'Pelabuhan Maccini Baji, Pangkep',
    toPlace: ISLAND,
    capacity: 150,
    pricePerPerson: 25000,
    duration: '±2 jam',
    notes: 'Sedang docking tahunan hingga akhir bulan.',
  },
];

export const transportationDemoSeed: DemoSeed = {
  name: 'transportation',
  async run({ db, siteTimeZone }) {
    const saved = [];
    for (const boat of BOATS) saved.push(await insertTransportation(db, boat));
    // Today's board is not all as scheduled: the afternoon boat back waits for the wind to drop.
    const bulo = saved.find((boat) => boat.name === 'KM Bulo Indah' && boat.direction === 'from_island');
    if (bulo) {
      await saveDepartureStatus(db, {
        transportationId: bulo.id,
        date: todayIn(siteTimeZone, new Date()),
        time: '14:00',
        status: 'delayed',
        newTime: '15:30',
        reason: 'wind',
        note: 'Menunggu angin reda.',
        updatedBy: null,
      });
    }
  },
};
