import {
  DASHBOARD_ACTIVITY,
  DASHBOARD_INCOMPLETE_PRODUCTS,
  DASHBOARD_TOP_ARTICLES,
  DASHBOARD_WEEKS,
  MSME_PROFILE_FIELDS,
  type MsmeDashboard,
  type ProductCategory,
  ROLES,
  type StaffDashboard,
  sellerProfileUrl,
  type WeekCount,
  whatsappChatUrl,
} from '@island/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { readTogether } from '../../db/reads.ts';

const DAY_MS = 86_400_000;

/** The Mondays (UTC, YYYY-MM-DD) of the last `weeks` weeks, oldest first, the current week last. */
export function weekStarts(now: Date, weeks = DASHBOARD_WEEKS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: weeks }, (_, i) => new Date(monday - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10));
}

/** Every week of the range with its count; a week with no rows is 0, not a gap. */
function fillWeeks(starts: readonly string[], rows: readonly { week: number; n: number }[]): WeekCount[] {
  const byWeek = new Map(rows.map((row) => [Number(row.week), row.n]));
  return starts.map((weekStart, i) => ({ weekStart, count: byWeek.get(i) ?? 0 }));
}

const WEEK_SECONDS = 7 * 86_400;

/** Which week of the range (0 = the oldest) a timestamp column falls in: plain arithmetic, no text per row. */
function weekIndex(column: string, from: Date) {
  return sql<number>`floor(extract(epoch from ${sql.ref(column)} - ${from.toISOString()}::timestamptz) / ${WEEK_SECONDS})::int`;
}

const countAll = sql<number>`count(*)::int`;

/** Accounts by role and how many are inactive: one pass over users (superadmin only). */
export async function accountFigures(db: Db): Promise<NonNullable<StaffDashboard['accounts']>> {
  const rows = await db
    .selectFrom('users')
    .select(['role', countAll.as('n'), sql<number>`count(*) filter (where not is_active)::int`.as('inactive')])
    .groupBy('role')
    .execute();
  const byRole = Object.fromEntries(ROLES.map((role) => [role, 0])) as NonNullable<StaffDashboard['accounts']>['byRole'];
  let total = 0;
  let inactive = 0;
  for (const row of rows) {
    byRole[row.role] = row.n;
    total += row.n;
    inactive += row.inactive;
  }
  return { byRole, total, inactive };
}

/** Content counts and the waiting work, in one statement of scalar subqueries. */
export async function contentAndWaiting(db: Db): Promise<Pick<StaffDashboard, 'content' | 'waiting'>> {
  const row = await db
    .selectNoFrom([
      db.selectFrom('destinations').select(countAll.as('n')).as('destinations'),
      db.selectFrom('packages').select(countAll.as('n')).as('packages'),
      db.selectFrom('cultures').select(countAll.as('n')).as('culture'),
      db.selectFrom('msmes').select(countAll.as('n')).as('msmes'),
      db.selectFrom('products').select(countAll.as('n')).as('products'),
      db.selectFrom('articles').where('status', '=', 'published').select(countAll.as('n')).as('published_articles'),
      db.selectFrom('articles').where('status', '=', 'pending').select(countAll.as('n')).as('pending_articles'),
      db.selectFrom('contact_messages').where('is_read', '=', false).select(countAll.as('n')).as('unread_messages'),
      db.selectFrom('testimonials').where('is_displayed', '=', false).select(countAll.as('n')).as('hidden_testimonials'),
      db.selectFrom('testimonials').where('is_verified', '=', false).select(countAll.as('n')).as('unverified_testimonials'),
    ])
    .executeTakeFirstOrThrow();
  const n = (value: unknown) => Number(value ?? 0);
  return {
    content: {
      destinations: n(row.destinations),
      packages: n(row.packages),
      culture: n(row.culture),
      msmes: n(row.msmes),
      products: n(row.products),
      publishedArticles: n(row.published_articles),
    },
    waiting: {
      pendingArticles: n(row.pending_articles),
      unreadMessages: n(row.unread_messages),
      hiddenTestimonials: n(row.hidden_testimonials),
      unverifiedTestimonials: n(row.unverified_testimonials),
    },
  };
}

/** Articles published and messages received per week (the published and created-at indexes answer the ranges). */
export async function weeklyFigures(db: Db, now: Date): Promise<Pick<StaffDashboard, 'articlesPerWeek' | 'messagesPerWeek'>> {
  const starts = weekStarts(now);
  const from = new Date(`${starts[0]}T00:00:00Z`);
  const [articles, messages] = await readTogether(db, [
    () =>
      db
        .selectFrom('articles')
        .where('status', '=', 'published')
        .where('published_at', '>=', from)
        .select([weekIndex('published_at', from).as('week'), countAll.as('n')])
        .groupBy(sql`1`)
        .execute(),
    () =>
      db
        .selectFrom('contact_messages')
        .where('created_at', '>=', from)
        .select([weekIndex('created_at', from).as('week'), countAll.as('n')])
        .groupBy(sql`1`)
        .execute(),
  ]);
  return { articlesPerWeek: fillWeeks(starts, articles), messagesPerWeek: fillWeeks(starts, messages) };
}

