import '../styles/admin.css';
import { Suspense, useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider.tsx';
import { SiteLogo } from '../public/SiteLogo.tsx';
import { useSiteSettings } from '../useSiteSettings.ts';
import { Icon } from '../ui/Icon.tsx';
import { MenuToggle } from '../ui/MenuToggle.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { UnsavedChangesProvider, useLeaveThen } from '../ui/unsavedChanges.tsx';
import { usePageMenu } from '../ui/usePageMenu.ts';
import { roleLabel } from './roleLabels.ts';
import { DASHBOARD_PATH, sidebarEntriesFor } from './sidebarEntries.ts';
import { TwoFactorGate } from './TwoFactorGate.tsx';
import { UnreadMessagesBadge } from './UnreadMessagesBadge.tsx';
import { PendingBookingsBadge } from './bookings/PendingBookingsBadge.tsx';
import { UnseenCancellationsBadge } from './bookings/UnseenCancellationsBadge.tsx';

export default function AdminLayout() {
  return (
    <UnsavedChangesProvider>
      <AdminShell />
    </UnsavedChangesProvider>
  );
}

function AdminShell() {
  const { user, logout } = useAuth();
  const leaveThen = useLeaveThen();
  const { islandName } = useSiteSettings();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sidebar = usePageMenu();
  const sidebarOpen = sidebar.open;
  const navRef = useRef<HTMLElement>(null);
  const entries = sidebarEntriesFor(user?.role);
  // /admin itself shows the dashboard, so its entry should read as the current page there too.
  const onAdminIndex = pathname.replace(/\/+$/, '') === '/admin';

  // Opening the sidebar on a phone moves the focus into it.
  useEffect(() => {
    if (sidebarOpen) navRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [sidebarOpen]);

  // A link followed closes the phone's menu, also when a form's question keeps the page: the
  // form is then in sight again.
  const closeMenu = () => sidebar.setOpen(false);

  // Signing out leaves every form: one holding typed work asks first.
  function onLogout() {
    leaveThen(() => {
      logout();
      void navigate('/login', { replace: true });
    });
  }

  return (
    <div className={`admin-shell ${sidebarOpen ? 'admin-shell--sidebar-open' : ''}`}>
      <a className="skip-link" href="#admin-content">
        Langsung ke konten
      </a>
      <aside id="admin-sidebar" className="admin-sidebar">
        <Link to="/admin/dashboard" className="admin-sidebar__brand">
          <SiteLogo size={36} />
          <span>
            <span className="admin-sidebar__island">{islandName}</span>
            <span className="admin-sidebar__caption">Panel Pengelola</span>
          </span>
        </Link>
        <nav ref={navRef} aria-label="Admin" className="admin-nav">
          <ul>
            {entries.map((entry) => {
              const content = (
                <>
                  <Icon name={entry.icon} size={20} className="admin-nav__icon" />
                  {entry.label}
                  {entry.badge === 'unreadMessages' && <UnreadMessagesBadge />}
                  {entry.badge === 'bookings' && (
                    <>
                      <PendingBookingsBadge />
                      <UnseenCancellationsBadge />
                    </>
                  )}
                </>
              );
              return (
                <li key={entry.to}>
                  {onAdminIndex && entry.to === DASHBOARD_PATH ? (
                    <Link to={entry.to} className="admin-nav__link active" aria-current="page" onClick={closeMenu}>
                      {content}
                    </Link>
                  ) : (
                    <NavLink to={entry.to} className="admin-nav__link" onClick={closeMenu}>
                      {content}
                    </NavLink>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <Link to="/" className="admin-sidebar__site">
          <Icon name="external" size={18} />
          Lihat situs
        </Link>
      </aside>
      {sidebarOpen && <div className="admin-overlay" aria-hidden="true" onClick={() => sidebar.setOpen(false)} />}

      <div className="admin-column">
        <header className="admin-topbar">
          <MenuToggle menu={sidebar} label="Toggle sidebar" controls="admin-sidebar" className="admin-topbar__toggle" />
          {/* Every role's own account (password, sessions, two-step sign-in) is one tap from here. */}
          <Link className="admin-topbar__user" to="/admin/profile" title="Profil dan keamanan akun">
            <span className="avatar" aria-hidden="true">
              {(user?.name ?? '?').trim().charAt(0).toUpperCase()}
            </span>
            <span className="admin-topbar__who">
              <span className="admin-topbar__name">{user?.name}</span>
              <span className="admin-topbar__role">{roleLabel(user?.role)}</span>
            </span>
          </Link>
          <button type="button" className="button button--ghost admin-topbar__logout" onClick={onLogout}>
            Logout
          </button>
        </header>
        <main id="admin-content" className="admin-content" tabIndex={-1}>
          <Suspense
            fallback={
              <div className="admin-content__loading">
                <Spinner size="lg" />
              </div>
            }
          >
            <TwoFactorGate>
              <Outlet />
            </TwoFactorGate>
          </Suspense>
        </main>
      </div>
    </div>
  );
}
