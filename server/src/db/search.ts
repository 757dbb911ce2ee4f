import { type Expression, type ExpressionBuilder, type RawBuilder, sql, type SqlBool } from 'kysely';

/** Escapes LIKE wildcards so a visitor's `%` or `_` means itself. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A searched column by name, or an expression over one (an English twin's text: `en->>'name'`). */
export type SearchedText = string | RawBuilder<string>;

/**
 * The text a row is searched by: its searched columns joined by spaces. Each table's migration
 * builds one trigram GIN index (gin_trgm_ops) on exactly this expression, same columns in the
 * same order, so the planner can answer `ilike '%…%'` from the index. One index over the joined
 * text beats one per column: the planner costs a BitmapOr of several trigram scans above a
 * full scan and would not use them.
 */
export function searchDocument(columns: readonly SearchedText[]): RawBuilder<string> {
  return sql<string>`(${sql.join(
    columns.map((column) => sql`coalesce(${typeof column === 'string' ? sql.ref(column) : column}, '')`),
    sql` || ' ' || `,
  )})`;
}

/** Case-insensitive "contains" over a table's searched columns (see searchDocument). */
export function containsAny<DB, TB extends keyof DB>(
  _eb: ExpressionBuilder<DB, TB>,
  columns: readonly SearchedText[],
  term: string,
): Expression<SqlBool> {
  return sql<SqlBool>`${searchDocument(columns)} ilike ${`%${escapeLike(term)}%`}`;
}
