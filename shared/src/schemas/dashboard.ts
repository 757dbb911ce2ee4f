import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { backupHealthSchema } from './backups.ts';
import { MSME_CATEGORIES } from './msme.ts';
import { PRODUCT_CATEGORIES } from './products.ts';

/** How many weeks the staff charts cover, the current week last. */
export const DASHBOARD_WEEKS = 12;
/** How many of the most-read articles and latest events the staff dashboard lists. */
export const DASHBOARD_TOP_ARTICLES = 5;
export const DASHBOARD_ACTIVITY = 8;
/** How many incomplete products the msme dashboard names (the counts cover all). */
export const DASHBOARD_INCOMPLETE_PRODUCTS = 10;

const count = z.number().int().nonnegative();

/** One week of a chart: its Monday (YYYY-MM-DD, UTC) and how many happened in it; empty weeks are 0. */
export const weekCountSchema = z.object({ weekStart: z.string(), count });
export type WeekCount = z.infer<typeof weekCountSchema>;

/** One week of the bookings chart (its Monday on the island): bookings made that week and the persons they bring. */
export const weekBookingsSchema = z.object({ weekStart: z.string(), bookings: count, persons: count });
export type WeekBookings = z.infer<typeof weekBookingsSchema>;

export const ACTIVITY_KINDS = ['message', 'article', 'testimonial'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const staffDashboardSchema = z.object({
  kind: z.literal('staff'),
  /** Superadmin only; null for admin. */
  accounts: z
    .object({
      byRole: z.object(Object.fromEntries(ROLES.map((role) => [role, count])) as Record<(typeof ROLES)[number], typeof count>),
      total: count,
      inactive: count,
    })
    .nullable(),
  /** Superadmin only (null for admin): whether the newest good backup is recent enough. */
  backup: backupHealthSchema.nullable(),
  content: z.object({
    destinations: count,
    packages: count,
    culture: count,
    msmes: count,
    products: count,
    publishedArticles: count,
  }),
  waiting: z.object({
    pendingArticles: count,
    unreadMessages: count,
    hiddenTestimonials: count,
    unverifiedTestimonials: count,
  }),
  /** Dates on the island (the site's time zone): what the desk must answer and expect. */
  bookings: z.object({
    waiting: count,
    /** Bookings visitors cancelled on their own page that no clerk has opened yet. */
    cancelledUnseen: count,
    personsToday: count,
    personsTomorrow: count,
    /** Bookings made per week (cancelled ones left out), the current week last. */
    perWeek: z.array(weekBookingsSchema),
  }),
  /** Homestay stays not yet over: waiting, the village's unconfirmed choices, today's arrivals, guests in a house tonight. */
  stays: z.object({ waiting: count, unconfirmedChoices: count, arrivingToday: count, guestsTonight: count }),
  articlesPerWeek: z.array(weekCountSchema),
  messagesPerWeek: z.array(weekCountSchema),
  topArticles: z.array(z.object({ id: z.number().int(), title: z.string(), slug: z.string(), viewCount: count })),
  activity: z.array(z.object({ kind: z.enum(ACTIVITY_KINDS), id: z.number().int(), title: z.string(), at: z.string() })),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;

/** The links visitors can use to reach a seller; null when the owner has not filled one in. */
export const SELLER_LINK_KEYS = ['whatsapp', 'shopee', 'instagram', 'tiktok'] as const;
export type SellerLinkKey = (typeof SELLER_LINK_KEYS)[number];

/**
 * The profile fields whose emptiness lowers an MSME's completeness. The selling channels
 * (Instagram, Shopee, Facebook, TikTok, a website) are not among them: a business that does not
 * sell there is complete without them, and the dashboard names the unused ones only as a hint.
 */
export const MSME_PROFILE_FIELDS = ['business_name', 'owner_name', 'address', 'whatsapp', 'email', 'logo', 'banner', 'gallery'] as const;
export type MsmeProfileField = (typeof MSME_PROFILE_FIELDS)[number];

export const msmeDashboardSchema = z.object({
  kind: z.literal('msme'),
  msmes: z.array(
    z.object({
      id: z.number().int(),
      brand: z.string(),
      category: z.enum(MSME_CATEGORIES),
      products: count,
      /** 0–100: the share of MSME_PROFILE_FIELDS that are filled. */
      completeness: z.number().int().min(0).max(100),
      missingFields: z.array(z.enum(MSME_PROFILE_FIELDS)),
      links: z.object(Object.fromEntries(SELLER_LINK_KEYS.map((key) => [key, z.string().nullable()])) as Record<SellerLinkKey, z.ZodNullable<z.ZodString>>),
    }),
  ),
  products: z.object({
    total: count,
    byCategory: z.array(z.object({ category: z.enum(PRODUCT_CATEGORIES), count })),
    missingImage: count,
    missingDescription: count,
    /** The latest products missing a picture or a description. */
    incomplete: z.array(z.object({ id: z.number().int(), name: z.string(), missingImage: z.boolean(), missingDescription: z.boolean() })),
  }),
});
export type MsmeDashboard = z.infer<typeof msmeDashboardSchema>;

/** Contributors have their own dashboard (profile.dashboard); other roles see the welcome text. */
export const otherDashboardSchema = z.object({ kind: z.literal('other') });

export const dashboardSchema = z.discriminatedUnion('kind', [staffDashboardSchema, msmeDashboardSchema, otherDashboardSchema]);
export type Dashboard = z.infer<typeof dashboardSchema>;
