import { type Role, SELLER_ROLES, SITE_RUNNER_ROLES } from '@island/shared';

// Who may open which admin screens: the shared role groups, combined for the screens that two
// groups share. The server checks the same groups on every call behind these screens.

/** Destinations, culture, packages, articles and events screens (a contributor reads or writes its own). */
export const CONTENT_SCREEN_ROLES: readonly Role[] = [...SITE_RUNNER_ROLES, 'contributor'];
/** Products and the UMKM profile: the site's runners and the sellers. */
export const SELLER_SCREEN_ROLES: readonly Role[] = [...SITE_RUNNER_ROLES, ...SELLER_ROLES];
