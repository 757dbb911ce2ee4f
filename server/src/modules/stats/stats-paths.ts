import { DEFAULT_LANG, DETAIL_PARAM, SITE_LANGS, type SiteLang, type StatsItemType } from '@island/shared';
import { routeOf } from '../../addresses/site-routes.ts';

/** The catalogue lists whose items open at `?lihat=<id>`, and the record each item is. */
export const CATALOGUE_ITEMS: Readonly<Record<string, StatsItemType>> = {
  '/destinasi': 'destination',
  '/paket-wisata': 'package',
  '/umkm': 'product',
  '/budaya': 'culture',
};

/** A public page as counted: its path without the language, and the record it shows by id, if any. */
export interface CountedPage {
  path: string;
  /** The language the address names (`/en/…`, `?lang=en`); null when it names none. */
  lang: SiteLang | null;
  item: { type: StatsItemType; id: number } | null;
}

/**
 * What a beacon's path names, read with the same route table as the server's page heads (so the
 * pages counted are exactly the public pages the app serves), or null for anything else: the
 * back-office, sign-in, a visitor's booking page (one person's) or an unknown address. Its query
 * may hold only the detail parameter (`?lihat=7`) and a language (`?lang=en`); anything else is
 * refused, so no search text or token is ever stored. Articles, events and tour packages' pages
 * are kept by slug; the rollup finds their records.
 */
export function countedPage(raw: string): CountedPage | null {
  const at = raw.indexOf('?');
  const pathname = at === -1 ? raw : raw.slice(0, at);
  const search = new URLSearchParams(at === -1 ? '' : raw.slice(at + 1));
  let lang: SiteLang | null = null;
  for (const key of new Set(search.keys())) {
    if (key === DETAIL_PARAM) continue;
    const value = search.get(key);
    if (key !== 'lang' || !(SITE_LANGS as readonly string[]).includes(value ?? '')) return null;
    lang = value as SiteLang;
  }
  const route = routeOf(pathname, search);
  // A plain path is the Indonesian site or the beacon's own language; `/en/…` says English.
  if (route.lang !== DEFAULT_LANG) lang ??= route.lang;
  switch (route.kind) {
    case 'page':
      if (search.has(DETAIL_PARAM)) return null;
      return { path: route.path, lang, item: null };
    case 'item':
      return { path: `${route.list}?${DETAIL_PARAM}=${route.id}`, lang, item: { type: CATALOGUE_ITEMS[route.list]!, id: route.id } };
    case 'article':
      return { path: `/artikel/${encodeURIComponent(route.slug)}`.slice(0, 200), lang, item: null };
    case 'event':
      return { path: `/agenda/${route.slug}`, lang, item: null };
    case 'package':
      return { path: `/paket-wisata/${route.slug}`, lang, item: null };
    default:
      return null;
  }
}
