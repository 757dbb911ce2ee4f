import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_init.ts';
import * as m0002 from './0002_catalogue.ts';
import * as m0003 from './0003_home.ts';
import * as m0004 from './0004_msme.ts';
import * as m0005 from './0005_articles.ts';
import * as m0006 from './0006_contact.ts';
import * as m0007 from './0007_dashboard.ts';
import * as m0008 from './0008_audit.ts';
import * as m0009 from './0009_sessions.ts';
import * as m0010 from './0010_backups.ts';
import * as m0011 from './0011_bookings.ts';
import * as m0013 from './0013_boat_board.ts';
import * as m0014 from './0014_events.ts';
import * as m0015 from './0015_visitor_stats.ts';
import * as m0016 from './0016_map_area.ts';
import * as m0017 from './0017_audit_record_name.ts';
import * as m0018 from './0018_package_page.ts';
import * as m0019 from './0019_departure_direction.ts';
import * as m0021 from './0021_payment_settings.ts';
import * as m0022 from './0022_cancellation_terms.ts';
import * as m0024 from './0024_trip_boats.ts';
import * as m0025 from './0025_booking_reviews.ts';
import * as m0026 from './0026_package_english.ts';
import * as m0027 from './0027_payments.ts';
import * as m0029 from './0029_english_twins.ts';
import * as m0030 from './0030_lengths_as_data.ts';
import * as m0031 from './0031_more_english_twins.ts';
import * as m0032 from './0032_homestays.ts';
import * as m0033 from './0033_payment_reconciliations.ts';
import * as m0034 from './0034_homestay_calendars.ts';
import * as m0035 from './0035_homestay_settings.ts';
import * as m0036 from './0036_article_english.ts';
import * as m0037 from './0037_product_english.ts';
import * as m0038 from './0038_msme_english.ts';
import * as m0039 from './0039_facility_english.ts';
import * as m0040 from './0040_refund_failed.ts';

/**
 * Every migration, by name, oldest first. Listed here rather than read from the folder so that
 * the bundled server (server/dist) carries them; a test fails when a file is missing from this list.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_catalogue': m0002,
  '0003_home': m0003,
  '0004_msme': m0004,
  '0005_articles': m0005,
  '0006_contact': m0006,
  '0007_dashboard': m0007,
  '0008_audit': m0008,
  '0009_sessions': m0009,
  '0010_backups': m0010,
  '0011_bookings': m0011,
  '0013_boat_board': m0013,
  '0014_events': m0014,
  '0015_visitor_stats': m0015,
  '0016_map_area': m0016,
  '0017_audit_record_name': m0017,
  '0018_package_page': m0018,
  '0019_departure_direction': m0019,
  '0021_payment_settings': m0021,
  '0022_cancellation_terms': m0022,
  '0024_trip_boats': m0024,
  '0025_booking_reviews': m0025,
  '0026_package_english': m0026,
  '0027_payments': m0027,
  '0029_english_twins': m0029,
  '0030_lengths_as_data': m0030,
  '0031_more_english_twins': m0031,
  '0032_homestays': m0032,
  '0033_payment_reconciliations': m0033,
  '0034_homestay_calendars': m0034,
  '0035_homestay_settings': m0035,
  '0036_article_english': m0036,
  '0037_product_english': m0037,
  '0038_msme_english': m0038,
  '0039_facility_english': m0039,
  '0040_refund_failed': m0040,
};
