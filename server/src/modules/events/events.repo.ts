import type { EventCategory, EventEnglishStored, EventStatus, IslandEvent, MapPlace, Pagination } from '@island/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type CountKeeper, fetchPage } from '../../db/pagination.ts';
import { containsAny, escapeLike } from '../../db/search.ts';
import { isUniqueViolation } from '../../db/constraint-violations.ts';
import { imageUrl } from '../../files/image-urls.ts';
import { slugOf, uniqueSlug } from '../articles/article-slug.ts';
import { PUBLIC_EVENT_STATUS } from './event-rules.ts';
import type { RowOf } from '../../db/row-of.ts';
import type { TwinnedTable } from '../../db/needing-english.ts';
import { englishSearched, insertedTwin, twinAnswer, twinChangeDates, twinColumn } from '../../db/english-twin.ts';

/**
 * A yearly event is shown at its next occurrence: its dates moved by the whole years that bring
 * its end to today or later. `shift` is that number of years (0 for a one-off event), so the
 * list, its filters and its order all read the same occurrence, computed by the database.
 */
function yearsShift(today: string): RawBuilder<number> {
  const years = sql`(extract(year from ${today}::date)::int - extract(year from events.ends_on)::int)`;
  return sql<number>`(case when events.yearly and events.ends_on < ${today}::date
    then ${years} + case when (events.ends_on + make_interval(years => ${years}))::date < ${today}::date then 1 else 0 end
    else 0 end)`;
}

const nextStart = (today: string) => sql<string>`(events.starts_on + make_interval(years => ${yearsShift(today)}))::date`;
const nextEnd = (today: string) => sql<string>`(events.ends_on + make_interval(years => ${yearsShift(today)}))::date`;

/** The columns an answer is built from; dates as text (see EventsTable), the destination joined in. */
function selectEvents(db: Db, today: string) {
  return db
    .selectFrom('events')
    .leftJoin('destinations', 'destinations.id', 'events.destination_id')
    .select([
      'events.id',
      'events.slug',
      'events.title',
      'events.category',
      sql<string>`to_char(events.starts_on, 'YYYY-MM-DD')`.as('starts_on'),
      sql<string>`to_char(events.ends_on, 'YYYY-MM-DD')`.as('ends_on'),
      sql<string>`to_char(${nextStart(today)}, 'YYYY-MM-DD')`.as('next_starts_on'),
      sql<string>`to_char(${nextEnd(today)}, 'YYYY-MM-DD')`.as('next_ends_on'),
      'events.start_time',
      'events.end_time',
      'events.place',
      'events.destination_id',
      'destinations.title as destination_name',
      'destinations.latitude',
      'destinations.longitude',
      'events.description',
      'events.image',
      'events.price',
      'events.contact',
      'events.yearly',
      'events.status',
      'events.created_by',
      'events.en',
      'events.id_changed_at',
      'events.en_changed_at',
      'events.created_at',
      'events.updated_at',
    ]);
}

export type EventRow = RowOf<typeof selectEvents>;

/**
 * The searched text, in both languages: an English page's search finds the English, and the
 * Indonesian as well. The twin is named by its table: the read joins destinations, which have one too.
 */
export const EVENT_SEARCHED_TEXTS = ['events.title', 'events.place', ...englishSearched(['title', 'place'], 'events')] as const;

/** What a write stores; `description` is already sanitised. Undefined leaves a column as it is. */
export interface EventValues {
  slug: string;
  title: string;
  category: EventCategory;
  startsOn: string;
  endsOn: string;
  startTime?: string | null;
  endTime?: string | null;
  place: string;
  destinationId?: number | null;
  description: string;
  image?: string | null;
  price?: string | null;
  contact?: string | null;
  yearly?: boolean;
  status: EventStatus;
  createdBy?: number | null;
  /** The English twin as stored (its description sanitised, like the Indonesian); null removes it. */
  en?: EventEnglishStored | null;
}

