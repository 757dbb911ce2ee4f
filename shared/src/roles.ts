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

/** Who works on content: the site's runners, and contributors whose articles and event proposals wait for their review. */
export const CONTENT_ROLES = [...SITE_RUNNER_ROLES, ...CONTRIBUTOR_ROLES] as const satisfies readonly Role[];
/** Who keeps products and business profiles: sellers their own, the site's runners every one. */
export const SHOP_ROLES = [...SITE_RUNNER_ROLES, ...SELLER_ROLES] as const satisfies readonly Role[];
/**
 * Whom the "require two-step sign-in for staff" policy binds, once a superadmin turns it on: the
 * site's runners, whose accounts can change everything on it.
 */
const TWO_FACTOR_POLICY_ROLES = SITE_RUNNER_ROLES;

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

/** Whether the two-step policy, when on, binds an account of this role. */
export function isBoundByTwoFactorPolicy(role: Role): boolean {
  return hasRole(role, TWO_FACTOR_POLICY_ROLES);
}
