import type { Facility, SiteSettings, Testimonial, Transportation } from '@island/shared';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import { facilitiesQuery } from '../facilities/facilities.repo.ts';
import { siteSettingsFromRows, storedSettingsQuery } from '../settings/settings.repo.ts';
import { displayedTestimonialsQuery, toWireTestimonial } from '../testimonials/testimonials.repo.ts';
import { activeTransportationsQuery, toWireTransportation } from '../transportation/transportation.repo.ts';

/** Timestamps come out of a JSON aggregate as text; the modules' mappers take dates. */
function withDates<T extends { created_at: unknown; updated_at: unknown }>(row: T): T & { created_at: Date; updated_at: Date } {
  return { ...row, created_at: new Date(row.created_at as string), updated_at: new Date(row.updated_at as string) };
}

/** The home page's statement: the same on every request, so compiled once (db/compiled-once.ts). */
const homeStatement = compiledOnce((db: Db, testimonialsMax: number) =>
  db.selectNoFrom([
    jsonArrayFrom(storedSettingsQuery(db)).as('settings'),
    jsonArrayFrom(facilitiesQuery(db, { availableOnly: true })).as('facilities'),
    jsonArrayFrom(activeTransportationsQuery(db)).as('transportation'),
    jsonArrayFrom(displayedTestimonialsQuery(db, testimonialsMax)).as('testimonials'),
  ]),
);

/**
 * What the home page shows, in one statement: the settings, the available facilities, the
 * active boats and the newest displayed testimonials, each built by its own module's query and
 * aggregated to JSON by the database. Four queries cost four round trips and, on the embedded
 * database (one connection), four turns one after another; the page was twice a list's cost.
 */
export async function readHome(
  db: Db,
  baseUrl: string,
  testimonialsMax: number,
): Promise<{ settings: SiteSettings; facilities: Facility[]; transportation: Transportation[]; testimonials: Testimonial[] }> {
  const [row] = await homeStatement(db, testimonialsMax);
  if (!row) throw new Error('the home statement answered no row');
  return {
    settings: siteSettingsFromRows(row.settings, baseUrl),
    facilities: row.facilities,
    transportation: row.transportation.map((boat) => toWireTransportation(withDates(boat))),
    testimonials: row.testimonials.map((testimonial) => toWireTestimonial(withDates(testimonial), { staff: false })),
  };
}
