import { type RawBuilder, sql } from 'kysely';

// A record's English twin (docs/decisions/0035): one JSON column `en` beside two dates, the
// Indonesian texts' last change and the English one's. These are the pieces every kind shares.

/** Whether a stored value differs from the one given, in the statement itself (against the row as it was). */
function differs(column: string, value: unknown, json = false): RawBuilder<boolean> {
  if (json) return sql<boolean>`${sql.ref(column)} is distinct from ${JSON.stringify(value)}::jsonb`;
  if (Array.isArray(value)) return sql<boolean>`${sql.ref(column)} is distinct from ${value}::text[]`;
  return sql<boolean>`${sql.ref(column)} is distinct from ${value}`;
}

/**
 * The two dates an update moves: the Indonesian texts' when one of `indonesian` (the visitor's
 * texts given, by column; `jsonColumns` are JSON) differs from what is stored, the English twin's
 * when it differs. A form sends everything each time, so "given" is not "changed".
 */
export function twinChangeDates(
  indonesian: Readonly<Record<string, unknown>>,
  english: object | null | undefined,
  jsonColumns: readonly string[] = [],
): { id_changed_at?: RawBuilder<Date>; en_changed_at?: RawBuilder<Date> } {
  const changed = Object.entries(indonesian)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => differs(column, value, jsonColumns.includes(column)));
  return {
    ...(changed.length > 0 ? { id_changed_at: sql<Date>`case when ${sql.join(changed, sql` or `)} then now() else id_changed_at end` } : {}),
    ...(english !== undefined
      ? { en_changed_at: sql<Date>`case when en is distinct from ${english && JSON.stringify(english)}::jsonb then now() else en_changed_at end` }
      : {}),
  };
}

/** English written before the Indonesian last changed. */
export function isOutdated(row: { id_changed_at: Date; en_changed_at: Date | null }): boolean {
  return row.en_changed_at !== null && row.en_changed_at < row.id_changed_at;
}

/** The twin as given, or null when none of its texts is written (blank texts and '' items count as nothing). */
export function writtenOrNull<T extends object>(english: T): T | null {
  const written = Object.values(english).some((value) => (Array.isArray(value) ? value.some((item) => item !== '') : value !== null && value !== ''));
  return written ? english : null;
}

/** A twin's texts as stored from the input: each text blank → null, each list missing → [], and null when nothing is written. */
export function twinOf<T extends object>(
  input: Readonly<Record<string, unknown>> | null | undefined,
  texts: readonly string[],
  lists: readonly string[] = [],
): T | null | undefined {
  if (input === undefined || input === null) return input;
  const stored: Record<string, unknown> = {};
  for (const text of texts) stored[text] = input[text] ?? null;
  for (const list of lists) stored[list] = input[list] ?? [];
  return writtenOrNull(stored as T);
}

/** The `en` column as a write stores it (JSON text); undefined leaves it as it is. */
export function twinColumn(english: object | null | undefined): string | null | undefined {
  return english === undefined ? undefined : english && JSON.stringify(english);
}

/** A new record's twin columns: the English and, when some is written, its date. */
export function insertedTwin(english: object | null | undefined): { en: string | null | undefined; en_changed_at: RawBuilder<Date> | null } {
  return { en: twinColumn(english), en_changed_at: english ? sql<Date>`now()` : null };
}

/** The twin as answered: the stored texts with `outdated`, or null when none is written. */
export function twinAnswer<T extends object>(row: { en: T | null; id_changed_at: Date; en_changed_at: Date | null }): (T & { outdated: boolean }) | null {
  return row.en && { ...row.en, outdated: isOutdated(row) };
}

/**
 * The twin's texts a search reads, as the expressions a kind's trigram index is built on
 * (`en->>'title'`: the key a literal, so the statement's text is the index's). `table` names the
 * column's table where the read joins another twinned kind (an event and its destination).
 */
export function englishSearched(fields: readonly string[], table?: string): RawBuilder<string>[] {
  const column = table ? sql.ref(`${table}.en`) : sql`en`;
  return fields.map((field) => sql<string>`${column}->>${sql.lit(field)}`);
}

/** Whether one of a record's main English texts (`main`, keys of its twin) is not written: then its page is Indonesian only. */
export function lacksMainEnglish(main: readonly string[]): RawBuilder<boolean> {
  return sql<boolean>`(${sql.join(
    main.map((key) => sql`coalesce(en->>${sql.lit(key)}, '') = ''`),
    sql` or `,
  )})`;
}
