/**
 * What an entry says about a record: the fields that changed, each with its value before and
 * after. Secrets never enter it (by column name), long texts are shortened, and bookkeeping
 * columns that change on every write are left out so an entry shows what a person changed.
 */

export type Snapshot = Record<string, unknown>;
export interface FieldChange {
  from?: unknown;
  to?: unknown;
}
export type Changes = Record<string, FieldChange>;

/** Column or key names whose values are never recorded: passwords, hashes, secrets, tokens. */
const SECRET_NAME = /password|hash|secret|token|totp|recovery/i;

/** Columns every write touches by itself; recording them would only add noise. */
// The dates an English twin is judged by (decision 0035) change with the texts they date: the texts say it.
const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at', 'id_changed_at', 'en_changed_at']);

/** Longer texts are cut to this many characters (and say how long they were). */
const AUDIT_TEXT_MAX = 200;

/** How much of a long text is kept before the place where an edit changed it. */
const TEXT_LEAD = 40;

/**
 * Columns of SQL type `date` (a calendar day, no time): node-postgres reads them as the server's
 * local midnight, which as an instant would name the day before east of Greenwich, or add an
 * hour that means nothing. They are recorded as the day itself, `YYYY-MM-DD`.
 */
const DAY_COLUMNS = new Set(['date', 'booking_date', 'starts_on', 'ends_on', 'day']);

function isSecretField(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** The server's local calendar day of a Date read from a `date` column. */
function localDay(value: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** A long text cut to AUDIT_TEXT_MAX characters from `start`, saying where it was cut and how long it was. */
function shortened(value: string, start = 0): string {
  if (value.length <= AUDIT_TEXT_MAX) return value;
  const from = Math.max(0, Math.min(start, value.length - AUDIT_TEXT_MAX));
  return `${from > 0 ? '…' : ''}${value.slice(from, from + AUDIT_TEXT_MAX)}… (${value.length} karakter)`;
}

/** Where two texts first differ. */
function firstDifference(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

/** A value as it is recorded: JSON-safe, texts shortened, secrets in nested objects dropped. */
export function recordable(value: unknown, key = ''): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return DAY_COLUMNS.has(key) ? localDay(value) : value.toISOString();
  if (typeof value === 'string') return shortened(value);
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => recordable(item));
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !isSecretField(key))
        .map(([key, inner]) => [key, recordable(inner)]),
    );
  }
  return value;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields that differ between two snapshots of one record. A create has no `before` (every
 * field set is listed with `to`), a delete no `after` (every field with `from`).
 */
export function diffSnapshots(before: Snapshot | undefined, after: Snapshot | undefined): Changes | null {
  if (!before && !after) return null;
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Changes = {};
  for (const key of keys) {
    if (BOOKKEEPING.has(key) || isSecretField(key)) continue;
    const from = before ? recordable(before[key], key) : null;
    const to = after ? recordable(after[key], key) : null;
    if (before && after) {
      const [was, is] = [before[key], after[key]];
      if (typeof was === 'string' && typeof is === 'string' && was !== is && Math.max(was.length, is.length) > AUDIT_TEXT_MAX) {
        // An edit deep in a long text: both sides are kept from a little before where they part.
        const start = Math.max(0, firstDifference(was, is) - TEXT_LEAD);
        changes[key] = { from: shortened(was, start), to: shortened(is, start) };
      } else if (!same(from, to)) changes[key] = { from, to };
    } else if (after) {
      if (to !== null && !(Array.isArray(to) && to.length === 0)) changes[key] = { to };
    } else if (from !== null && !(Array.isArray(from) && from.length === 0)) {
      changes[key] = { from };
    }
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
