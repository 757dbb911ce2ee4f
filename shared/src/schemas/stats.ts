/**
 * Visitor statistics: what the public app reports per page shown (a beacon), and what staff and
 * owners read back. No beacon carries anything that names a person: the server counts a visitor
 * for a day by a hash it forgets with the day's salt.
 */

import { z } from 'zod';
import { isIsoDate } from '../iso-date.ts';
import { SITE_LANGS } from '../locale-paths.ts';
import { idSchema, int32, optionalFilter } from './common.ts';
import { booleanInput } from './fields.ts';

export const STATS_LIMITS = {
  pathMax: 200,
  referrerMax: 100,
  /** The longest range a summary covers at once (days). */
  rangeDaysMax: 366,
  /** The default range of the staff screen and the owner's dashboard (days, today included). */
  defaultRangeDays: 30,
  /** How many rows the top lists hold. */
  topMax: 10,
  /** Raw events are kept this many days; the daily rollups stay. */
  rawRetentionDays: 90,
  /** The first year a report may ask for. */
  yearMin: 2000,
  yearMax: 2100,
} as const;

export const SCREEN_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type ScreenClass = (typeof SCREEN_CLASSES)[number];

/** The buttons that send a visitor elsewhere, counted per item. `book` is a package's "Pesan". */
export const CLICK_CHANNELS = ['whatsapp', 'shopee', 'instagram', 'tiktok', 'website', 'book', 'directions'] as const;
export type ClickChannel = (typeof CLICK_CHANNELS)[number];

/** The records whose public page or buttons are counted. */
export const STATS_ITEM_TYPES = ['destination', 'package', 'product', 'msme', 'article', 'event', 'culture', 'facility'] as const;
export type StatsItemType = (typeof STATS_ITEM_TYPES)[number];

/** Where visitors came from, grouped by the referrer's host; `direct` is no referrer (or the site itself). */
export const REFERRER_GROUPS = ['search', 'instagram', 'whatsapp', 'facebook', 'direct', 'other'] as const;
export type ReferrerGroup = (typeof REFERRER_GROUPS)[number];

const T = {
  path: 'Invalid path',
  referrer: 'Invalid referrer',
  date: 'Tanggal tidak valid',
  range: 'Rentang tanggal tidak valid',
  year: 'Tahun tidak valid',
  month: 'Bulan tidak valid',
} as const;

export const statsItemSchema = z.object({ type: z.enum(STATS_ITEM_TYPES), id: idSchema });
export type StatsItem = z.infer<typeof statsItemSchema>;

/**
 * One beacon: a page shown (no `click`) or a click-out (with `click`). The path is the address
 * without its query (a language query such as `?lang=en` is allowed and read as the language);
 * the server accepts only paths of the public site.
 */
