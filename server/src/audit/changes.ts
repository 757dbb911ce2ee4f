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
const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at']);

/** Longer texts are cut to this many characters (and say how long they were). */
const AUDIT_TEXT_MAX = 200;

function isSecretField(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** A value as it is recorded: JSON-safe, texts shortened, secrets in nested objects dropped. */
function recordable(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') {
    return value.length > AUDIT_TEXT_MAX ? `${value.slice(0, AUDIT_TEXT_MAX)}… (${value.length} karakter)` : value;
  }
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.slice(0, 50).map(recordable);
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
    const from = before ? recordable(before[key]) : null;
    const to = after ? recordable(after[key]) : null;
    if (before && after) {
      if (!same(from, to)) changes[key] = { from, to };
    } else if (after) {
      if (to !== null && !(Array.isArray(to) && to.length === 0)) changes[key] = { to };
    } else if (from !== null && !(Array.isArray(from) && from.length === 0)) {
      changes[key] = { from };
    }
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
