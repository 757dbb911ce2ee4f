import type { SiteLang } from './locale-paths.ts';

/** The public list pages that search engines index, by their Indonesian path. */
export const INDEXED_PAGES = ['/', '/destinasi', '/paket-wisata', '/umkm', '/budaya', '/agenda', '/artikel', '/peta', '/jadwal-kapal', '/kontak'] as const;
export type IndexedPage = (typeof INDEXED_PAGES)[number];

/**
 * Title and description of each indexed page in each language: the server writes them into the
 * page's head for search engines and shared links, and the app sets them again while navigating.
 * (Content written by staff, such as a destination's title, stays as written.)
 */
export const PAGE_META: Readonly<Record<IndexedPage, Readonly<Record<SiteLang, { title: string; description: string }>>>> = {
  '/': {
    id: { title: 'Beranda', description: 'Wisata pulau di Sulawesi Selatan: destinasi, paket wisata, produk UMKM, budaya dan artikel dari desa kami.' },
    en: { title: 'Home', description: 'An island village in South Sulawesi: destinations, tour packages, local products, culture and stories.' },
  },
  '/destinasi': {
    id: { title: 'Destinasi Wisata', description: 'Pantai, alam, budaya, dan petualangan di sekitar pulau.' },
    en: { title: 'Destinations', description: 'Beaches, nature, culture and adventure around the island.' },
  },
  '/paket-wisata': {
    id: { title: 'Paket Wisata', description: 'Pilihan perjalanan lengkap bersama pemandu dari desa.' },
    en: { title: 'Tour Packages', description: 'Complete trips with guides from the village.' },
  },
  '/umkm': {
    id: { title: 'Produk UMKM', description: 'Kerajinan, kuliner, dan oleh-oleh buatan warga pulau.' },
    en: { title: 'Local Products', description: 'Crafts, food and souvenirs made by the islanders.' },
  },
  '/budaya': {
    id: { title: 'Budaya & Tradisi', description: 'Tarian, kuliner, adat, dan kearifan lokal masyarakat pesisir.' },
    en: { title: 'Culture & Traditions', description: 'Dances, food, customs and local wisdom of a coastal community.' },
  },
  '/agenda': {
    id: { title: 'Agenda', description: 'Festival, upacara adat, hari pasar, dan lomba di pulau: tanggal dan tempatnya.' },
    en: { title: 'Events', description: 'Festivals, traditional ceremonies, market days and races on the island: dates and places.' },
  },
  '/artikel': {
    id: { title: 'Artikel', description: 'Cerita, tips, dan kabar terbaru dari pulau.' },
    en: { title: 'Articles', description: 'Stories, tips and the latest news from the island.' },
  },
  '/jadwal-kapal': {
    id: { title: 'Jadwal Kapal Hari Ini', description: 'Keberangkatan kapal ke pulau hari ini dan besok: berangkat, terlambat atau batal, dan alasannya.' },
    en: { title: 'Boats Today', description: "Today's and tomorrow's boats to the island: running, delayed or cancelled, and why." },
  },
  '/peta': {
    id: { title: 'Peta Pulau', description: 'Semua destinasi dan tempat penting di pulau pada satu peta.' },
    en: { title: 'Island Map', description: 'Every destination and landmark of the island on one map.' },
  },
  '/kontak': {
    id: { title: 'Kontak', description: 'Kirim pesan, bagikan artikel, atau tulis testimoni Anda.' },
    en: { title: 'Contact', description: 'Send a message, share an article or write a testimonial.' },
  },
};

/** The site's name while staff have not given the island's. */
export const SITE_NAME_FALLBACK = 'Wisata Pulau';

/** The query-string key that opens one item of a catalogue list (`/destinasi?lihat=7`). */
export const DETAIL_PARAM = 'lihat';

/**
 * The id of the JSON block (`<script type="application/json">`) in which the server sends a
 * page's first answers with its HTML, keyed by procedure (`{ "home.get": … }`): the app paints
 * with them before asking for anything.
 */
export const PAGE_DATA_ID = 'initial-data';

/** A page's title as the tab and shared links show it: `Destinasi Wisata · Pulau X`. */
export function pageTitle(title: string, siteName: string): string {
  return title ? `${title} · ${siteName}` : siteName;
}

/** A description cut to what result pages show (about 160 characters), at a word. */
export function shortDescription(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
