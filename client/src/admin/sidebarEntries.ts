import { type Role, STAFF_ROLES } from '@island/shared';
import { CONTENT_ROLES } from '../auth/roleGroups.ts';
import type { IconName } from '../ui/Icon.tsx';

export interface SidebarEntry {
  to: string;
  /** Also the link's accessible name; keep it stable, tests find links by it. */
  label: string;
  icon: IconName;
  /** 'all' for every admin-area role. */
  roles: readonly Role[] | 'all';
  /** A live count shown beside the label (unread contact messages, bookings waiting for an answer). */
  badge?: 'unreadMessages' | 'pendingBookings';
}

const STAFF = STAFF_ROLES;
export const DASHBOARD_PATH = '/admin/dashboard';

/** The sidebar by role, in order (public-site.md §2 "Admin layout"). */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { to: DASHBOARD_PATH, label: 'Dashboard', icon: 'dashboard', roles: 'all' },
  { to: '/admin/users', label: 'Users', icon: 'users', roles: ['superadmin'] },
  { to: '/admin/destinations', label: 'Destinations', icon: 'island', roles: STAFF },
  { to: '/admin/culture', label: 'Culture', icon: 'mask', roles: STAFF },
  { to: '/admin/packages', label: 'Packages', icon: 'compass', roles: STAFF },
  { to: '/admin/bookings', label: 'Bookings', icon: 'calendar', roles: STAFF, badge: 'pendingBookings' },
  { to: '/admin/umkm', label: 'UMKM', icon: 'store', roles: STAFF },
  { to: '/admin/transportation', label: 'Transportation', icon: 'ship', roles: STAFF },
  { to: '/admin/articles', label: 'Articles', icon: 'article', roles: CONTENT_ROLES },
  { to: '/admin/contact-messages', label: 'Contact Messages', icon: 'message', roles: STAFF, badge: 'unreadMessages' },
  { to: '/admin/testimonials', label: 'Testimonials', icon: 'star', roles: STAFF },
  { to: '/admin/settings', label: 'Settings', icon: 'settings', roles: ['superadmin'] },
  { to: '/admin/audit', label: 'Audit', icon: 'clock', roles: ['superadmin'] },
  { to: '/admin/products', label: 'Products', icon: 'box', roles: ['msme'] },
  { to: '/admin/profile-umkm', label: 'Profil UMKM', icon: 'idCard', roles: ['msme'] },
  { to: '/admin/profile', label: 'Profile', icon: 'user', roles: ['contributor'] },
];

export function sidebarEntriesFor(role: Role | null | undefined): SidebarEntry[] {
  return SIDEBAR_ENTRIES.filter((entry) => entry.roles === 'all' || (role != null && entry.roles.includes(role)));
}
