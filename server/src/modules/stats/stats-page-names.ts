import { DETAIL_PARAM, INDEXED_PAGES, type IndexedPage, PAGE_TITLES, type StatsItemType } from '@island/shared';
import type { Db } from '../../db/database.ts';
import { readTogether } from '../../db/reads.ts';
import { CATALOGUE_ITEMS } from './stats-paths.ts';
import { recordsOf } from './stats.repo.ts';

/** A counted page with the name staff read it by: "Beranda", or a record's title under its list's name. */
export interface NamedPage {
  path: string;
  title: string;
  /** The list a record's page belongs to ("Produk UMKM"); null for a page that is a list or the home page itself. */
  section: string | null;
  views: number;
}

/** Pages are named in the back-office's language, as the site titles them in Indonesian. */
const pageName = (page: IndexedPage) => PAGE_TITLES[page].id;

const isIndexed = (path: string): path is IndexedPage => (INDEXED_PAGES as readonly string[]).includes(path);

/** A catalogue record's page as stored: `/umkm?lihat=18`. */
const ITEM_PATH = new RegExp(`^(/[a-z-]+)\\?${DETAIL_PARAM}=(\\d{1,10})$`);

/** The lists whose records' pages are named by slug, and the table each record is in. */
const SLUG_LISTS = { '/artikel': 'articles', '/agenda': 'events', '/paket-wisata': 'packages' } as const;
type SlugList = keyof typeof SLUG_LISTS;

type PageRef =
  | { kind: 'page'; page: IndexedPage }
  | { kind: 'item'; list: IndexedPage; type: StatsItemType; id: number }
  | { kind: 'slug'; list: SlugList; slug: string }
  | { kind: 'other' };

/**
 * What a stored path names. Paths are stored without their language (`/en/destinasi` counts as
 * `/destinasi`; the languages panel splits the views), so English pages get the same names.
 */
function refOf(path: string): PageRef {
  if (isIndexed(path)) return { kind: 'page', page: path };
  const item = ITEM_PATH.exec(path);
  const list = item?.[1];
  if (item && list && isIndexed(list) && CATALOGUE_ITEMS[list]) return { kind: 'item', list, type: CATALOGUE_ITEMS[list], id: Number(item[2]) };
  const slug = /^\/(artikel|agenda|paket-wisata)\/(.+)$/.exec(path);
  if (slug) {
    try {
      return { kind: 'slug', list: `/${slug[1]}` as SlugList, slug: decodeURIComponent(slug[2]!) };
    } catch {
      return { kind: 'other' };
    }
  }
  return { kind: 'other' };
}

/** Titles of articles, events or packages by slug, in one query. */
async function titlesBySlug(db: Db, table: (typeof SLUG_LISTS)[SlugList], slugs: readonly string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows =
    table === 'packages'
      ? await db.selectFrom('packages').select(['slug', 'name as title']).where('slug', 'in', slugs).execute()
      : await db.selectFrom(table).select(['slug', 'title']).where('slug', 'in', slugs).execute();
  return new Map(rows.map((row) => [row.slug, row.title]));
}

type Ref<K extends PageRef['kind']> = Extract<PageRef, { kind: K }>;

/** The titles of one kind of record's pages among the refs, by path: one query. */
function titlesOfType(db: Db, refs: readonly { path: string; ref: PageRef }[], type: StatsItemType) {
  return async (): Promise<Map<string, string>> => {
    const mine = refs.filter((r): r is { path: string; ref: Ref<'item'> } => r.ref.kind === 'item' && r.ref.type === type);
    const records = await recordsOf(db, type, mine.map((r) => r.ref.id));
    const titled = mine.map((r) => [r.path, records.get(r.ref.id)?.title] as const);
    return new Map(titled.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));
  };
}

/** The titles of the pages of one slug-named list among the refs, by path: one query. */
function titlesOfSlugs(db: Db, refs: readonly { path: string; ref: PageRef }[], list: SlugList) {
  return async (): Promise<Map<string, string>> => {
    const mine = refs.filter((r): r is { path: string; ref: Ref<'slug'> } => r.ref.kind === 'slug' && r.ref.list === list);
    const titles = await titlesBySlug(db, SLUG_LISTS[list], mine.map((r) => r.ref.slug));
    const titled = mine.map((r) => [r.path, titles.get(r.ref.slug)] as const);
    return new Map(titled.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));
  };
}

/**
 * The top pages named as a person reads them: a list or the home page by its title ("Beranda",
 * "Paket Wisata"), a record's page by the record's title under its list's name. One query per
 * kind of record on the list, not one per row. A record gone since keeps its row as "#id" (or
 * its slug).
 */
export async function namePages(db: Db, pages: readonly { path: string; views: number }[]): Promise<NamedPage[]> {
  const refs = pages.map((page) => ({ ...page, ref: refOf(page.path) }));
  const found = await readTogether(db, [
    ...[...new Set(Object.values(CATALOGUE_ITEMS))].map((type) => titlesOfType(db, refs, type)),
    ...(Object.keys(SLUG_LISTS) as SlugList[]).map((list) => titlesOfSlugs(db, refs, list)),
  ]);
  const titles = new Map(found.flatMap((map) => [...map]));
  return refs.map(({ path, views, ref }): NamedPage => {
    switch (ref.kind) {
      case 'page':
        return { path, views, title: pageName(ref.page), section: null };
      case 'item':
        return { path, views, title: titles.get(path) ?? `#${ref.id}`, section: pageName(ref.list) };
      case 'slug':
        return { path, views, title: titles.get(path) ?? ref.slug, section: pageName(ref.list) };
      default:
        return { path, views, title: path, section: null };
    }
  });
}
