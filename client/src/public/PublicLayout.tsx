import { Outlet } from 'react-router-dom';
import { OfflineNotice } from '../offline/OfflineNotice.tsx';
import { PublicFooter } from './PublicFooter.tsx';
import { PublicHeader } from './PublicHeader.tsx';

export function PublicLayout() {
  return (
    <div className="public-shell">
      <a className="skip-link" href="#main-content">
        Langsung ke konten
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
