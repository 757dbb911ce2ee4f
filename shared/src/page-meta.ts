import type { SiteLang } from './locale-paths.ts';

/** The public list pages that search engines index, by their Indonesian path. */
export const INDEXED_PAGES = ['/', '/destinasi', '/paket-wisata', '/umkm', '/budaya', '/agenda', '/artikel', '/peta', '/jadwal-kapal', '/kontak', '/homestay'] as const;
export type IndexedPage = (typeof INDEXED_PAGES)[number];

/**
 * Each indexed page's key in the interface texts, where its description is written in each
 * language (`pageDescriptions`): the app sets it while navigating, from the texts of the page's
 * language, so the English ones travel only with the English texts. (Content written by staff,
 * such as a destination's title, stays as written.)
 */
export const PAGE_TEXT_KEYS = {
  '/': 'home',
  '/destinasi': 'destinations',
  '/paket-wisata': 'packages',
  '/umkm': 'products',
  '/budaya': 'culture',
  '/agenda': 'agenda',
  '/artikel': 'articles',
  '/jadwal-kapal': 'boats',
  '/peta': 'map',
  '/kontak': 'contact',
  '/homestay': 'homestay',
} as const satisfies Record<IndexedPage, string>;
export type PageTextKey = (typeof PAGE_TEXT_KEYS)[IndexedPage];

/** Each indexed page's title in each language, as the server writes it into the page's head. */
export const PAGE_TITLES: Readonly<Record<IndexedPage, Readonly<Record<SiteLang, string>>>> = {
  '/': { id: 'Beranda', en: 'Home' },
  '/destinasi': { id: 'Destinasi Wisata', en: 'Destinations' },
  '/paket-wisata': { id: 'Paket Wisata', en: 'Tour Packages' },
  '/umkm': { id: 'Produk UMKM', en: 'Local Products' },
  '/budaya': { id: 'Budaya & Tradisi', en: 'Culture & Traditions' },
  '/agenda': { id: 'Agenda', en: 'Events' },
  '/artikel': { id: 'Artikel', en: 'Articles' },
  '/jadwal-kapal': { id: 'Jadwal Kapal Hari Ini', en: 'Boats Today' },
  '/peta': { id: 'Peta Pulau', en: 'Island Map' },
  '/kontak': { id: 'Kontak', en: 'Contact' },
  '/homestay': { id: 'Homestay', en: 'Homestays' },
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
