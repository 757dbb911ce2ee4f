import { agreedTripLength, formatTripLength } from '@island/shared';
import type { BoatLeg, BoatLegInput, PackageEnglishStored, PackageItineraryRow, Pagination, TourPackage, TripLength } from '@island/shared';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { type CountKeeper, fetchPage } from '../../db/pagination.ts';
import { containsAny, escapeLike } from '../../db/search.ts';
import { isUniqueViolation } from '../../db/constraint-violations.ts';
import type { PackagesTable } from '../../db/types.ts';
import { imageUrl, imageUrls } from '../../files/image-urls.ts';
import { slugOf, uniqueSlug } from '../articles/article-slug.ts';
import type { Db } from '../../db/database.ts';
import { boatLegColumn, legIdOf, legTimeOf } from '../transportation/trip-legs.repo.ts';
import { isOutdated, twinChangeDates, writtenOrNull } from '../../db/english-twin.ts';
import type { TwinnedTable } from '../../db/needing-english.ts';

const COLUMNS = [
  'id',
  'name',
  'description',
  'image',
  'duration',
  'trip_length',
  'min_persons',
  'max_persons',
  'facilities',
  'price',
  'popular',
  'whatsapp_contact',
  'whatsapp_booking_url',
  'slug',
  'active',
  'gallery',
  'itinerary',
  'excluded',
  'bring',
  'meeting_point_name',
  'meeting_point_directions',
  'meeting_point_latitude',
  'meeting_point_longitude',
  'boat',
  'en',
  'id_changed_at',
  'en_changed_at',
  'created_at',
  'updated_at',
] as const;

/** The boats out and back, each read with its name and ends (every read and write returns them). */
const LEGS = [boatLegColumn('packages', 'out').as('boat_out'), boatLegColumn('packages', 'back').as('boat_back')] as const;
const SELECTED = [...COLUMNS, ...LEGS] as const;

/** Searched in both languages: an English page's search finds the English, and the Indonesian as well (migration 0026's index). */
export const PACKAGE_SEARCHED_TEXTS = ['name', 'description', sql<string>`en->>'name'`, sql<string>`en->>'description'`] as const;

export type PackageRow = Pick<Selectable<PackagesTable>, (typeof COLUMNS)[number]> & { boat_out: BoatLeg | null; boat_back: BoatLeg | null };

/** What a write stores; `image` holds a stored file name. Undefined leaves a column as it is. */
export interface PackageValues {
  name: string;
  description: string;
  image?: string | null;
  /** One of the two says how long the trip lasts (the create schema asks for one). */
  duration?: string;
  /** The length as numbers; `duration` then holds their Indonesian wording (`agreedTripLength`). */
  tripLength?: TripLength | null;
  minPersons?: number;
  maxPersons?: number;
  facilities?: string[];
  price?: number;
  popular?: boolean;
  whatsappContact: string;
  whatsappBookingUrl?: string | null;
  active?: boolean;
  gallery?: string[];
  itinerary?: PackageItineraryRow[];
  excluded?: string[];
  bring?: string[];
  meetingPointName?: string | null;
  meetingPointDirections?: string | null;
  meetingPointLocation?: { lat: number; lng: number } | null;
  boat?: string | null;
  boatOut?: BoatLegInput;
  boatBack?: BoatLegInput;
  /** The English twin as stored (`englishOf` makes it from the input); null removes it. */
  en?: PackageEnglishStored | null;
}

/** The Indonesian texts a visitor reads, by column: a change to any of them leaves the English behind. */
function indonesianTexts(values: Partial<PackageValues>): Record<string, unknown> {
  return {
    name: values.name,
    description: values.description,
    // A length given as numbers is written in English by the page itself: no translation falls behind.
    duration: values.tripLength ? undefined : values.duration,
    facilities: values.facilities,
    itinerary: values.itinerary,
    excluded: values.excluded,
    bring: values.bring,
    meeting_point_name: values.meetingPointName,
    meeting_point_directions: values.meetingPointDirections,
  };
}

