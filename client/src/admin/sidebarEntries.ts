import type { Role } from '@island/shared';

export interface SidebarEntry {
  to: string;
  /** Also the link's accessible name; keep it stable, tests find links by it. */
  label: string;
  icon: string;
  /** 'all' for every admin-area role. */
  roles: readonly Role[] | 'all';
}

const STAFF = ['superadmin', 'admin'] as const;

/** The sidebar by role, in order (public-site.md §2 "Admin layout"). */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: '🏠', roles: 'all' },
  { to: '/admin/users', label: 'Users', icon: '👥', roles: ['superadmin'] },
  { to: '/admin/destinations', label: 'Destinations', icon: '🏝️', roles: STAFF },
  { to: '/admin/culture', label: 'Culture', icon: '🎭', roles: STAFF },
  { to: '/admin/packages', label: 'Packages', icon: '🧭', roles: STAFF },
  { to: '/admin/umkm', label: 'UMKM', icon: '🏪', roles: STAFF },
  { to: '/admin/transportation', label: 'Transportation', icon: '⛴️', roles: STAFF },
  { to: '/admin/articles', label: 'Articles', icon: '📰', roles: ['superadmin', 'admin', 'contributor'] },
  { to: '/admin/contact-messages', label: 'Contact Messages', icon: '✉️', roles: STAFF },
  { to: '/admin/testimonials', label: 'Testimonials', icon: '⭐', roles: STAFF },
  { to: '/admin/settings', label: 'Settings', icon: '⚙️', roles: ['superadmin'] },
  { to: '/admin/products', label: 'Products', icon: '🛍️', roles: ['msme'] },
  { to: '/admin/profile-umkm', label: 'Profil UMKM', icon: '🧾', roles: ['msme'] },
  { to: '/admin/profile', label: 'Profile', icon: '👤', roles: ['contributor'] },
];

export function sidebarEntriesFor(role: Role | null | undefined): SidebarEntry[] {
  return SIDEBAR_ENTRIES.filter((entry) => entry.roles === 'all' || (role != null && entry.roles.includes(role)));
}
