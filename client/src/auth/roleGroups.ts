import { type Role, ROLES, STAFF_ROLES } from '@island/shared';

/** Who may enter /admin at all: every role. */
export const ADMIN_AREA_ROLES: readonly Role[] = ROLES;
/** Destinations, culture, packages and articles screens (a contributor reads or writes its own). */
export const CONTENT_ROLES: readonly Role[] = [...STAFF_ROLES, 'contributor'];
/** Products and the UMKM profile. */
export const SELLER_ROLES: readonly Role[] = [...STAFF_ROLES, 'msme'];