export async function topArticles(db: Db): Promise<StaffDashboard['topArticles']> {
  const rows = await db
    .selectFrom('articles')
    .where('status', '=', 'published')
    .select(['id', 'title', 'slug', 'view_count'])
    .orderBy('view_count', 'desc')
    .orderBy('id', 'desc')
    .limit(DASHBOARD_TOP_ARTICLES)
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, slug: row.slug, viewCount: row.view_count }));
}

/** The latest new messages, submissions for review and testimonials, newest first, in one statement. */
export async function latestActivity(db: Db): Promise<StaffDashboard['activity']> {
  const limit = DASHBOARD_ACTIVITY;
  const { rows } = await sql<{ kind: 'message' | 'article' | 'testimonial'; id: number; title: string; at: Date | string }>`
    (select 'message' as kind, id, coalesce(nullif(subject, ''), name) as title, created_at as at
       from contact_messages order by created_at desc, id desc limit ${limit})
    union all
    (select 'article', id, title, created_at from articles where status = 'pending'
       order by created_at desc, id desc limit ${limit})
    union all
    (select 'testimonial', id, name, created_at from testimonials order by created_at desc, id desc limit ${limit})
    order by at desc, id desc
    limit ${limit}`.execute(db);
  return rows.map((row) => ({ kind: row.kind, id: row.id, title: row.title, at: new Date(row.at).toISOString() }));
}

/** Whether a stored value counts as filled in. */
function filled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined;
}

/** An owner's MSMEs with their product counts, completeness and visitor links. */
export async function ownMsmes(db: Db, userId: number): Promise<MsmeDashboard['msmes']> {
  const rows = await db
    .selectFrom('msmes')
    .where('msmes.user_id', '=', userId)
    .select((eb) => [
      'msmes.id',
      'msmes.brand',
      'msmes.category',
      ...MSME_PROFILE_FIELDS.map((field) => `msmes.${field}` as const),
      'msmes.instagram',
      'msmes.shopee',
      'msmes.tiktok',
      eb.selectFrom('products').whereRef('products.msme_id', '=', 'msmes.id').select(countAll.as('n')).as('product_count'),
    ])
    .orderBy('msmes.id')
    .execute();
  return rows.map((row) => {
    const missingFields = MSME_PROFILE_FIELDS.filter((field) => !filled(row[field]));
    return {
      id: row.id,
      brand: row.brand,
      category: row.category,
      products: Number(row.product_count ?? 0),
      completeness: Math.round((100 * (MSME_PROFILE_FIELDS.length - missingFields.length)) / MSME_PROFILE_FIELDS.length),
      missingFields,
      // The addresses visitors are sent to, built as the public pages build them.
      links: {
        whatsapp: row.whatsapp?.trim() ? whatsappChatUrl(row.whatsapp) : null,
        shopee: sellerProfileUrl('shopee', row.shopee),
        instagram: sellerProfileUrl('instagram', row.instagram),
        tiktok: sellerProfileUrl('tiktok', row.tiktok),
      },
    };
  });
}

/** The owner's products: counts by category, what is missing, and the latest incomplete ones. */
export async function ownProductFigures(db: Db, userId: number): Promise<MsmeDashboard['products']> {
  const owned = db.selectFrom('products').innerJoin('msmes', 'msmes.id', 'products.msme_id').where('msmes.user_id', '=', userId);
  const noImage = sql<boolean>`(products.image is null or products.image = '')`;
  const noDescription = sql<boolean>`(btrim(products.description) = '')`;
  const [byCategory, incomplete] = await readTogether(db, [
    () =>
      owned
        .select([
          'products.category',
          countAll.as('n'),
          sql<number>`count(*) filter (where ${noImage})::int`.as('no_image'),
          sql<number>`count(*) filter (where ${noDescription})::int`.as('no_description'),
        ])
        .groupBy('products.category')
        .execute(),
    () =>
      owned
        .where((eb) => eb.or([eb(noImage, '=', true), eb(noDescription, '=', true)]))
        .select(['products.id', 'products.name', noImage.as('no_image'), noDescription.as('no_description')])
        .orderBy('products.created_at', 'desc')
        .orderBy('products.id', 'desc')
        .limit(DASHBOARD_INCOMPLETE_PRODUCTS)
        .execute(),
  ]);
  const sum = (pick: (row: (typeof byCategory)[number]) => number) => byCategory.reduce((total, row) => total + pick(row), 0);
  return {
    total: sum((row) => row.n),
    byCategory: byCategory
      .map((row) => ({ category: row.category as ProductCategory, count: row.n }))
      .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category)),
    missingImage: sum((row) => row.no_image),
    missingDescription: sum((row) => row.no_description),
    incomplete: incomplete.map((row) => ({ id: row.id, name: row.name, missingImage: row.no_image, missingDescription: row.no_description })),
  };
}
