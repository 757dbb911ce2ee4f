/** The four staff roles. A role is a plain string on the user row, checked by the database. */
export const ROLES = ['superadmin', 'admin', 'msme', 'contributor'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that run the site's content (docs/product.md, Roles: superadmin and admin write). */
export const STAFF_ROLES = ['superadmin', 'admin'] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