export const statsBeaconInput = z.object({
  path: z
    .string({ error: T.path })
    .min(1, T.path)
    .max(STATS_LIMITS.pathMax, { error: T.path, abort: true })
    .regex(/^\/[^\s#]*$/, T.path),
  /** The referring site's host only (`www.google.com`), or null. */
  referrer: z
    .string({ error: T.referrer })
    .trim()
    .toLowerCase()
    .max(STATS_LIMITS.referrerMax, { error: T.referrer, abort: true })
    .regex(/^[a-z0-9.-]*$/, T.referrer)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  screen: z.enum(SCREEN_CLASSES),
  lang: z.enum(SITE_LANGS),
  click: z
    .object({
      channel: z.enum(CLICK_CHANNELS),
      item: statsItemSchema,
    })
    .optional(),
});
export type StatsBeaconInput = z.infer<typeof statsBeaconInput>;

const dateText = z.string({ error: T.date }).trim().max(10, { error: T.date, abort: true }).refine(isIsoDate, T.date);

/**
 * A range of days on the island, both ends included. Left out: the last 30 days up to today.
 * The server refuses a range whose end is before its start or longer than a year.
 */
export const statsRangeInput = z
  .object({
    from: optionalFilter(dateText),
    to: optionalFilter(dateText),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, { error: T.range, path: ['to'] });
export type StatsRangeInput = z.infer<typeof statsRangeInput>;

export const statsMsmeInput = z
  .object({
    id: idSchema,
    from: optionalFilter(dateText),
    to: optionalFilter(dateText),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, { error: T.range, path: ['to'] });
export type StatsMsmeInput = z.infer<typeof statsMsmeInput>;

export const statsReportInput = z.object({
  year: int32(T.year, { min: STATS_LIMITS.yearMin, max: STATS_LIMITS.yearMax }),
  /** Left out: the whole year. */
  month: z.preprocess((value) => (value === '' ? undefined : value), int32(T.month, { min: 1, max: 12 }).optional()),
});
export type StatsReportInput = z.infer<typeof statsReportInput>;

const count = z.number().int().nonnegative();
const clicksByChannel = z.object(Object.fromEntries(CLICK_CHANNELS.map((c) => [c, count])) as Record<ClickChannel, typeof count>);
export type ClicksByChannel = z.infer<typeof clicksByChannel>;

/** A day of the chart (YYYY-MM-DD on the island); days without visits are 0. */
export const statsDaySchema = z.object({ date: z.string(), visitors: count, pageViews: count });
export type StatsDay = z.infer<typeof statsDaySchema>;

/** A total and the same total over the range of the same length just before (null change when that was 0). */
const totalWithChange = z.object({ value: count, previous: count, changePercent: z.number().nullable() });

/** One counted record: its title and public path for the link, its views, its click-outs and (packages) bookings. */
export const statsItemRowSchema = z.object({
  type: z.enum(STATS_ITEM_TYPES),
  id: z.number().int(),
  title: z.string(),
  /** The record's public page (Indonesian address); null when it no longer exists or is hidden. */
  path: z.string().nullable(),
  views: count,
  clicks: clicksByChannel,
  /** Bookings made in the range (packages only; null for other types). */
  bookings: count.nullable(),
});
export type StatsItemRow = z.infer<typeof statsItemRowSchema>;

export const statsSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(statsDaySchema),
  totals: z.object({ visitors: totalWithChange, pageViews: totalWithChange }),
  /**
   * The most viewed pages, both languages together (the path has no `/en`; `langs` splits the
   * views): each named as staff read it, "Beranda" or a record's title, with its list's name as
   * `section` ("Produk UMKM"; null for a list or the home page itself).
   */
  topPages: z.array(z.object({ path: z.string(), title: z.string(), section: z.string().nullable(), views: count })),
  referrers: z.array(z.object({ group: z.enum(REFERRER_GROUPS), views: count })),
  screens: z.object(Object.fromEntries(SCREEN_CLASSES.map((s) => [s, count])) as Record<ScreenClass, typeof count>),
  langs: z.object(Object.fromEntries(SITE_LANGS.map((l) => [l, count])) as Record<(typeof SITE_LANGS)[number], typeof count>),
  /** The most viewed records of each type, most viewed first. */
  items: z.object(Object.fromEntries(STATS_ITEM_TYPES.map((t) => [t, z.array(statsItemRowSchema)])) as Record<StatsItemType, z.ZodArray<typeof statsItemRowSchema>>),
  /** Click-outs per channel over every item. */
  clicks: clicksByChannel,
});
export type StatsSummary = z.infer<typeof statsSummarySchema>;

export const statsMsmeSchema = z.object({
  msmeId: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** The UMKM's own page. */
  profile: z.object({ views: count, clicks: clicksByChannel }),
  /** Every product of the UMKM, most viewed first. */
  products: z.array(statsItemRowSchema),
  totals: z.object({ views: count, clicks: clicksByChannel }),
  /** Whether the owner gets the monthly e-mail. */
  monthlyEmail: z.boolean(),
  /**
   * Whether the site can send e-mail at all (SMTP_URL set): without it no monthly e-mail goes
   * out whatever the owner chose, and the dashboard offers the choice as unavailable.
   */
  mailConfigured: z.boolean(),
});
export type StatsMsme = z.infer<typeof statsMsmeSchema>;
/** An UMKM's figures alone, as the monthly e-mail sends them (the site's mail is a given there). */
export type StatsMsmeFigures = Omit<StatsMsme, 'mailConfigured'>;

export const statsReportMonthSchema = z.object({
  month: z.number().int().min(1).max(12),
  visitors: count,
  pageViews: count,
  bookings: count,
  persons: count,
  /** Homestay stays whose first night falls in the month, and their guest-nights (guests × nights). */
  stays: count,
  guestNights: count,
});

export const statsReportSchema = z.object({
  year: z.number().int(),
  month: z.number().int().nullable(),
  from: z.string(),
  to: z.string(),
  /** Visits: per month of the period (one row for a monthly report). */
  months: z.array(statsReportMonthSchema),
  visits: z.object({ visitors: count, pageViews: count }),
  bookings: z.object({ bookings: count, persons: count }),
  /** Homestay stays (pending, confirmed or completed) by their first night, the tourism office's guest-nights. */
  stays: z.object({ stays: count, guestNights: count, nights: count }),
  /** What the site lists at the end of the period (published records). */
  listed: z.object({ destinations: count, packages: count, msmes: count, products: count }),
  /** What happened in the period. */
  activity: z.object({
    eventsHeld: count,
    articlesPublished: count,
    messagesReceived: count,
    messagesAnswered: count,
    /** Median hours from a message's arrival to its answer; null when none was answered. */
    medianHoursToAnswer: z.number().nullable(),
  }),
});
export type StatsReport = z.infer<typeof statsReportSchema>;

/** The owner's one-click switch of the monthly e-mail (signed in), or the e-mail's link (by its token). */
export const statsMonthlyEmailInput = z.object({ msmeId: idSchema, enabled: booleanInput(z.boolean()) });
export type StatsMonthlyEmailInput = z.infer<typeof statsMonthlyEmailInput>;

export const statsUnsubscribeInput = z.object({ token: z.string().min(20).max(100).regex(/^[A-Za-z0-9_-]+$/) });
export type StatsUnsubscribeInput = z.infer<typeof statsUnsubscribeInput>;
