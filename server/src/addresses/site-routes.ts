import { DETAIL_PARAM, INDEXED_PAGES, INT32_MAX, type IndexedPage, type SiteLang, splitLocalePath } from '@island/shared';

/*
 * What a public address names, read from the address alone: the server-rendered heads (seo/) and
 * the visitor statistics (modules/stats) both name pages by it, so it sits below both.
 */

/** The catalogue lists whose items open at `?lihat=<id>`, and the procedure that reads one item. */
export const CATALOGUES = {
  '/destinasi': 'destinations.get',
  '/paket-wisata': 'packages.get',
  '/umkm': 'products.get',
  '/budaya': 'culture.get',
} as const;
export type Catalogue = keyof typeof CATALOGUES;

/**
 * Addresses of the app that are real pages but not for search engines; a visitor's booking page
 * (`/pesanan/<code>`) and stay page (`/menginap/<code>`), opened with their key, are one
 * person's, never indexed.
 */
const APP_ONLY =
  /^\/(?:login|unauthorized|admin(?:\/.*)?|pesanan\/(?:PKT|pkt)-[2-9A-HJ-NP-Za-hj-np-z]{6}|menginap\/(?:INP|inp)-[2-9A-HJ-NP-Za-hj-np-z]{6})$/;

/** What an address names, read from the address alone (no database). */
export type SpaRoute = { lang: SiteLang } & (
  | { kind: 'page'; path: IndexedPage }
  | { kind: 'item'; list: Catalogue; id: number; pathForm: boolean }
  | { kind: 'article'; slug: string }
  | { kind: 'event'; slug: string }
  | { kind: 'package'; slug: string }
  | { kind: 'homestay'; slug: string }
  | { kind: 'app' }
  | { kind: 'unknown' }
);

function isCatalogue(path: string): path is Catalogue {
  return Object.hasOwn(CATALOGUES, path);
}

function positiveId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= INT32_MAX ? id : null;
}

/**
 * The route of an address: a list or home page (its filters in the query do not change what it
 * is), one item of a catalogue (`/destinasi?lihat=7`, or the path form `/destinasi/7`, which
 * redirects), an article, event, tour package or homestay by slug (a homestay's digits are its id, which redirects), a page of the app (sign-in,
 * back-office) or nothing known.
 */
export function routeOf(pathname: string, search: URLSearchParams): SpaRoute {
  const { lang, path: raw } = splitLocalePath(pathname);
  const path = raw.length > 1 ? raw.replace(/\/+$/, '') : raw;
  if (isCatalogue(path)) {
    const id = positiveId(search.get(DETAIL_PARAM));
    return id === null ? { lang, kind: 'page', path } : { lang, kind: 'item', list: path, id, pathForm: false };
  }
  if ((INDEXED_PAGES as readonly string[]).includes(path)) return { lang, kind: 'page', path: path as IndexedPage };
  const item = /^(\/[a-z-]+)\/(\d{1,10})$/.exec(path);
  if (item && isCatalogue(item[1]!)) {
    const id = positiveId(item[2]!);
    if (id !== null) return { lang, kind: 'item', list: item[1] as Catalogue, id, pathForm: true };
  }
  const article = /^\/artikel\/([^/]{1,200})$/.exec(path);
  if (article) {
    let slug: string;
    try {
      slug = decodeURIComponent(article[1]!);
    } catch {
      return { lang, kind: 'unknown' };
    }
    return { lang, kind: 'article', slug };
  }
  const event = /^\/agenda\/([a-z0-9-]{1,160})$/.exec(path);
  if (event) return { lang, kind: 'event', slug: event[1]! };
  // Digits alone are a package's id (the path form above); a slug always has a letter.
  const tourPackage = /^\/paket-wisata\/([a-z0-9-]{1,160})$/.exec(path);
  if (tourPackage && /[a-z]/.test(tourPackage[1]!)) return { lang, kind: 'package', slug: tourPackage[1]! };
  const homestay = /^\/homestay\/([a-z0-9-]{1,220})$/.exec(path);
  if (homestay) return { lang, kind: 'homestay', slug: homestay[1]! };
  if (APP_ONLY.test(path)) return { lang, kind: 'app' };
  return { lang, kind: 'unknown' };
}

/** A key that names what the head of a route shows (filters and unknown parameters left out). */
export function routeKey(route: SpaRoute): string {
  switch (route.kind) {
    case 'page':
      return `${route.lang} ${route.path}`;
    case 'item':
      return `${route.lang} ${route.list}${route.pathForm ? '/' : '?'}${route.id}`;
    case 'article':
      return `${route.lang} /artikel/${route.slug}`;
    case 'event':
      return `${route.lang} /agenda/${route.slug}`;
    case 'package':
      return `${route.lang} /paket-wisata/${route.slug}`;
    case 'homestay':
      return `${route.lang} /homestay/${route.slug}`;
    default:
      return `${route.lang} ${route.kind}`;
  }
}
