import { todayIn } from '@island/shared';
import type { DemoSeed } from '../../db/demo-seed.ts';
import { saveDepartureStatus } from './departures.repo.ts';
import { insertTransportation, type TransportationValues } from './transportation.repo.ts';

const BOATS: TransportationValues[] = [
  {
    name: 'KM Bulo Indah',
    type: 'boat',
    status: 'active',
    phone: '0812-4190-3377',
    whatsapp: '0812-4190-3377',
    departureTime: '07:00, 10:00, 14:00',
    dockLocation: 'Dermaga Kayu Bangkoa, Makassar',
    capacity: 40,
    pricePerPerson: 35000,
    duration: '±60 menit',
    notes: 'Kembali dari pulau pukul 08:30, 12:00 dan 16:00. Jadwal bisa berubah saat cuaca buruk.',
  },
  {
    name: 'Speedboat Daeng Nai',
    type: 'speedboat',
    status: 'active',
    phone: '0853-4211-0928',
    whatsapp: '0853-4211-0928',
    departureTime: '08:00, 13:00',
    dockLocation: 'Dermaga Kayu Bangkoa, Makassar',
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
    departureTime: '06:30, 11:00',
    dockLocation: 'Dermaga Paotere, Makassar',
    capacity: 25,
    pricePerPerson: 30000,
    duration: '±75 menit',
    notes: 'Perahu nelayan yang juga mengangkut kebutuhan warga.',
  },
  {
    name: 'KMP Spermonde Jaya',
    type: 'ferry',
    status: 'inactive',
    phone: '0411-872-3301',
    whatsapp: null,
    departureTime: '09:00',
    dockLocation: 'Pelabuhan Maccini Baji, Pangkep',
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
    // Today's board is not all "running": the afternoon boat waits for the wind to drop.
    const bulo = saved.find((boat) => boat.name === 'KM Bulo Indah');
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
