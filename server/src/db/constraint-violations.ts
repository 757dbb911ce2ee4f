/**
 * Which constraint a failed query broke, by PostgreSQL's error code (PGlite reports the same).
 * A write that may meet one asks here rather than reading codes itself.
 */
function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/** A unique constraint (unique_violation, 23505): a taken e-mail, a slug another write took first. */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, '23505');
}

/** A foreign key (foreign_key_violation, 23503): a row elsewhere still points at the one deleted. */
export function isStillReferenced(error: unknown): boolean {
  return hasCode(error, '23503');
}
