/**
 * Whether a query failed on a unique constraint (PostgreSQL's unique_violation, 23505, which
 * PGlite reports the same way): a taken e-mail, a slug another write took first.
 */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