/** The Indonesian texts a visitor reads, by column: a change to any of them leaves the English behind. */
function indonesianTexts(values: Partial<EventValues>): Record<string, unknown> {
  return { title: values.title, place: values.place, description: values.description, price: values.price };
}

/** One mapping of values to columns, for inserts and updates alike. */
function toRow<V extends Partial<EventValues>>(values: V) {
  return {
    slug: values.slug as V['slug'],
    title: values.title as V['title'],
    category: values.category as V['category'],
    starts_on: values.startsOn as V['startsOn'],
    ends_on: values.endsOn as V['endsOn'],
    start_time: values.startTime,
    end_time: values.endTime,
    place: values.place as V['place'],
    destination_id: values.destinationId,
    description: values.description as V['description'],
    image: values.image,
    price: values.price,
    contact: values.contact,
    yearly: values.yearly,
    status: values.status,
    created_by: values.createdBy,
    en: twinColumn(values.en),
  };
}

/** Pictures in the description are stored as /uploads/… paths; answers carry absolute URLs. */
function absoluteHtml(html: string, baseUrl: string): string {
  return html.replaceAll('src="/uploads/', `src="${baseUrl}/uploads/`);
}

export function toWireEvent(row: EventRow, baseUrl: string, today: string): IslandEvent {
  const en = twinAnswer(row);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    nextStartsOn: row.next_starts_on,
    nextEndsOn: row.next_ends_on,
    startTime: row.start_time,
    endTime: row.end_time,
    isPast: row.next_ends_on < today,
    place: row.place,
    destinationId: row.destination_id,
    destinationName: row.destination_name,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    description: absoluteHtml(row.description, baseUrl),
    image: imageUrl(baseUrl, row.image),
    price: row.price,
    contact: row.contact,
    yearly: row.yearly,
    status: row.status,
    createdBy: row.created_by,
    en: en && { ...en, description: en.description && absoluteHtml(en.description, baseUrl) },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface EventFilter {
  page: number;
  limit: number;
  /** The island's today: decides what is past and where a yearly event falls next. */
  today: string;
  search?: string | undefined;
  category?: EventCategory | undefined;
  status?: EventStatus | undefined;
  /** Keep events whose (next) dates touch [from, to]. */
  from?: string | undefined;
  to?: string | undefined;
  /** Include events that have ended (staff lists). */
  past?: boolean | undefined;
  createdBy?: number | undefined;
}

/** A page of events, the soonest first (by their next occurrence). */
export async function listEvents(db: Db, filter: EventFilter, counts?: CountKeeper): Promise<{ rows: EventRow[]; pagination: Pagination }> {
  const { today } = filter;
  let query = selectEvents(db, today);
  if (filter.status) query = query.where('events.status', '=', filter.status);
  if (filter.category) query = query.where('events.category', '=', filter.category);
  if (filter.createdBy !== undefined) query = query.where('events.created_by', '=', filter.createdBy);
  if (!filter.past) query = query.where(sql<boolean>`${nextEnd(today)} >= ${today}::date`);
  if (filter.from) query = query.where(sql<boolean>`${nextEnd(today)} >= ${filter.from}::date`);
  if (filter.to) query = query.where(sql<boolean>`${nextStart(today)} <= ${filter.to}::date`);
  const term = filter.search;
  if (term) query = query.where((eb) => containsAny(eb, EVENT_SEARCHED_TEXTS, term));
  const ordered = query
    .orderBy(nextStart(today), 'asc')
    .orderBy('events.start_time', (ob) => ob.asc().nullsFirst())
    .orderBy('events.id', 'asc');
  return fetchPage(db, ordered, filter.page, filter.limit, counts);
}

/** The map shows at most this many events (the soonest): markers, not the agenda. */
const MAP_EVENTS = 100;

/**
 * Published upcoming events held at a destination with coordinates, as points of the island map:
 * only the columns a marker and its card show, the soonest first.
 */
export async function listEventPlaces(db: Db, today: string, baseUrl: string): Promise<MapPlace[]> {
  const rows = await db
    .selectFrom('events')
    .innerJoin('destinations', 'destinations.id', 'events.destination_id')
    .select([
      'events.id',
      'events.slug',
      'events.title',
      sql<string | null>`events.en->>'title'`.as('title_en'),
      'events.image',
      'destinations.latitude',
      'destinations.longitude',
      sql<string>`to_char(${nextStart(today)}, 'YYYY-MM-DD')`.as('next_starts_on'),
      sql<string>`to_char(${nextEnd(today)}, 'YYYY-MM-DD')`.as('next_ends_on'),
    ])
    .where('events.status', '=', PUBLIC_EVENT_STATUS)
    .where('destinations.latitude', 'is not', null)
    .where('destinations.longitude', 'is not', null)
    .where(sql<boolean>`${nextEnd(today)} >= ${today}::date`)
    .orderBy(nextStart(today), 'asc')
    .orderBy('events.id', 'asc')
    .limit(MAP_EVENTS)
    .execute();
  return rows.map((row) => ({
    kind: 'event',
    id: row.id,
    title: row.title,
    title_en: row.title_en,
    image: imageUrl(baseUrl, row.image),
    lat: Number(row.latitude),
    lng: Number(row.longitude),
    event: { slug: row.slug, nextStartsOn: row.next_starts_on, nextEndsOn: row.next_ends_on },
  }));
}

export async function findEvent(db: Db, id: number, today: string): Promise<EventRow | undefined> {
  return selectEvents(db, today).where('events.id', '=', id).executeTakeFirst();
}

export async function findEventBySlug(db: Db, slug: string, today: string): Promise<EventRow | undefined> {
  return selectEvents(db, today).where('events.slug', '=', slug).executeTakeFirst();
}


export async function destinationExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('destinations').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Stores a new event under a slug made from its title, unique among all events. */
export async function insertEvent(db: Db, values: Omit<EventValues, 'slug'>, today: string): Promise<EventRow> {
  const { id } = await withUniqueSlug(db, values.title, undefined, (slug) =>
    db
      .insertInto('events')
      .values({ ...toRow({ ...values, slug }), ...insertedTwin(values.en) })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return (await findEvent(db, id, today))!;
}

/** Undefined if no event has the id. A new title gives a new slug only while the event is unpublished. */
export async function updateEvent(
  db: Db,
  id: number,
  values: Partial<Omit<EventValues, 'slug'>>,
  today: string,
  options: { retitle?: boolean } = {},
): Promise<EventRow | undefined> {
  const write = (slug: string | undefined) =>
    db
      .updateTable('events')
      .set({ ...toRow({ ...values, slug }), ...twinChangeDates(indonesianTexts(values), values.en), updated_at: sql`now()` })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
  const updated = options.retitle && values.title ? await withUniqueSlug(db, values.title, id, write) : await write(undefined);
  return updated ? findEvent(db, id, today) : undefined;
}

export async function deleteEvent(db: Db, id: number): Promise<boolean> {
  return (await db.deleteFrom('events').where('id', '=', id).returning('id').executeTakeFirst()) !== undefined;
}

/** Runs a write with the first free slug for `title`; a race for the same slug looks again. */
async function withUniqueSlug<T>(db: Db, title: string, exceptId: number | undefined, write: (slug: string) => Promise<T>): Promise<T> {
  const base = slugOf(title) === 'artikel' ? 'acara' : slugOf(title);
  for (let attempt = 1; ; attempt += 1) {
    let query = db
      .selectFrom('events')
      .select('slug')
      .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${escapeLike(base)}-%`)]));
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    const taken = new Set((await query.execute()).map((row) => row.slug));
    try {
      return await write(uniqueSlug(base, taken));
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** Where the translator's list finds them: published events, by title, English without title or description only partly written. */
export const EVENT_TWINS: TwinnedTable = { table: 'events', name: 'title', main: ['title', 'description'], published: sql<boolean>`status = ${PUBLIC_EVENT_STATUS}` };
