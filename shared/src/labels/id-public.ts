// The Indonesian words for the values visitors see (categories, a booking's status and payment),
// kept apart from the staff's words so the public site's first download carries only these
// (id.ts, the public texts, reads them). Every screen, e-mail and file says these words:
// ID_LABELS (./id.ts) adds the staff's; EN_LABELS (./en.ts) has the English of each.

import type { ArticleCategory } from '../schemas/articles.ts';
import type { DepartureReason } from '../schemas/departure-reasons.ts';
import type { BookingStatus, PaymentStatus } from '../schemas/bookings.ts';
import type { CultureCategory } from '../schemas/culture.ts';
import type { DestinationCategory } from '../schemas/destinations.ts';
import type { EventCategory } from '../schemas/event-texts.ts';
import type { ProductCategory } from '../schemas/product-texts.ts';
import type { TransportType } from '../schemas/transportation.ts';

export const ID_PUBLIC_LABELS = {
  destinationCategory: { beaches: 'Pantai', culture: 'Budaya', nature: 'Alam', adventure: 'Petualangan' },
  cultureCategory: { dance: 'Tarian', culinary: 'Kuliner', customs: 'Adat istiadat', wisdom: 'Kearifan lokal' },
  articleCategory: { tips: 'Tips', tourism: 'Pariwisata', culture: 'Budaya', msmes: 'UMKM', environment: 'Lingkungan' },
  eventCategory: { festival: 'Festival', upacara_adat: 'Upacara adat', pasar: 'Pasar', olahraga: 'Olahraga', lainnya: 'Lainnya' },
  productCategory: { kerajinan: 'Kerajinan', kuliner: 'Kuliner', fashion: 'Fesyen', souvenir: 'Suvenir', tekstil: 'Tekstil', lainnya: 'Lainnya' },
  bookingStatus: {
    pending: 'Menunggu konfirmasi',
    confirmed: 'Dikonfirmasi',
    completed: 'Selesai',
    cancelled: 'Dibatalkan',
    no_show: 'Tidak hadir',
  },
  payment: { unpaid: 'Belum bayar', deposit: 'DP diterima', paid: 'Lunas', refunded: 'Dana dikembalikan' },
  transportType: { speedboat: 'Speedboat', boat: 'Perahu motor', ferry: 'Kapal feri' },
  departureReason: {
    high_waves: 'Ombak tinggi',
    wind: 'Angin kencang',
    engine: 'Kerusakan mesin',
    holiday: 'Hari libur',
    other: 'Alasan lain',
  },
} as const satisfies {
  destinationCategory: Record<DestinationCategory, string>;
  cultureCategory: Record<CultureCategory, string>;
  articleCategory: Record<ArticleCategory, string>;
  eventCategory: Record<EventCategory, string>;
  productCategory: Record<ProductCategory, string>;
  bookingStatus: Record<BookingStatus, string>;
  payment: Record<PaymentStatus, string>;
  transportType: Record<TransportType, string>;
  departureReason: Record<DepartureReason, string>;
};
