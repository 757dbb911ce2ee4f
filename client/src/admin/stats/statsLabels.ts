import { type ClickChannel, type ClicksByChannel, CLICK_CHANNELS, formatCount, type ReferrerGroup, type ScreenClass, type StatsItemType } from '@island/shared';

/** The statistics screens' addresses, which they link each other by. */
export const STATS_PATH = '/admin/statistik';
export const STATS_REPORT_PATH = '/admin/statistik/laporan';

/** The statistics screens' words for what the counts are split by (the back-office is Indonesian). */
export const CHANNEL_LABELS: Record<ClickChannel, string> = {
  whatsapp: 'WhatsApp',
  shopee: 'Shopee',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  website: 'Situs web',
  book: 'Tombol Pesan',
  directions: 'Petunjuk arah',
};

export const ITEM_TYPE_LABELS: Record<StatsItemType, string> = {
  destination: 'Destinasi',
  package: 'Paket wisata',
  product: 'Produk',
  msme: 'UMKM',
  article: 'Artikel',
  event: 'Agenda',
  culture: 'Budaya',
  facility: 'Fasilitas',
};

/** The staff screen where each kind of record is kept (facilities live in the settings). */
export const ITEM_ADMIN_PATHS: Record<StatsItemType, string> = {
  destination: '/admin/destinations',
  package: '/admin/packages',
  product: '/admin/products',
  msme: '/admin/umkm',
  article: '/admin/articles',
  event: '/admin/events',
  culture: '/admin/culture',
  facility: '/admin/settings',
};

export const REFERRER_LABELS: Record<ReferrerGroup, string> = {
  search: 'Mesin pencari',
  instagram: 'Instagram',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  direct: 'Langsung',
  other: 'Situs lain',
};

export const SCREEN_LABELS: Record<ScreenClass, string> = { phone: 'Ponsel', tablet: 'Tablet', desktop: 'Komputer' };

export const LANG_LABELS: Record<'id' | 'en', string> = { id: 'Bahasa Indonesia', en: 'Bahasa Inggris' };

/** All click-outs of a row together. */
export function clickTotal(clicks: ClicksByChannel): number {
  return CLICK_CHANNELS.reduce((sum, channel) => sum + clicks[channel], 0);
}

/** The channels that were pressed, most pressed first: "WhatsApp 3 · Shopee 1". */
export function clickBreakdown(clicks: ClicksByChannel): string {
  return CLICK_CHANNELS.filter((channel) => clicks[channel] > 0)
    .sort((a, b) => clicks[b] - clicks[a])
    .map((channel) => `${CHANNEL_LABELS[channel]} ${formatCount(clicks[channel])}`)
    .join(' · ');
}

/** A share as a whole percentage of a total; 0 when nothing was counted. */
export function percentOf(value: number, total: number): number {
  return total > 0 ? Math.round((value / total) * 100) : 0;
}

/** The change against the range before, as shown under a total: "+12%", "−5%", or null when the range before had none. */
export function changeLabel(changePercent: number | null): string | null {
  if (changePercent === null) return null;
  const rounded = Math.round(changePercent);
  return rounded > 0 ? `+${rounded}%` : rounded < 0 ? `−${Math.abs(rounded)}%` : '0%';
}
