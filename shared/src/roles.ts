/**
 * The four account roles. Every account is a staff account of the village: visitors have none.
 * A role is a plain string on the user row, checked by the database.
 */
export const ROLES = ['superadmin', 'admin', 'msme', 'contributor'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that run the site: they write its content, answer its visitors and see every record. */
export const SITE_RUNNER_ROLES = ['superadmin', 'admin'] as const satisfies readonly Role[];
/** The role that alone manages accounts, settings, the audit trail and backups. */
export const SUPERADMIN_ROLES = ['superadmin'] as const satisfies readonly Role[];
/** The role of a seller: a village business (UMKM) that keeps its own profile and products. */
export const SELLER_ROLES = ['msme'] as const satisfies readonly Role[];
/** The role of a travel writer: writes articles and proposes calendar events, both reviewed by a site runner. */
export const CONTRIBUTOR_ROLES = ['contributor'] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether a role belongs to a group (one of the lists above, or a list made of them). */
export function hasRole(role: Role, group: readonly Role[]): boolean {
  return group.includes(role);
}

/** Whether the account runs the site (superadmin or admin), and so acts on every record. */
export function isSiteRunner(role: Role): boolean {
  return hasRole(role, SITE_RUNNER_ROLES);
}
