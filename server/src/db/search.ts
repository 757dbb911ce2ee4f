import { type Expression, type ExpressionBuilder, sql, type SqlBool } from 'kysely';

/** Escapes LIKE wildcards so a visitor's `%` or `_` means itself. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Case-insensitive "contains" over several text columns. Each column searched carries a trigram
 * GIN index (gin_trgm_ops) in its migration, which `ilike '%…%'` uses, so this stays fast on
 * tens of thousands of rows.
 */
export function containsAny<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly string[],
  term: string,
): Expression<SqlBool> {
  const pattern = `%${escapeLike(term)}%`;
  return eb.or(columns.map((column) => sql<SqlBool>`${sql.ref(column)} ilike ${pattern}`));
}
