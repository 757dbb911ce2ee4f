import './contribute.css';
import { ARTICLE_TEXTS } from '@island/shared';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

// The form (and its form library) loads only for a signed-in user who opens this tab.
const ContributeForm = lazy(() => import('./ContributeForm.tsx'));

/** The 'Artikel' tab (/kontak#contribute): signed-in users send an article for review. */
export function ContributeTab() {
  const { status, user } = useAuth();
  const location = useLocation();

  return (
    <div className="contact-tab">
      <h2 className="contact-tab__title">Kirim Artikel</h2>
      <p className="contact-tab__lead">Bagikan cerita, tips, atau pengalaman budaya Anda di pulau. Tim kami meninjau setiap artikel sebelum diterbitkan.</p>
      {status === 'loading' ? null : user ? (
        <Suspense fallback={<Spinner label="Memuat formulir…" showLabel />}>
          <ContributeForm name={user.name} email={user.email} />
        </Suspense>
      ) : (
        <div className="form-notice" role="note">
          <p>{ARTICLE_TEXTS.loginToContribute}</p>
          <Link className="button button--primary" to="/login" state={{ from: { pathname: location.pathname, search: location.search, hash: '#contribute' } }}>
            Login
          </Link>
        </div>
      )}
    </div>
  );
}
