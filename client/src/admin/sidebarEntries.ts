import { CONTENT_ROLES, CONTRIBUTOR_ROLES, type Role, SELLER_ROLES, SHOP_ROLES, SITE_RUNNER_ROLES, SUPERADMIN_ROLES } from '@island/shared';
import type { IconName } from '../ui/Icon.tsx';

export interface SidebarEntry {
  to: string;
  /** Also the link's accessible name; keep it stable, tests find links by it. */
  label: string;
  icon: IconName;
  /** 'all' for every admin-area role. */
  roles: readonly Role[] | 'all';
  /**
   * Live counts shown beside the label: unread contact messages; bookings waiting for an answer
   * and visitors' cancellations not yet seen.
   */
  badge?: 'unreadMessages' | 'bookings';
}

const RUNNERS = SITE_RUNNER_ROLES;
export const DASHBOARD_PATH = '/admin/dashboard';

/** The sidebar by role, in order (docs/product.md, The sidebar by role). */
const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { to: DASHBOARD_PATH, label: 'Dashboard', icon: 'dashboard', roles: 'all' },
  { to: '/admin/users', label: 'Pengguna', icon: 'users', roles: SUPERADMIN_ROLES },
  { to: '/admin/destinations', label: 'Destinasi', icon: 'island', roles: RUNNERS },
  { to: '/admin/culture', label: 'Budaya', icon: 'mask', roles: RUNNERS },
  { to: '/admin/packages', label: 'Paket Wisata', icon: 'compass', roles: RUNNERS },
  { to: '/admin/bookings', label: 'Pemesanan', icon: 'calendar', roles: RUNNERS, badge: 'bookings' },
  { to: '/admin/pembayaran', label: 'Pembayaran', icon: 'bag', roles: RUNNERS },
  { to: '/admin/umkm', label: 'UMKM', icon: 'store', roles: RUNNERS },
  // Owners see their own household's homestay (an owner without one is told so there).
  { to: '/admin/homestay', label: 'Homestay', icon: 'store', roles: SHOP_ROLES },
  { to: '/admin/transportation', label: 'Transportasi', icon: 'ship', roles: RUNNERS },
  { to: '/admin/events', label: 'Agenda', icon: 'calendar', roles: CONTENT_ROLES },
  { to: '/admin/articles', label: 'Artikel', icon: 'article', roles: CONTENT_ROLES },
  { to: '/admin/contact-messages', label: 'Pesan Kontak', icon: 'message', roles: RUNNERS, badge: 'unreadMessages' },
  { to: '/admin/testimonials', label: 'Testimoni', icon: 'star', roles: RUNNERS },
  { to: '/admin/statistik', label: 'Statistik', icon: 'eye', roles: RUNNERS },
  { to: '/admin/terjemahan', label: 'Perlu diterjemahkan', icon: 'article', roles: RUNNERS },
  { to: '/admin/settings', label: 'Pengaturan', icon: 'settings', roles: SUPERADMIN_ROLES },
  { to: '/admin/audit', label: 'Audit', icon: 'clock', roles: SUPERADMIN_ROLES },
  { to: '/admin/products', label: 'Produk', icon: 'box', roles: SELLER_ROLES },
  { to: '/admin/profile-umkm', label: 'Profil UMKM', icon: 'idCard', roles: SELLER_ROLES },
  { to: '/admin/profile', label: 'Profil', icon: 'user', roles: CONTRIBUTOR_ROLES },
];

export function sidebarEntriesFor(role: Role | null | undefined): SidebarEntry[] {
  return SIDEBAR_ENTRIES.filter((entry) => entry.roles === 'all' || (role != null && entry.roles.includes(role)));
}