/** The English twin as the input gave it, whole: blanks as null or '', and null when nothing is written. */
export function englishOf(input: {
  name?: string | null | undefined;
  description?: string | null | undefined;
  duration?: string | null | undefined;
  facilities?: string[] | undefined;
  itinerary?: string[] | undefined;
  excluded?: string[] | undefined;
  bring?: string[] | undefined;
  meetingPointName?: string | null | undefined;
  meetingPointDirections?: string | null | undefined;
} | null | undefined): PackageEnglishStored | null | undefined {
  if (input === undefined || input === null) return input;
  return writtenOrNull<PackageEnglishStored>({
    name: input.name ?? null,
    description: input.description ?? null,
    duration: input.duration ?? null,
    facilities: input.facilities ?? [],
    itinerary: input.itinerary ?? [],
    excluded: input.excluded ?? [],
    bring: input.bring ?? [],
    meetingPointName: input.meetingPointName ?? null,
    meetingPointDirections: input.meetingPointDirections ?? null,
  });
}

/** The meeting point's pin from its two stored columns (numeric, read as text); null without one. */
export function meetingPinOf(latitude: string | null, longitude: string | null): { lat: number; lng: number } | null {
  return latitude === null || longitude === null ? null : { lat: Number(latitude), lng: Number(longitude) };
}

