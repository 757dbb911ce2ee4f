import { Link, NavLink } from 'react-router-dom';
import { Icon } from '../ui/Icon.tsx';
import { MenuToggle } from '../ui/MenuToggle.tsx';
import { usePageMenu } from '../ui/usePageMenu.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { useT } from '../i18n/language.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { PUBLIC_NAV } from './navigation.ts';
import { SiteLogo } from './SiteLogo.tsx';
import { useSiteSettings } from '../useSiteSettings.ts';

export function PublicHeader() {
  const { status } = useAuth();
  const { islandName, villageName } = useSiteSettings();
  const menu = usePageMenu();
  const { t, path } = useT();
  const menuOpen = menu.open;

  // While the stored session is being checked neither button is right; showing none avoids a flash.
  const account =
    status === 'loading' ? null : status === 'signed-in' ? (
      <Link className="button button--primary site-header__account site-header__account--dashboard" to="/admin/dashboard">
        <Icon name="dashboard" size={20} className="site-header__account-icon" />
        <span className="site-header__account-label">{t('nav.dashboard')}</span>
      </Link>
    ) : (
      <Link className="button button--primary site-header__account" to={path('/login')}>
        {t('nav.login')}
      </Link>
    );

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to={path('/')} className="brand">
          <SiteLogo />
          <span className="brand__text">
            <span className="brand__name">{islandName}</span>
            {villageName && <span className="brand__sub">{villageName}</span>}
          </span>
        </Link>
        <MenuToggle menu={menu} label={t('common.menu')} controls="site-nav" className="site-header__toggle" />
        <nav id="site-nav" className={`site-nav ${menuOpen ? 'site-nav--open' : ''}`} aria-label={t('nav.label')}>
          <ul className="site-nav__list">
            {PUBLIC_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={path(item.to)} end={item.end} className="site-nav__link">
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Outside the folding menu, so a phone reaches it without opening the menu. */}
        <LanguageSwitch className="site-header__language" />
        {account}
      </div>
    </header>
  );
}
