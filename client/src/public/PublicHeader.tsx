import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider.tsx';
import { PUBLIC_NAV } from './navigation.ts';
import { SiteLogo } from './SiteLogo.tsx';
import { useSiteSettings } from './useSiteSettings.ts';

export function PublicHeader() {
  const { status } = useAuth();
  const { islandName, villageName } = useSiteSettings();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Open on the page where it was opened: following a link is the end of using it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenedOn(open ? pathname : null);

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenedOn(null);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  // While the stored session is being checked neither button is right; showing none avoids a flash.
  const account =
    status === 'loading' ? null : status === 'signed-in' ? (
      <Link className="button button--primary site-header__account" to="/admin/dashboard">
        Dashboard
      </Link>
    ) : (
      <Link className="button button--primary site-header__account" to="/login">
        Login
      </Link>
    );

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to="/" className="brand">
          <SiteLogo />
          <span className="brand__text">
            <span className="brand__name">{islandName}</span>
            {villageName && <span className="brand__sub">{villageName}</span>}
          </span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="icon-button site-header__toggle"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className={`hamburger ${menuOpen ? 'hamburger--open' : ''}`} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        </button>
        <nav id="site-nav" className={`site-nav ${menuOpen ? 'site-nav--open' : ''}`} aria-label="Utama">
          <ul className="site-nav__list">
            {PUBLIC_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="site-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {account}
      </div>
    </header>
  );
}
