import { Outlet } from 'react-router-dom';
import { OfflineNotice } from '../offline/OfflineNotice.tsx';
import { useT } from '../i18n/language.tsx';
import { PublicFooter } from './PublicFooter.tsx';
import { PublicHeader } from './PublicHeader.tsx';
import { usePageBeacon } from './stats/usePageBeacon.ts';

export function PublicLayout() {
  const { t } = useT();
  usePageBeacon();
  return (
    <div className="public-shell">
      <a className="skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      <PublicHeader />
      <OfflineNotice />
      <main id="main-content" className="public-main" tabIndex={-1}>
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
