/**
 * The database as Kysely sees it. One interface per table; modules add theirs here when their
 * migration adds the table. Timestamps are read as Date and written as Date or left to defaults.
 */

import type { ColumnType, Generated } from 'kysely';
import type { CultureCategory, DestinationCategory, Role } from '@island/shared';
import type { SettingsCategory, TestimonialSource, TransportDirection, TransportStatus, TransportType } from '@island/shared';
import type { DepartureReason, DepartureState } from '@island/shared';
import type { ArticleCategory, ArticleStatus, EventCategory, EventStatus } from '@island/shared';
import type { MsmeCategory, ProductCategory } from '@island/shared';
import type { BookingStatus, PackageEnglishStored, PackageItineraryRow, PaymentStatus, TripLength } from '@island/shared';
import type { ArticleEnglishStored, CultureEnglishStored, DestinationEnglishStored, EventEnglishStored, FacilityEnglishStored, MsmeEnglishStored, ProductEnglishStored } from '@island/shared';
import type { ClickChannel, ReferrerGroup, ScreenClass, SiteLang, StatsItemType } from '@island/shared';
import type { ChargeStatus, PaymentProviderName } from '@island/shared';
import type { HomestayEnglishStored, HomestayFacilities } from '@island/shared';

/** Read as Date; optional on insert (the column has a default). */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A moment that may not have happened yet (a room's calendar never synced). */
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * A record's English twin (decision 0035): JSON of the visitor's texts, or null when none is
 * written, and when the Indonesian texts and the English last changed (migrations 0026, 0029, 0031,
 * 0034 to 0037).
 */
interface EnglishTwinColumns<Stored> {
  en: ColumnType<Stored | null, string | null | undefined, string | null>;
  id_changed_at: Generated<Date>;
  en_changed_at: Date | null;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  username: string | null;
  password_hash: string;
  role: Role;
  is_active: Generated<boolean>;
  /** Raised by a password change or deactivation; tokens of an older version stop working. */
  session_version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SeedRunsTable {
  name: string;
  ran_at: Timestamp;
}

/** Numeric columns: both drivers read them as text (no precision is lost), the repo converts. */
export type Numeric = ColumnType<string, number, number>;
/** text[] with a default of '{}'. */
export type TextArray = ColumnType<string[], string[] | undefined, string[]>;

export interface DestinationsTable extends EnglishTwinColumns<DestinationEnglishStored> {
  id: Generated<number>;
  title: string;
  category: ColumnType<DestinationCategory, DestinationCategory | undefined, DestinationCategory>;
  short_description: string;
  description: string | null;
  latitude: Numeric;
  longitude: Numeric;
  image: string;
  gallery: TextArray;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CulturesTable extends EnglishTwinColumns<CultureEnglishStored> {
  id: Generated<number>;
  title: string;
  category: CultureCategory;
  description: string;
  image: string | null;
  gallery: TextArray;
  videos: TextArray;
  video_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PackagesTable {
  id: Generated<number>;
  name: string;
  description: string;
  image: string | null;
  duration: string;
  /** JSON: the length as numbers (TripLength), or null for a length known only as text (migration 0030). */
  trip_length: ColumnType<TripLength | null, string | null | undefined, string | null>;
  min_persons: Generated<number>;
  max_persons: Generated<number>;
  facilities: TextArray;
  price: Generated<number>;
  popular: Generated<boolean>;
  whatsapp_contact: string;
  whatsapp_booking_url: string | null;
  /** The readable part of the package's page address (`/paket-wisata/<slug>`); made once, from the name (a row written without one gets `paket-<random>`). */
  slug: Generated<string>;
  /** Whether visitors see the package (its card, its page, the sitemap). */
  active: Generated<boolean>;
  /** Stored names of the pictures after the main one (`image`), in order. */
  gallery: TextArray;
  /** JSON: the day hour by hour, rows `{ time, text }`; written as JSON text. */
  itinerary: ColumnType<PackageItineraryRow[], string | undefined, string>;
  excluded: TextArray;
  bring: TextArray;
  meeting_point_name: string | null;
  meeting_point_directions: string | null;
  meeting_point_latitude: ColumnType<string | null, number | null | undefined, number | null>;
  meeting_point_longitude: ColumnType<string | null, number | null | undefined, number | null>;
  boat: string | null;
  /** The trip's boat out to the island and back: a boat and a time of its timetable (migration 0024). */
  boat_out_id: number | null;
  boat_out_time: string | null;
  boat_back_id: number | null;
  boat_back_time: string | null;
  /** JSON: the English twin of the visitor's texts (PackageEnglish), or null when none is written (migration 0026). */
  en: ColumnType<PackageEnglishStored | null, string | null | undefined, string | null>;
  /** When the Indonesian texts last changed, and the English twin; English older than the Indonesian is outdated. */
  id_changed_at: Generated<Date>;
  en_changed_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SettingsTable {
  category: SettingsCategory;
  key: string;
  /** JSON: text, number, null or a list of image names, by key. Written as JSON text. */
  value: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export interface FacilitiesTable extends EnglishTwinColumns<FacilityEnglishStored> {
  id: Generated<number>;
  icon: string;
  label: string;
  description: string | null;
  available: Generated<boolean>;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TransportationsTable {
  id: Generated<number>;
  name: string;
  type: Generated<TransportType>;
  status: Generated<TransportStatus>;
  phone: string;
  whatsapp: string | null;
  departure_time: string;
  dock_location: string;
  /** To the island or back (0019); boats saved before it go to the island. */
  direction: Generated<TransportDirection>;
  /** The crossing's two ends, as the board names them. */
  from_place: Generated<string>;
  to_place: Generated<string>;
  capacity: number | null;
  price_per_person: number | null;
  duration: string;
  /** The crossing in minutes, or null for a time known only as text (migration 0030). */
  travel_minutes: number | null;
  notes: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** What staff said about one departure (a boat, an island date, a timetable time). */
export interface DepartureStatusesTable {
  id: Generated<number>;
  transportation_id: number;
  /** The island's calendar date: written 'YYYY-MM-DD', read through `date::text` (the driver would make a Date at the server's midnight). */
  date: ColumnType<Date | string, string, string>;
  time: string;
  status: DepartureState;
  new_time: string | null;
  reason: DepartureReason | null;
  note: string | null;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface TestimonialsTable {
  id: Generated<number>;
  name: string;
  email: string | null;
  star: Generated<number>;
  origin: string | null;
  message: string;
  is_displayed: Generated<boolean>;
  is_verified: Generated<boolean>;
  source: Generated<TestimonialSource>;
  /** A guest's review: the completed booking it comes from (one review each) and its package (migration 0025). */
  booking_id: number | null;
  package_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MsmesTable extends EnglishTwinColumns<MsmeEnglishStored> {
  id: Generated<number>;
  user_id: number | null;
  brand: string;
  business_name: string | null;
  owner_name: string | null;
  description: string;
  category: Generated<MsmeCategory>;
  address: string | null;
  phone: string;
  whatsapp: string | null;
  email: string | null;
  instagram: string | null;
  shopee: string | null;
  facebook: string | null;
  tiktok: string | null;
  website: string | null;
  logo: string | null;
  banner: string | null;
  gallery: TextArray;
  /** Whether the owner gets the monthly figures by e-mail; the token is the e-mail's switch-off link. */
  stats_email: Generated<boolean>;
  stats_email_token: string | null;
  /** YYYY-MM of the last month whose figures were e-mailed. */
  stats_emailed_month: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductsTable extends EnglishTwinColumns<ProductEnglishStored> {
  id: Generated<number>;
  msme_id: number;
  name: string;
  description: string;
  category: ProductCategory;
  price: number;
  image: string | null;
  material: string;
  durability: string;
  delivery_time: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  is_read: Generated<boolean>;
  admin_reply: string | null;
  replied_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  replied_by: number | null;
  reply_emailed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TeamMembersTable {
  id: Generated<number>;
  name: string;
  role: string;
  photo: string | null;
  whatsapp: string | null;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ArticlesTable extends EnglishTwinColumns<ArticleEnglishStored> {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: ArticleCategory;
  status: ColumnType<ArticleStatus, ArticleStatus | undefined, ArticleStatus>;
  is_featured: Generated<boolean>;
  tags: TextArray;
  featured_image: string | null;
  author_id: number | null;
  author_name: string;
  reviewed_by: number | null;
  reviewed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  rejection_reason: string | null;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  view_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * One event of the calendar. `starts_on`/`ends_on` are SQL dates: the drivers turn them into
 * Date objects at the server's midnight, so reads select them as text (`to_char`, events.repo.ts).
 */
export interface EventsTable extends EnglishTwinColumns<EventEnglishStored> {
  id: Generated<number>;
  slug: string;
  title: string;
  category: EventCategory;
  starts_on: ColumnType<Date | string, string, string>;
  ends_on: ColumnType<Date | string, string, string>;
  start_time: string | null;
  end_time: string | null;
  place: string;
  destination_id: number | null;
  description: string;
  image: string | null;
  price: string | null;
  contact: string | null;
  yearly: Generated<boolean>;
  status: ColumnType<EventStatus, EventStatus | undefined, EventStatus>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One row per account that has filled in its contributor profile. */
export interface ContributorProfilesTable {
  user_id: number;
  phone: string | null;
  location: string | null;
  bio: string | null;
  university: string | null;
  major: string | null;
  website: string | null;
  twitter: string | null;
  instagram: string | null;
  avatar: string | null;
  updated_at: Timestamp;
}

/** One scheduled backup run (server/src/backups/schedule.ts). bigint sizes arrive as text on PostgreSQL. */
export interface BackupsTable {
  id: Generated<number>;
  slot: ColumnType<Date, Date | string, Date | string>;
  file_name: string;
  status: ColumnType<'running' | 'ok' | 'failed', 'running' | 'ok' | 'failed' | undefined, 'running' | 'ok' | 'failed'>;
  size_bytes: ColumnType<string | number | null, number | null | undefined, number | null>;
  error: string | null;
  remote_status: 'ok' | 'failed' | null;
  remote_error: string | null;
  started_at: Timestamp;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The audit trail (migrations/0008_audit.ts): append-only, one row per write. */
export interface AuditLogTable {
  /** bigint: both drivers read it as text. */
  id: ColumnType<string, never, never>;
  at: Timestamp;
  actor_id: number | null;
  actor_name: string | null;
  actor_role: string;
  ip: string | null;
  user_agent: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  /** The record's name when the entry was written (a booking's code, a title); null before migration 0017 and for records without one. */
  entity_name: string | null;
  /** JSON: field → { from, to }; written as JSON text. */
  changes: ColumnType<unknown, string | null, never>;
}

/** One sign-in; a token carries its id (see security/sessions.repo.ts). */
export interface UserSessionsTable {
  id: Generated<number>;
  user_id: number;
  /** The account's session version at sign-in; the session ends when the account's moves on. */
  session_version: number;
  user_agent: Generated<string>;
  ip: Generated<string>;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** An account's TOTP secret (encrypted); enabled once confirmed with a code. */
export interface UserTwoFactorTable {
  user_id: number;
  secret: string;
  enabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The newest 30-second step (Unix time / 30) a code was accepted for. */
  last_step: number | null;
  created_at: Timestamp;
}

export interface UserRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

/** One row (id = true). */
export interface AuthPolicyTable {
  id: Generated<boolean>;
  require_two_factor_staff: Generated<boolean>;
  updated_at: Timestamp;
}

/** A `date` column: always selected as text (`::text`, YYYY-MM-DD), written as that text. */
export type DateText = ColumnType<string, string, string>;
/** bigint arrives as text from node-postgres and as a number from PGlite; read through Number(). */
export type BigIntColumn = ColumnType<string | number, number, number>;

export interface PackageBookingRulesTable {
  package_id: number;
  bookable: Generated<boolean>;
  capacity_per_date: number | null;
  min_days_ahead: Generated<number>;
  max_days_ahead: Generated<number>;
  weekdays: ColumnType<number[], number[] | undefined, number[]>;
  cancellation_note: string | null;
  /** A visitor may cancel online until this many hours before the trip starts (0: until it starts). */
  cancel_hours_before: Generated<number>;
  /** Whether a deposit is refunded when the visitor cancels in time. */
  refund_deposit: Generated<boolean>;
  /** The deposit asked online: a percentage of the total, or a fixed sum; neither: the whole total (migration 0027). */
  deposit_percent: number | null;
  deposit_amount: BigIntColumn | null;
  updated_at: Timestamp;
}

export interface BookingClosedDatesTable {
  id: Generated<number>;
  /** null: closed for every package. */
  package_id: number | null;
  date: DateText;
  reason: string;
  created_at: Timestamp;
}

export interface BookingsTable {
  id: Generated<number>;
  code: string;
  key_hash: string;
  package_id: number | null;
  package_name: string;
  booking_date: DateText;
  participants: number;
  customer_name: string;
  customer_phone: string;
  customer_email: string | null;
  special_requests: string | null;
  price_per_person: number;
  total_price: BigIntColumn;
  status: ColumnType<BookingStatus, BookingStatus | undefined, BookingStatus>;
  payment_status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  notes: string | null;
  status_reason: string | null;
  checked_in_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The trip's boat out to the island and back: a boat and a time of its timetable (migration 0024). */
  boat_out_id: number | null;
  boat_out_time: string | null;
  boat_back_id: number | null;
  boat_back_time: string | null;
  /** When the visitor cancelled on their own page; null when they did not. */
  cancelled_by_visitor_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When a clerk saw that cancellation (opened the booking); null: not yet. */
  cancellation_seen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The hash of a second key to the page, e-mailed with the request to review (migration 0025). */
  review_key_hash: string | null;
  /** Money came in that staff must look at: paid after its charge expired, or for a booking no longer live (migration 0027). */
  payment_needs_staff: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A charge asked from the payment provider for one booking (migration 0027). */
export interface PaymentChargesTable {
  id: Generated<number>;
  booking_id: number | null;
  booking_code: string;
  provider: PaymentProviderName;
  order_id: string;
  amount: BigIntColumn;
  currency: Generated<string>;
  status: ColumnType<ChargeStatus, ChargeStatus | undefined, ChargeStatus>;
  qr_string: string | null;
  provider_ref: string | null;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  paid_late: Generated<boolean>;
  refunded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  refund_reason: string | null;
  /** A refund the provider accepted as pending and that failed afterwards (migration 0040); cleared by a refund made by hand. */
  refund_failed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  checked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The provider's notifications as received, one per provider event (migration 0027). */
export interface PaymentNotificationsTable {
  id: Generated<number>;
  provider: PaymentProviderName;
  event_key: string;
  order_id: string;
  reported_status: string;
  outcome: string;
  body: ColumnType<unknown, string, string>;
  received_at: Timestamp;
}

/** One island day's reconciliation with the provider (migration 0033). */
export interface PaymentReconciliationsTable {
  day: DayColumn;
  provider: PaymentProviderName;
  checked_at: Date;
  charges: number;
  corrected: number;
  differences: ColumnType<unknown, string, string>;
}

/** A `date` column, the island's calendar day: written as YYYY-MM-DD, read as `day::text` (the drivers turn a bare date into a Date). */
type DayColumn = ColumnType<Date | string, string, string>;

export interface StatsEventsTable {
  id: Generated<string>;
  day: DayColumn;
  path: string;
  referrer_host: string | null;
  referrer_group: ReferrerGroup;
  screen: ScreenClass;
  lang: SiteLang;
  channel: ClickChannel | null;
  item_type: StatsItemType | null;
  item_id: number | null;
  visitor: string;
}

export interface StatsSaltsTable {
  day: DayColumn;
  salt: string;
}

export interface StatsDailyTable {
  day: DayColumn;
  visitors: number;
  page_views: number;
}

export interface StatsDailyPagesTable {
  day: DayColumn;
  path: string;
  views: number;
  visitors: number;
}

export interface StatsDailyReferrersTable {
  day: DayColumn;
  referrer_group: ReferrerGroup;
  views: number;
}

export interface StatsDailyDevicesTable {
  day: DayColumn;
  screen: ScreenClass;
  lang: SiteLang;
  views: number;
}

export interface StatsDailyItemsTable {
  day: DayColumn;
  item_type: StatsItemType;
  item_id: number;
  /** 'view' or the channel of a click-out. */
  action: string;
  count: number;
}

/** A host household's homestay (migration 0032). */
export interface HomestaysTable extends EnglishTwinColumns<HomestayEnglishStored> {
  id: Generated<number>;
  msme_id: number;
  name: string;
  slug: string;
  host_name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  description: string;
  house_rules: string | null;
  photos: TextArray;
  check_in_time: Generated<string>;
  check_out_time: Generated<string>;
  facilities: ColumnType<HomestayFacilities, string | undefined, string>;
  whatsapp: string;
  published: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A kind of room of a homestay, with its number of identical units (migration 0032). */
export interface HomestayRoomsTable {
  id: Generated<number>;
  homestay_id: number;
  name: string;
  en: ColumnType<{ name?: string | null } | null, string | null | undefined, string | null>;
  units: Generated<number>;
  beds: Generated<number>;
  max_persons: number;
  included_persons: number;
  price_per_night: number;
  weekend_price: number | null;
  extra_person_price: number | null;
  photos: TextArray;
  active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The secret of the room's iCalendar export address (migration 0034, decision 0041). */
  calendar_secret: Generated<string>;
  /** An outside calendar (Airbnb, Booking.com) whose busy nights block this room. */
  import_url: string | null;
  import_checked_at: NullableTimestamp;
  import_synced_at: NullableTimestamp;
  import_error: string | null;
  import_events: number | null;
}

/** A night a room takes no guests: every unit of it (migration 0032). */
export interface HomestayBlockedNightsTable {
  id: Generated<number>;
  room_id: number;
  night: DateText;
  reason: string | null;
  created_by: number | null;
  created_at: Timestamp;
  /** By hand, or from the room's outside calendar (replaced on each sync; migration 0034). */
  source: Generated<'hand' | 'ical'>;
}

/** A visitor's stay: units of one room for the nights from check-in up to check-out (migration 0032). */
export interface StaysTable {
  id: Generated<number>;
  code: string;
  key_hash: string;
  homestay_id: number | null;
  room_id: number | null;
  homestay_name: string;
  room_name: string;
  check_in: DateText;
  check_out: DateText;
  nights: number;
  rooms: number;
  guests: number;
  customer_name: string;
  customer_phone: string;
  customer_email: string | null;
  special_requests: string | null;
  total_price: BigIntColumn;
  status: ColumnType<BookingStatus, BookingStatus | undefined, BookingStatus>;
  payment_status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  chosen_by_village: Generated<boolean>;
  choice_confirmed: Generated<boolean>;
  choice_reason: string | null;
  status_reason: string | null;
  notes: string | null;
  cancelled_by: 'visitor' | 'staff' | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DB {
  users: UsersTable;
  seed_runs: SeedRunsTable;
  destinations: DestinationsTable;
  cultures: CulturesTable;
  packages: PackagesTable;
  settings: SettingsTable;
  facilities: FacilitiesTable;
  transportations: TransportationsTable;
  departure_statuses: DepartureStatusesTable;
  testimonials: TestimonialsTable;
  msmes: MsmesTable;
  products: ProductsTable;
  contact_messages: ContactMessagesTable;
  team_members: TeamMembersTable;
  articles: ArticlesTable;
  events: EventsTable;
  contributor_profiles: ContributorProfilesTable;
  backups: BackupsTable;
  audit_log: AuditLogTable;
  user_sessions: UserSessionsTable;
  user_two_factor: UserTwoFactorTable;
  user_recovery_codes: UserRecoveryCodesTable;
  auth_policy: AuthPolicyTable;
  package_booking_rules: PackageBookingRulesTable;
  booking_closed_dates: BookingClosedDatesTable;
  bookings: BookingsTable;
  payment_charges: PaymentChargesTable;
  payment_notifications: PaymentNotificationsTable;
  payment_reconciliations: PaymentReconciliationsTable;
  homestays: HomestaysTable;
  homestay_rooms: HomestayRoomsTable;
  homestay_blocked_nights: HomestayBlockedNightsTable;
  stays: StaysTable;
  stats_events: StatsEventsTable;
  stats_salts: StatsSaltsTable;
  stats_daily: StatsDailyTable;
  stats_daily_pages: StatsDailyPagesTable;
  stats_daily_referrers: StatsDailyReferrersTable;
  stats_daily_devices: StatsDailyDevicesTable;
  stats_daily_items: StatsDailyItemsTable;
}
