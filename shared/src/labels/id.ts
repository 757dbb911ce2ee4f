import type { Role } from '../roles.ts';
import type { ArticleStatus } from '../schemas/articles.ts';
import type { ContactStatusFilter } from '../schemas/contact.ts';
import type { EventStatus } from '../schemas/event-texts.ts';
import type { MsmeCategory } from '../schemas/msme.ts';
import type { TransportStatus } from '../schemas/transportation.ts';
import type { ChargeStatus } from '../schemas/payments.ts';
import { ID_PUBLIC_LABELS } from './id-public.ts';

/**
 * The one place of the Indonesian words for every status, category and payment value: both
 * sites, the e-mails and the files say these, in sentence case ("Belum bayar"). The stored and
 * answered values (`unpaid`) never change; only these words do. en.ts holds the English of each
 * under the same keys. The words visitors see are in id-public.ts, so the public site's first
 * download carries only those.
 */
export const ID_LABELS = {
  ...ID_PUBLIC_LABELS,
  articleStatus: { draft: 'Draf', pending: 'Menunggu tinjauan', published: 'Terbit', rejected: 'Ditolak' },
  eventStatus: { published: 'Terbit', pending: 'Menunggu tinjauan' },
  msmeCategory: { handicrafts: 'Kerajinan tangan', food: 'Makanan & minuman', textiles: 'Tekstil', souvenirs: 'Suvenir', homestay: 'Homestay', other: 'Lainnya' },
  /** A boat, an account or a business: shown or in use, or not. */
  active: { active: 'Aktif', inactive: 'Nonaktif' },
  /** A contact message's status, and the filter's 'not answered yet'. */
  contactStatus: { unread: 'Baru', read: 'Dibaca', replied: 'Dibalas', unreplied: 'Belum dibalas' },
  testimonialShown: { shown: 'Ditampilkan', hidden: 'Disembunyikan' },
  testimonialVerified: { verified: 'Terverifikasi', unverified: 'Belum diverifikasi' },
  role: { superadmin: 'Superadmin', admin: 'Admin', msme: 'UMKM', contributor: 'Kontributor' },
  /** A charge at the payment provider (staff see these; the visitor's page says it in its own words). */
  chargeStatus: { pending: 'Menunggu', paid: 'Dibayar', expired: 'Kedaluwarsa', failed: 'Gagal', refunded: 'Dikembalikan' },
} as const satisfies {
  articleStatus: Record<ArticleStatus, string>;
  eventStatus: Record<EventStatus, string>;
  msmeCategory: Record<MsmeCategory, string>;
  active: Record<TransportStatus, string>;
  contactStatus: Record<ContactStatusFilter, string>;
  testimonialShown: Record<'shown' | 'hidden', string>;
  testimonialVerified: Record<'verified' | 'unverified', string>;
  role: Record<Role, string>;
  chargeStatus: Record<ChargeStatus, string>;
};

/** The shape every language's labels follow: the same groups and values, any word. */
export type Labels = Widen<typeof ID_LABELS>;
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