export function toWirePackage(row: PackageRow, baseUrl: string): TourPackage {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: imageUrl(baseUrl, row.image),
    duration: row.duration,
    tripLength: row.trip_length,
    durationEn: row.trip_length && formatTripLength(row.trip_length, 'en'),
    minPersons: row.min_persons,
    maxPersons: row.max_persons,
    facilities: row.facilities,
    price: row.price,
    popular: row.popular,
    whatsappContact: row.whatsapp_contact,
    whatsappBookingUrl: row.whatsapp_booking_url,
    slug: row.slug,
    active: row.active,
    gallery: imageUrls(baseUrl, row.gallery),
    itinerary: row.itinerary.map(({ time, text }) => ({ time, text })),
    excluded: row.excluded,
    bring: row.bring,
    meetingPointName: row.meeting_point_name,
    meetingPointDirections: row.meeting_point_directions,
    meetingPointLocation: meetingPinOf(row.meeting_point_latitude, row.meeting_point_longitude),
    boat: row.boat,
    boatOut: row.boat_out,
    boatBack: row.boat_back,
    en: row.en && { ...row.en, outdated: isOutdated(row) },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Popular packages first, then the newest; searched over name and description in both languages; `activeOnly` for visitors. */
export async function listPackages(
  db: Db,
  filter: { page: number; limit: number; search?: string | undefined; activeOnly: boolean },
  counts?: CountKeeper,
): Promise<{ rows: PackageRow[]; pagination: Pagination }> {
  let query = db.selectFrom('packages').select(SELECTED);
  if (filter.activeOnly) query = query.where('active', '=', true);
  if (filter.search) {
    const term = filter.search;
    query = query.where((eb) => containsAny(eb, PACKAGE_SEARCHED_TEXTS, term));
  }
  const ordered = query.orderBy('popular', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc');
  return fetchPage(db, ordered, filter.page, filter.limit, counts);
}

export async function findPackage(db: Db, id: number): Promise<PackageRow | undefined> {
  return db.selectFrom('packages').select(SELECTED).where('id', '=', id).executeTakeFirst();
}

export async function findPackageBySlug(db: Db, slug: string): Promise<PackageRow | undefined> {
  return db.selectFrom('packages').select(SELECTED).where('slug', '=', slug).executeTakeFirst();
}

/**
 * The columns a write stores, for insert and update alike; in an update, undefined leaves a
 * column as it is (Kysely leaves such keys out).
 */
function toRow(values: PackageValues): Insertable<PackagesTable>;
function toRow(values: Partial<PackageValues>): Updateable<PackagesTable>;
function toRow(values: Partial<PackageValues>): Updateable<PackagesTable> {
  const length = agreedTripLength(values);
  return {
    name: values.name,
    description: values.description,
    image: values.image,
    // Text and numbers agree on every write, the seed's and an older REST client's included.
    duration: length.duration,
    trip_length: length.tripLength === undefined ? undefined : length.tripLength && JSON.stringify(length.tripLength),
    min_persons: values.minPersons,
    max_persons: values.maxPersons,
    facilities: values.facilities,
    price: values.price,
    popular: values.popular,
    whatsapp_contact: values.whatsappContact,
    whatsapp_booking_url: values.whatsappBookingUrl,
    active: values.active,
    gallery: values.gallery,
    itinerary: values.itinerary === undefined ? undefined : JSON.stringify(values.itinerary),
    excluded: values.excluded,
    bring: values.bring,
    meeting_point_name: values.meetingPointName,
    meeting_point_directions: values.meetingPointDirections,
    meeting_point_latitude: values.meetingPointLocation === undefined ? undefined : (values.meetingPointLocation?.lat ?? null),
    meeting_point_longitude: values.meetingPointLocation === undefined ? undefined : (values.meetingPointLocation?.lng ?? null),
    boat: values.boat,
    boat_out_id: legIdOf(values.boatOut),
    boat_out_time: legTimeOf(values.boatOut),
    boat_back_id: legIdOf(values.boatBack),
    boat_back_time: legTimeOf(values.boatBack),
    en: values.en === undefined ? undefined : values.en && JSON.stringify(values.en),
  };
}

/**
 * Stores a new package under a slug made from its name, unique among all packages. The slug stays
 * when the name changes later, so a shared link keeps working.
 */
export async function insertPackage(db: Db, values: PackageValues): Promise<PackageRow> {
  return withUniqueSlug(db, values.name, (slug) =>
    db
      .insertInto('packages')
      .values({ ...toRow(values), slug, en_changed_at: values.en ? sql<Date>`now()` : null })
      .returning(SELECTED)
      .executeTakeFirstOrThrow(),
  );
}

/** A name's slug; one of digits only would read as a package's id in the old address form. */
function slugBase(name: string): string {
  const base = slugOf(name);
  if (base === 'artikel') return 'paket';
  return /^[0-9-]+$/.test(base) ? `paket-${base}` : base;
}

/**
 * Runs a write with the first free slug for `name`. Inside a transaction (every staff write is
 * one, with its audit entry) new slugs are taken one at a time under a lock held until it ends:
 * a unique violation there would abort the transaction and leave nothing to retry in. Outside
 * one, a race for the same slug looks again.
 */
async function withUniqueSlug<T>(db: Db, name: string, write: (slug: string) => Promise<T>): Promise<T> {
  const base = slugBase(name);
  if (db.isTransaction) await sql`select pg_advisory_xact_lock(hashtext('packages.slug'))`.execute(db);
  for (let attempt = 1; ; attempt += 1) {
    const rows = await db
      .selectFrom('packages')
      .select('slug')
      .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${escapeLike(base)}-%`)]))
      .execute();
    try {
      return await write(uniqueSlug(base, new Set(rows.map((row) => row.slug))));
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** Undefined if no package has the id. Kysely leaves out columns whose value is undefined. */
export async function updatePackage(db: Db, id: number, values: Partial<PackageValues>): Promise<PackageRow | undefined> {
  return db
    .updateTable('packages')
    .set({ ...toRow(values), ...twinChangeDates(indonesianTexts(values), values.en, ['itinerary']), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(SELECTED)
    .executeTakeFirst();
}

export async function deletePackage(db: Db, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('packages').where('id', '=', id).returning('id').executeTakeFirst();
  return deleted !== undefined;
}

/** Where the translator's list finds packages: the active ones, by name, English without name or description only partly written. */
export const PACKAGE_TWINS: TwinnedTable = { table: 'packages', name: 'name', main: ['name', 'description'], published: sql<boolean>`active` };
