import type { Db } from '../db/database.ts';
import { readTogether } from '../db/reads.ts';
import { lacksMainEnglish } from '../db/english-twin.ts';
import { PUBLIC_ARTICLE_STATUS } from '../modules/articles/article-rules.ts';
import { PUBLIC_EVENT_STATUS } from '../modules/events/event-rules.ts';
import { PACKAGE_TWINS } from '../modules/packages/packages.repo.ts';
import { DESTINATION_TWINS } from '../modules/destinations/destinations.repo.ts';
import { CULTURE_TWINS } from '../modules/culture/culture.repo.ts';
import { EVENT_TWINS } from '../modules/events/events.repo.ts';
import { ARTICLE_TWINS } from '../modules/articles/articles.repo.ts';
import { PRODUCT_TWINS } from '../modules/products/products.repo.ts';

/** A homestay's page speaks English (and names its twin) once its name and description are written in English. */
const HOMESTAY_MAIN_TWINS = ['name', 'description'];

/** One published record's address part and when it last changed. */
export interface SitemapRecord {
  key: string;
  updatedAt: Date;
  /** The record's main text is written in Indonesian only (a package without its English name and description, say). */
  indonesianOnly?: boolean;
}

export interface SitemapRecords {
  destinations: SitemapRecord[];
  /** Active packages, by slug (their pages: `/paket-wisata/<slug>`). */
  packages: SitemapRecord[];
  products: SitemapRecord[];
  cultures: SitemapRecord[];
  articles: SitemapRecord[];
  /** Published events, by slug (past ones too: their pages still answer). */
  events: SitemapRecord[];
  /** Published homestays, by slug (their pages: `/homestay/<slug>`). */
  homestays: SitemapRecord[];
  /** The last change of the site settings (names, pictures) that every page shows. */
  settingsUpdatedAt: Date | null;
}

/**
 * Every record a visitor can open, with its last change: ids of the catalogues (all of them are
 * public), slugs of active tour packages, and slugs of published articles, events and homestays. One narrow query per table over its primary key.
 */
export async function listSitemapRecords(db: Db): Promise<SitemapRecords> {
  // A kind with an English twin: listed in Indonesian alone while its main English texts are not written.
  const twinnedById = (table: 'destinations' | 'cultures' | 'products', main: readonly string[]) =>
    db
      .selectFrom(table)
      .select(['id', 'updated_at', lacksMainEnglish(main).as('indonesian_only')])
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((row) => ({ key: String(row.id), updatedAt: row.updated_at, indonesianOnly: row.indonesian_only })));
  const [destinations, packages, products, cultures, articles, events, homestays, settings] = await readTogether(db, [
    () => twinnedById('destinations', DESTINATION_TWINS.main),
    () =>
      db
        .selectFrom('packages')
        .select(['slug', 'updated_at', lacksMainEnglish(PACKAGE_TWINS.main).as('indonesian_only')])
        .where('active', '=', true)
        .orderBy('id')
        .execute()
        .then((rows) => rows.map((row) => ({ key: row.slug, updatedAt: row.updated_at, indonesianOnly: row.indonesian_only }))),
    () => twinnedById('products', PRODUCT_TWINS.main),
    () => twinnedById('cultures', CULTURE_TWINS.main),
    () =>
      db
        .selectFrom('articles')
        .select(['slug', 'updated_at', lacksMainEnglish(ARTICLE_TWINS.main).as('indonesian_only')])
        .where('status', '=', PUBLIC_ARTICLE_STATUS)
        .orderBy('id')
        .execute()
        .then((rows) => rows.map((row) => ({ key: row.slug, updatedAt: row.updated_at, indonesianOnly: row.indonesian_only }))),
    () =>
      db
        .selectFrom('events')
        .select(['slug', 'updated_at', lacksMainEnglish(EVENT_TWINS.main).as('indonesian_only')])
        .where('status', '=', PUBLIC_EVENT_STATUS)
        .orderBy('id')
        .execute()
        .then((rows) => rows.map((row) => ({ key: row.slug, updatedAt: row.updated_at, indonesianOnly: row.indonesian_only }))),
    () =>
      db
        .selectFrom('homestays')
        .select(['slug', 'updated_at', lacksMainEnglish(HOMESTAY_MAIN_TWINS).as('indonesian_only')])
        .where('published', '=', true)
        .orderBy('id')
        .execute()
        .then((rows) => rows.map((row) => ({ key: row.slug, updatedAt: row.updated_at, indonesianOnly: row.indonesian_only }))),
    () => db.selectFrom('settings').select((eb) => eb.fn.max('updated_at').as('latest')).executeTakeFirst(),
  ]);
  const latest = settings?.latest;
  return { destinations, packages, products, cultures, articles, events, homestays, settingsUpdatedAt: latest ? new Date(latest) : null };
}
