import type { AuditEntity } from '@island/shared';
import { recordable, type Snapshot } from './changes.ts';

/** Longest name an entry keeps: a title, not an essay. */
const NAME_MAX = 120;

/**
 * The column that names a record of each kind, as staff know it: a booking by its code, a page
 * by its title, a message by its subject (or its sender). Kinds left out are named by their id
 * alone: settings (the id is the category), files (the id is the file's name), a package's rules
 * and a contributor's profile (the id is the package's or the user's), the trail's own pruning.
 * Entries a procedure writes itself pass their own name (a departure: its boat, time and day).
 */
const NAME_COLUMNS: Partial<Record<AuditEntity, readonly string[]>> = {
  users: ['name'],
  destinations: ['title'],
  cultures: ['title'],
  articles: ['title'],
  events: ['title'],
  packages: ['name'],
  products: ['name'],
  transportations: ['name'],
  team_members: ['name'],
  testimonials: ['name'],
  facilities: ['label'],
  msmes: ['brand', 'business_name'],
  contact_messages: ['subject', 'name'],
  bookings: ['code'],
  booking_closed_dates: ['date'],
  payment_charges: ['order_id'],
  homestays: ['name'],
  homestay_rooms: ['name'],
  homestay_blocked_nights: ['night'],
  stays: ['code'],
};

/** A text as an entry's name: trimmed and cut to NAME_MAX; null when there is none. */
export function entryName(text: unknown): string | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  const name = text.trim();
  return name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1)}…` : name;
}

/** The record's name for its audit entry, from its stored row (after the write, or before a delete). */
export function recordName(entity: string, row: Snapshot | undefined): string | null {
  const columns = NAME_COLUMNS[entity as AuditEntity];
  if (!row || !columns) return null;
  for (const column of columns) {
    const name = entryName(recordable(row[column], column));
    if (name) return name;
  }
  return null;
}
